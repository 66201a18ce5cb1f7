import { Swiper } from 'antd-mobile';
import { FileOutline, GlobalOutline, PictureOutline, StarOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';

type Shortcut = { key: string; to: string; icon: ReactNode; color: string; soon: boolean };

const SHORTCUTS: Shortcut[] = [
  { key: 'articles', to: paths.tabArticles, icon: <FileOutline />, color: '#0a5aa6', soon: true },
  { key: 'exhibitions', to: paths.tabShows, icon: <PictureOutline />, color: '#00796b', soon: false },
  { key: 'contest', to: paths.vote, icon: <StarOutline />, color: '#d23c00', soon: false },
  { key: 'magazines', to: paths.magazinePeriodical, icon: <GlobalOutline />, color: '#6b3fa0', soon: true },
];

const BANNERS = [
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

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

export default function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageLayout title={t('app.name')} back={false} brand withTabs testId="home-page">
      <section aria-label={t('home.bannerLabel')}>
        <Swiper className="home-swiper" autoplay={!prefersReducedMotion()} autoplayInterval={5000} loop>
          {BANNERS.map((banner) => (
            <Swiper.Item key={banner.key}>
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
            </Swiper.Item>
          ))}
        </Swiper>
      </section>

      <h2 className="section-title">{t('home.explore')}</h2>
      <div className="shortcut-grid">
        {SHORTCUTS.map((s) => (
          <button
            key={s.key}
            type="button"
            className="shortcut-card"
            onClick={() => void navigate(s.to)}
            data-testid={`home-shortcut-${s.key}`}
          >
            <span className="shortcut-card__icon" style={{ background: s.color }} aria-hidden>
              {s.icon}
            </span>
            <span className="shortcut-card__title">{t(`home.shortcuts.${s.key}.title`)}</span>
            <span className="shortcut-card__text">{t(`home.shortcuts.${s.key}.text`)}</span>
            {s.soon ? <span className="shortcut-card__badge">{t('comingSoon.badge')}</span> : null}
          </button>
        ))}
      </div>

      <div className="card feature-strip">
        <GlobalOutline className="feature-strip__icon" aria-hidden />
        <div>
          <p className="feature-strip__title">{t('home.community.title')}</p>
          <p className="feature-strip__text">{t('home.community.text')}</p>
        </div>
      </div>
    </PageLayout>
  );
}
