import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { StateBlock } from '@client/components/deferred';
import { PageLayout } from '@client/components/page-layout';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageLayout title={t('notFound.title')} testId="not-found">
      <div className="center-state">
        <StateBlock status="empty" title={t('notFound.title')} description={t('notFound.description')} />
        <Button color="primary" onClick={() => void navigate(paths.tabIndex, { replace: true })}>
          {t('notFound.home')}
        </Button>
      </div>
    </PageLayout>
  );
}

/** Router-level error element: an unexpected error while rendering a route. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <div className="center-state" role="alert">
      <StateBlock status="default" title={t('errors.page.title')} description={t('errors.page.description')} />
      <Button color="primary" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
