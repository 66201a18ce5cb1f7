import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import { useGoBack } from '@client/lib/use-go-back';
import { EntryView } from '@client/features/contest/components/entry-view';
import '@client/features/contest/contest.css';

/** `/pages/vote/entry?id=…`: one entry with its gallery, equipment, live rank and the vote button. */
export default function EntryPage() {
  const { t } = useTranslation();
  const goBack = useGoBack(paths.vote);
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <PageLayout title={t('contest.entry.title')} back onBack={goBack}>
      {id ? (
        <EntryView entryId={id} shareRef={params.get('ref')} />
      ) : (
        <div className="center-state">
          <ErrorBlock status="empty" title={t('contest.entry.missing')} description={t('contest.entry.missingText')} />
        </div>
      )}
    </PageLayout>
  );
}
