import { Button } from 'antd-mobile';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { StateBlock } from '@client/components/deferred';
import { PageLayout } from '@client/components/page-layout';
import { useGoBack } from '@client/lib/use-go-back';

type Props = {
  /** i18n key of the page title */
  titleKey: string;
  /** a tab page: no back button, room for the tab bar */
  tab?: boolean;
};

/** A polished placeholder for screens of later work. */
export function ComingSoonPage({ titleKey, tab = false }: Props) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <PageLayout title={t(titleKey)} back={!tab} withTabs={tab} testId="coming-soon">
      <div className="center-state">
        <StateBlock status="empty" title={t('comingSoon.title')} description={t('comingSoon.description', { page: t(titleKey) })} />
        {tab ? null : (
          <Button color="primary" fill="outline" shape="rounded" onClick={goBack} data-testid="coming-soon-back">
            {t('common.goBack')}
          </Button>
        )}
      </div>
    </PageLayout>
  );
}

/** The placeholder as a page of its own (a feature's route), until the page's work lands. */
export function soonPage(titleKey: string): ComponentType {
  const SoonPage = () => <ComingSoonPage titleKey={titleKey} />;
  SoonPage.displayName = `SoonPage(${titleKey})`;
  return SoonPage;
}
