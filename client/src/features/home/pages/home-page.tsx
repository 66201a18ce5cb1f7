import { FileOutline, GlobalOutline, PictureOutline, StarOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { afterPaint } from '@client/lib/after-paint';
import { PageLayout } from '@client/components/page-layout';
import { BANNERS, HomeBanner } from '@client/features/home/components/home-banner';

type Shortcut = { key: string; to: string; icon: ReactNode; color: string; soon: boolean };

const SHORTCUTS: Shortcut[] = [
  { key: 'articles', to: paths.tabArticles, icon: <FileOutline />, color: '#0a5aa6', soon: true },
  { key: 'exhibitions', to: paths.tabShows, icon: <PictureOutline />, color: '#00796b', soon: false },
  { key: 'contest', to: paths.vote, icon: <StarOutline />, color: '#d23c00', soon: false },
  { key: 'magazines', to: paths.magazinePeriodical, icon: <GlobalOutline />, color: '#6b3fa0', soon: true },
];

const BannerSwiper = lazy(() => import('@client/features/home/components/banner-swiper'));

export default function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // the carousel (and its chunk) after the first paint: the first banner is the first screen's
  const [carousel, setCarousel] = useState(false);
  useEffect(() => afterPaint(() => setCarousel(true)), []);
  const firstBanner = (
    <div className="home-swiper home-swiper--first">
      <HomeBanner banner={BANNERS[0]} />
    </div>
  );
  return (
    <PageLayout title={t('app.name')} back={false} brand withTabs testId="home-page">
      <section aria-label={t('home.bannerLabel')}>
        {carousel ? (
          <Suspense fallback={firstBanner}>
            <BannerSwiper />
          </Suspense>
        ) : (
          firstBanner
        )}
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
