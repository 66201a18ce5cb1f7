import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BrandMark } from '@client/components/brand-mark';
import { StateBlock } from '@client/components/deferred';
import { DelayedFallback } from '@client/components/delayed-fallback';
import { PageLayout } from '@client/components/page-layout';
import { paths } from '@client/config/paths';
import { useInit } from '@client/lib/init';
import { StoreBadges } from '@client/features/device/components/store-buttons';
import '@client/features/device/device.css';

/**
 * The store-link page (SPEC §2 guge-and-yyb: an app store and an app marketplace; issue #35): the
 * configured store pages with their badges, or "not available yet" and the web app.
 */
export default function StoreLinksPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const init = useInit();
  const stores = init.data?.stores;
  const any = !!stores && Object.values(stores).some(Boolean);
  return (
    <PageLayout title={t('device.stores.title')} testId="store-links-page">
      <div className="dv-hero">
        <BrandMark size={64} />
        <h2 className="dv-hero__name">{t('app.name')}</h2>
        <p className="dv-muted">{t('device.stores.intro')}</p>
      </div>
      <section className="card dv-card">
        {init.isPending ? <DelayedFallback /> : null}
        {init.isError ? (
          <div className="center-state">
            <StateBlock status="disconnected" title={t('errors.networkRequest')} />
            <Button color="primary" onClick={() => void init.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : null}
        {stores && any ? <StoreBadges stores={stores} keys={['googlePlay', 'market', 'appStore', 'apk']} /> : null}
        {stores && !any ? (
          <div className="center-state" data-testid="stores-not-available">
            <StateBlock status="empty" title={t('device.stores.notAvailable')} description={t('device.stores.notAvailableHint')} />
            <Button color="primary" fill="outline" onClick={() => void navigate(paths.downloadH5)} data-testid="stores-open-web">
              {t('device.stores.openWeb')}
            </Button>
          </div>
        ) : null}
      </section>
    </PageLayout>
  );
}
