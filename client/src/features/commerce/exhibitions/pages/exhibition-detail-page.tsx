import type { ExhibitionDetail, TicketType } from '@contracts/schemas/commerce';
import { Button, Tag } from 'antd-mobile';
import { CalendarOutline, EnvironmentOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { useAfterPaint } from '@client/lib/after-paint';
import '@client/features/commerce/commerce.css';
import { formatRange, formatVenueTime, useMoney } from '@client/features/commerce/utils/format';
import { ItemPage } from '@client/features/commerce/components/item-page';
import { useExhibition } from '@client/features/commerce/exhibitions/api/exhibition-first';
import { ExhibitionStatusTag } from '@client/features/commerce/components/status-tag';
import { ticketTypeBlock } from '@client/features/commerce/exhibitions/utils/ticket-type-block';
import { preloadHero, useHeroShown } from '@client/lib/first-screen';
import { screenWide } from '@client/lib/sized-image';
import { ExhibitionCalendarButton, ExhibitionShare } from '@client/features/commerce/exhibitions/components/exhibition-extras';

const loadGallery = () => import('@client/features/commerce/exhibitions/components/exhibition-gallery');
const ExhibitionGallery = lazy(loadGallery);
const MapChooser = lazy(() => import('@client/components/map-chooser').then((m) => ({ default: m.MapChooser })));

function TicketTypeRow({ type, exhibitionId, timeZone }: { type: TicketType; exhibitionId: string; timeZone: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoney();
  const block = ticketTypeBlock(type, Date.now());
  return (
    <li className="cm-ticket-type" data-testid={`ticket-type-${type.id}`}>
      <div className="cm-ticket-type__main">
        <p className="cm-ticket-type__name">{type.name}</p>
        <p className="cm-muted cm-small">
          {t('exhibitions.saleWindow', {
            from: formatVenueTime(type.saleStartsAt, timeZone, { label: false }),
            to: formatVenueTime(type.saleEndsAt, timeZone),
          })}
        </p>
        <p className="cm-muted cm-small">
          {t('exhibitions.perOrderLimit', { count: type.perOrderLimit })} ·{' '}
          {type.remaining > 0 ? t('exhibitions.remaining', { count: type.remaining }) : t('exhibitions.soldOut')}
        </p>
      </div>
      <div className="cm-ticket-type__side">
        <span className="cm-price">{type.price === 0 ? t('exhibitions.free') : money(type.price, type.currency)}</span>
        {block ? (
          <Tag color="#595959" fill="outline">
            {t(`exhibitions.block.${block}`)}
          </Tag>
        ) : (
          <Button
            size="mini"
            color="primary"
            shape="rounded"
            onClick={() =>
              void navigate(`${paths.exhibitionBuy}?id=${encodeURIComponent(exhibitionId)}&type=${encodeURIComponent(type.id)}`)
            }
            data-testid={`buy-type-${type.id}`}
          >
            {t('exhibitions.buy')}
          </Button>
        )}
      </div>
    </li>
  );
}

function Detail({ exhibition }: { exhibition: ExhibitionDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [mapOpen, setMapOpen] = useState(false);
  // the map chooser (an action sheet) is fetched when first opened, then kept for its closing animation
  const [mapOpened, setMapOpened] = useState(false);
  const images = [exhibition.cover, ...exhibition.gallery.filter((g) => g !== exhibition.cover)].filter(Boolean);
  // the first picture is the page's largest paint: asked for first (issue #25)
  const hero = screenWide(images[0]);
  if (hero) preloadHero(hero);
  useHeroShown(hero);
  const buyable = exhibition.ticketTypes.find((tt) => ticketTypeBlock(tt, Date.now()) === null);
  // the first picture alone (the page's largest paint) until the carousel has arrived after the first paint
  const gallery = useAfterPaint();
  const first = (
    <div className="cm-gallery">
      <button
        type="button"
        className="cm-gallery__item"
        aria-label={t('exhibitions.galleryImage', { n: 1, total: images.length })}
        onClick={() => void loadGallery().then((m) => m.showImages(images, 0))}
      >
        <img src={hero} alt="" width={750} height={420} className="cm-gallery__first" />
      </button>
    </div>
  );

  return (
    <>
      {images.length > 0 ? (
        gallery && images.length > 1 ? (
          <Suspense fallback={first}>
            <ExhibitionGallery images={images} />
          </Suspense>
        ) : (
          first
        )
      ) : null}
      <section className="card cm-card">
        <div className="cm-row">
          <h2 className="cm-title" data-testid="exhibition-title">
            {exhibition.title}
          </h2>
          <ExhibitionStatusTag status={exhibition.status} />
        </div>
        <p className="cm-line">
          <CalendarOutline aria-hidden /> {formatRange(exhibition.startsAt, exhibition.endsAt, exhibition.timeZone)}
        </p>
        <ExhibitionCalendarButton exhibition={exhibition} />
        <button
          type="button"
          className="cm-venue"
          onClick={() => {
            setMapOpened(true);
            setMapOpen(true);
          }}
          data-testid="venue-open-map"
        >
          <EnvironmentOutline aria-hidden className="cm-venue__icon" />
          <span className="cm-venue__text">
            <strong>{exhibition.venue.name}</strong>
            <span className="cm-muted cm-small">{exhibition.venue.address}</span>
          </span>
          <span className="cm-link-text">{t('exhibitions.map.open')}</span>
        </button>
      </section>
      <section className="card cm-card" aria-labelledby="ticket-types-title">
        <h3 id="ticket-types-title" className="cm-subtitle">
          {t('exhibitions.ticketTypes')}
        </h3>
        {exhibition.ticketTypes.length === 0 ? (
          <p className="cm-muted">{t('exhibitions.noTickets')}</p>
        ) : (
          <ul className="cm-plain-list">
            {exhibition.ticketTypes.map((tt) => (
              <TicketTypeRow key={tt.id} type={tt} exhibitionId={exhibition.id} timeZone={exhibition.timeZone} />
            ))}
          </ul>
        )}
      </section>
      <section className="card cm-card" aria-labelledby="about-title">
        <h3 id="about-title" className="cm-subtitle">
          {t('exhibitions.about')}
        </h3>
        <p className="cm-description">{exhibition.description}</p>
      </section>
      <div className="cm-bottom-bar">
        <Button
          block
          color="primary"
          size="large"
          disabled={!buyable}
          onClick={() =>
            buyable &&
            void navigate(`${paths.exhibitionBuy}?id=${encodeURIComponent(exhibition.id)}&type=${encodeURIComponent(buyable.id)}`)
          }
          data-testid="exhibition-buy"
        >
          {buyable ? t('exhibitions.buyTickets') : t('exhibitions.notOnSale')}
        </Button>
      </div>
      {mapOpened ? (
        <Suspense fallback={null}>
          <MapChooser
            venue={exhibition.venue}
            visible={mapOpen}
            onClose={() => setMapOpen(false)}
            texts={{
              title: t('exhibitions.map.title'),
              amap: t('exhibitions.map.amap'),
              baidu: t('exhibitions.map.baidu'),
              web: t('exhibitions.map.web'),
              cancel: t('common.cancel'),
              notInstalled: t('exhibitions.map.notInstalled'),
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** Exhibition detail: gallery, dates (add to calendar), venue with the map chooser, ticket types, description; share. */
export default function ExhibitionDetailPage() {
  return (
    <ItemPage
      title="exhibitions.detailTitle"
      testId="exhibition-detail-page"
      useItem={useExhibition}
      notFound="exhibitions.notFound"
      right={(exhibition) => <ExhibitionShare exhibition={exhibition} />}
    >
      {(exhibition) => <Detail exhibition={exhibition} />}
    </ItemPage>
  );
}
