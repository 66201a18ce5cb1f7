import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@client/config/paths';

export const BANNERS = [
  { key: 'reef', className: 'home-banner', to: paths.tabArticles },
  { key: 'expo', className: 'home-banner home-banner--teal', to: paths.tabShows },
  { key: 'stars', className: 'home-banner home-banner--orange', to: paths.vote },
] as const;

export type Banner = (typeof BANNERS)[number];

function Wave() {
  return (
    <svg className="home-banner__wave" viewBox="0 0 400 40" preserveAspectRatio="none" aria-hidden focusable="false">
      <path d="M0 20 C 50 0, 100 40, 150 20 S 250 0, 300 20 S 400 40, 400 20 V40 H0 Z" fill="#ffffff" />
    </svg>
  );
}

/** One banner: a button that opens its section. */
export function HomeBanner({ banner }: { banner: Banner }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={`${banner.className} home-banner--link`}
      onClick={() => void navigate(banner.to)}
      data-testid={`home-banner-${banner.key}`}
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
