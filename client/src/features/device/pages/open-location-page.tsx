import { Button } from 'antd-mobile';
import { EnvironmentOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { StateBlock } from '@client/components/deferred';
import { PageLayout } from '@client/components/page-layout';
import { useInit } from '@client/lib/init';
import { formatCoordinates, parseCoordinates } from '@client/lib/map-links';
import { VenueMap } from '@client/features/device/components/venue-map';
import '@client/features/device/device.css';

const MapChooser = lazy(() => import('@client/components/map-chooser').then((m) => ({ default: m.MapChooser })));

/**
 * SPEC §2's /open-location (issue #35): a place (`lat`, `lng`, `name`, `address` in the query) as
 * a venue card with its coordinates — on a map when a tile source is configured — and the map-app
 * chooser (Amap, Baidu Maps, their web maps; "map app not installed").
 */
export default function OpenLocationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const init = useInit();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const point = parseCoordinates(params.get('lat'), params.get('lng'));
  const name = params.get('name')?.trim() || t('device.location.pointDefault');
  const address = params.get('address')?.trim() ?? '';

  return (
    <PageLayout title={t('device.location.openTitle')} testId="open-location-page">
      {!point ? (
        <div className="center-state" data-testid="open-location-empty">
          <StateBlock status="empty" title={t('device.location.noLocation')} />
        </div>
      ) : (
        <>
          <VenueMap
            tiles={init.data?.mapTiles ?? null}
            lat={point.lat}
            lng={point.lng}
            label={t('device.location.mapLabel', { name })}
            noMap={t('device.location.noMap')}
          />
          <section className="card dv-card dv-venue" data-testid="venue-card">
            <EnvironmentOutline aria-hidden className="dv-venue__icon" />
            <div className="dv-venue__text">
              <h2 className="dv-subtitle" data-testid="venue-name">
                {name}
              </h2>
              {address ? <p className="dv-muted">{address}</p> : null}
              <p className="dv-small">
                <span className="dv-muted">{t('device.location.coordinates')}</span>{' '}
                <span data-testid="venue-coordinates">{formatCoordinates(point)}</span>
              </p>
            </div>
          </section>
          <div className="dv-actions dv-actions--page">
            <Button
              block
              color="primary"
              size="large"
              onClick={() => {
                setOpened(true);
                setOpen(true);
              }}
              data-testid="open-location-navigate"
            >
              {t('device.location.navigate')}
            </Button>
          </div>
          {opened ? (
            <Suspense fallback={null}>
              <MapChooser
                venue={{ name, address, ...point }}
                visible={open}
                onClose={() => setOpen(false)}
                texts={{
                  title: t('device.location.mapTitle'),
                  amap: t('device.location.amap'),
                  baidu: t('device.location.baidu'),
                  web: t('device.location.web'),
                  cancel: t('common.cancel'),
                  notInstalled: t('device.location.notInstalled'),
                }}
              />
            </Suspense>
          ) : null}
        </>
      )}
    </PageLayout>
  );
}
