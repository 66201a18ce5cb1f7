import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { StateBlock } from '@client/components/deferred';
import { DelayedFallback } from '@client/components/delayed-fallback';
import { PageLayout } from '@client/components/page-layout';
import { TextField } from '@client/components/text-field';
import { useInit } from '@client/lib/init';
import { formatCoordinates, parseCoordinates } from '@client/lib/map-links';
import { notify } from '@client/lib/notify';
import { useVenues } from '@client/features/device/api/venues';
import { VenueMap } from '@client/features/device/components/venue-map';
import { CHOSEN_PLACE_KEY, placeUrl, safeBack, type Place } from '@client/features/device/utils/return-place';
import '@client/features/device/device.css';

/** Where the map opens when no point is typed yet and there is no venue: Shanghai. */
const DEFAULT_CENTRE = { lat: 31.2304, lng: 121.4737 };

/**
 * SPEC §2's /choose-location (issue #35): a venue of the exhibitions, or a point of one's own
 * (typed, the device's position, or a tap on the map when a tile source is configured); the place
 * goes back to the caller (`back`), or to session storage when there is none.
 */
export default function ChooseLocationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = safeBack(params.get('back'));
  const init = useInit();
  const venues = useVenues();
  const [lat, setLat] = useState('');
  const [lng, setLng] = useState('');
  const [name, setName] = useState('');
  const [locating, setLocating] = useState(false);
  const typed = parseCoordinates(lat, lng);
  const centre = typed ?? (venues.data?.[0] ? { lat: venues.data[0].lat, lng: venues.data[0].lng } : DEFAULT_CENTRE);

  const choose = (place: Place) => {
    if (back) {
      void navigate(placeUrl(back, place), { replace: true });
      return;
    }
    sessionStorage.setItem(CHOSEN_PLACE_KEY, JSON.stringify(place));
    void navigate(-1);
  };

  const usePoint = () => {
    if (!typed) {
      notify({ key: 'device.location.badPoint' });
      return;
    }
    choose({ ...typed, name: name.trim() || t('device.location.pointDefault'), address: '' });
  };

  const setPoint = (p: { lat: number; lng: number }) => {
    setLat(p.lat.toFixed(6));
    setLng(p.lng.toFixed(6));
  };

  const here = () => {
    if (!('geolocation' in navigator)) {
      notify({ key: 'device.location.hereFailed' });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        setPoint({ lat: pos.coords.latitude, lng: pos.coords.longitude });
      },
      (err) => {
        setLocating(false);
        notify({ key: err.code === err.PERMISSION_DENIED ? 'device.location.hereRefused' : 'device.location.hereFailed' });
      },
      { timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return (
    <PageLayout title={t('device.location.chooseTitle')} testId="choose-location-page">
      <h2 className="section-title">{t('device.location.venues')}</h2>
      {venues.isPending ? <DelayedFallback /> : null}
      {venues.isError ? (
        <div className="center-state" data-testid="venues-error">
          <StateBlock status="disconnected" title={t('device.location.venuesFailed')} />
          <Button color="primary" onClick={() => void venues.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
      {venues.data && venues.data.length === 0 ? (
        <p className="dv-muted dv-pad" data-testid="venues-empty">
          {t('device.location.noVenues')}
        </p>
      ) : null}
      {venues.data && venues.data.length > 0 ? (
        <List className="inset-list" data-testid="venue-list">
          {venues.data.map((v) => (
            <List.Item
              key={`${v.name}|${v.lat}|${v.lng}`}
              description={`${v.city ? `${v.city} · ` : ''}${v.address}`}
              extra={<span className="dv-small">{formatCoordinates(v)}</span>}
              onClick={() => choose({ name: v.name, address: v.address, lat: v.lat, lng: v.lng })}
              arrowIcon={false}
            >
              <span data-testid="venue-choice">{v.name}</span>
            </List.Item>
          ))}
        </List>
      ) : null}

      <h2 className="section-title">{t('device.location.point')}</h2>
      <section className="card dv-card dv-point">
        {init.data?.mapTiles ? (
          <>
            <VenueMap
              tiles={init.data.mapTiles}
              lat={centre.lat}
              lng={centre.lng}
              label={t('device.location.tapMap')}
              onPick={setPoint}
              noMap={t('device.location.noMap')}
            />
            <p className="dv-muted dv-small">{t('device.location.tapMap')}</p>
          </>
        ) : null}
        <label className="dv-field">
          <span>{t('device.location.lat')}</span>
          <TextField value={lat} onChange={setLat} inputMode="decimal" testId="point-lat" placeholder="31.230400" />
        </label>
        <label className="dv-field">
          <span>{t('device.location.lng')}</span>
          <TextField value={lng} onChange={setLng} inputMode="decimal" testId="point-lng" placeholder="121.473700" />
        </label>
        <label className="dv-field">
          <span>{t('device.location.pointName')}</span>
          <TextField value={name} onChange={setName} maxLength={60} testId="point-name" />
        </label>
        <div className="dv-actions">
          <Button fill="outline" loading={locating} onClick={here} data-testid="point-here">
            {t('device.location.here')}
          </Button>
          <Button color="primary" onClick={usePoint} data-testid="point-use">
            {t('device.location.usePoint')}
          </Button>
        </div>
      </section>
    </PageLayout>
  );
}
