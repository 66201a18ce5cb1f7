import { FileOutline, GlobalOutline, PictureOutline, StarOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import { HomeBanners } from '@client/features/home/components/home-banners';
import { HomeFeed, MagazineStrip, Teasers } from '@client/features/home/components/home-sections';
import '@client/features/home/home.css';

type Shortcut = { key: string; to: string; icon: ReactNode; color: string };

const SHORTCUTS: Shortcut[] = [
  { key: 'articles', to: paths.tabArticles, icon: <FileOutline />, color: '#0a5aa6' },
  { key: 'exhibitions', to: paths.tabShows, icon: <PictureOutline />, color: '#00796b' },
  { key: 'contest', to: paths.vote, icon: <StarOutline />, color: '#d23c00' },
  { key: 'magazines', to: paths.magazines, icon: <GlobalOutline />, color: '#6b3fa0' },
];

export default function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageLayout title={t('app.name')} back={false} brand withTabs testId="home-page">
      <HomeBanners />

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
          </button>
        ))}
      </div>

      <HomeFeed feed="recommended" />
      <MagazineStrip />
      <Teasers />
      <HomeFeed feed="popular" />

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
