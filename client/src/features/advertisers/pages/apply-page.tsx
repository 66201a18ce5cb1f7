import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageLayout } from '@client/components/page-layout';
import { paths } from '@client/config/paths';
import { useSession } from '@client/lib/use-session';
import { useMyApplication } from '@client/features/advertisers/api/advertisers';
import { ApplicationForm } from '@client/features/advertisers/components/application-form';
import { LoadState } from '@client/features/advertisers/components/load-state';
import { draftKey } from '@client/features/advertisers/utils/application-form';
import '@client/features/advertisers/advertisers.css';

/** A new application, or a rejected one edited and resubmitted; an open one is shown on the status page. */
export default function ApplyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const mine = useMyApplication();
  const editing = mine.data?.status === 'rejected' ? mine.data : null;
  return (
    <PageLayout title={editing ? t('advertisers.apply.editTitle') : t('advertisers.apply.title')} testId="ad-apply-page">
      <LoadState query={{ ...mine, data: mine.data === undefined ? undefined : { application: mine.data } }} testId="ad-apply">
        {({ application }) =>
          application && application.status !== 'rejected' ? (
            <div className="card ad-card">
              <p>{t('advertisers.apply.open')}</p>
              <Button color="primary" onClick={() => void navigate(paths.advertiserStatus, { replace: true })}>
                {t('advertisers.status.title')}
              </Button>
            </div>
          ) : (
            <ApplicationForm
              editing={editing}
              draftKey={draftKey(user?.id)}
              onDone={() => void navigate(paths.advertiserStatus, { replace: true })}
            />
          )
        }
      </LoadState>
    </PageLayout>
  );
}
