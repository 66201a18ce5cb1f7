import type { BannerDto } from '@contracts/schemas/content';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { useBanners } from '@client/features/home/api/home';
import { useAfterPaint } from '@client/lib/after-paint';
import { useHeroShown } from '@client/lib/first-screen';
import { screenWide } from '@client/lib/sized-image';

/** Shown when no banner is set (or the banners cannot be had): the app's own three. */
const FALLBACK = [
  { key: 'reef', className: 'home-banner', to: paths.tabArticles },
  { key: 'expo', className: 'home-banner home-banner--teal', to: paths.tabShows },
  { key: 'stars', className: 'home-banner home-banner--orange', to: paths.vote },
] as const;

function Wave() {
  return (
    <svg className="home-banner__wave" viewBox="0 0 400 40" preserveAspectRatio="none" aria-hidden focusable="false">
      <path d="M0 20 C 50 0, 100 40, 150 20 S 250 0, 300 20 S 400 40, 400 20 V40 H0 Z" fill="#ffffff" />
    </svg>
  );
}

function DataBanner({ banner, first }: { banner: BannerDto; first: boolean }) {
  const navigate = useNavigate();
  const src = screenWide(banner.image);
  useHeroShown(first ? src : null);
  const inApp = banner.link.startsWith('/pages/');
  const image = (
    <img
      className="home-banner__image"
      src={src}
      alt={banner.title}
      width={750}
      height={320}
      loading={first ? 'eager' : 'lazy'}
      // the first banner is the page's largest paint
      fetchPriority={first ? 'high' : 'auto'}
      decoding={first ? 'sync' : 'async'}
    />
  );
  const common = {
    className: 'home-banner home-banner--image home-banner--link',
    'data-testid': `home-banner-${banner.id}`,
    'data-to': banner.link,
  };
  return inApp ? (
    <button type="button" {...common} onClick={() => void navigate(banner.link)}>
      {image}
    </button>
  ) : (
    <a {...common} href={banner.link} target="_blank" rel="noopener noreferrer">
      {image}
    </a>
  );
}

function FallbackBanner({ banner }: { banner: (typeof FALLBACK)[number] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={`${banner.className} home-banner--link`}
      onClick={() => void navigate(banner.to)}
      data-testid={`home-banner-${banner.key}`}
      data-to={banner.to}
    >
      <Wave />
      <span className="home-banner__content">
        <span className="home-banner__kicker">{t(`home.banners.${banner.key}.kicker`)}</span>
        <span className="home-banner__title">{t(`home.banners.${banner.key}.title`)}</span>
        <span className="home-banner__text">{t(`home.banners.${banner.key}.text`)}</span>
      </span>
    </button>
  );
}

/**
 * antd-mobile's Swiper (with react-spring and its gestures) arrives after the first paint (issue #25),
 * and with it the paid ads of the slot (issue #23).
 */
const BannerCarousel = lazy(() => import('@client/features/home/components/banner-carousel'));

/**
 * The home carousel: admins' banners from GET /banners, else the app's own. The first slide is the
 * page's largest paint, so it stands alone in the carousel's box until the carousel's chunk has
 * arrived after the first paint; nothing moves when the carousel replaces it.
 */
export function HomeBanners() {
  const { t } = useTranslation();
  const banners = useBanners();
  const carousel = useAfterPaint();
  if (banners.isPending) return <div className="home-banner home-banner--placeholder" aria-hidden />;
  const data = banners.data ?? [];
  const slides: { key: string; node: ReactNode }[] =
    data.length > 0
      ? data.map((b, i) => ({ key: b.id, node: <DataBanner banner={b} first={i === 0} /> }))
      : FALLBACK.map((b) => ({ key: b.key, node: <FallbackBanner banner={b} /> }));
  const first = <div className="home-swiper home-swiper--first">{slides[0]?.node}</div>;
  return (
    <section aria-label={t('home.bannerLabel')}>
      {carousel ? (
        <Suspense fallback={first}>
          <BannerCarousel slides={slides} />
        </Suspense>
      ) : (
        first
      )}
    </section>
  );
}
