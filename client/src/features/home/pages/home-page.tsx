import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import { contentTexts } from '@client/features/content';
import { ArticleIcon, BagIcon, GlobeIcon, PictureIcon, StarIcon } from '@client/features/home/components/shortcut-icons';
import { loadFeatureTexts } from '@client/lib/i18n';
import { HomeBanners } from '@client/features/home/components/home-banners';
import { useAfterPaint } from '@client/lib/after-paint';
import '@client/features/home/home.css';

/**
 * The reading feeds, magazines strip and teasers sit below the first screen: their chunk (article
 * cards, skeletons, their queries) loads beside the first render instead of before it, which keeps
 * the home page inside issue #25's first-render budget. The content texts come with them.
 */
const HomeSections = lazy(() =>
  Promise.all([import('@client/features/home/components/home-sections'), loadFeatureTexts([contentTexts])]).then(([sections]) => sections),
);

type Shortcut = { key: string; to: string; icon: ReactNode; color: string };

const SHORTCUTS: Shortcut[] = [
  { key: 'articles', to: paths.tabArticles, icon: <ArticleIcon />, color: '#0a5aa6' },
  { key: 'exhibitions', to: paths.tabShows, icon: <PictureIcon />, color: '#00796b' },
  { key: 'contest', to: paths.vote, icon: <StarIcon />, color: '#d23c00' },
  { key: 'magazines', to: paths.magazines, icon: <GlobeIcon />, color: '#6b3fa0' },
  { key: 'shop', to: paths.shopIndex, icon: <BagIcon />, color: '#b0400b' },
];

export default function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // below the first screen: on the app's first page, after the banner (lib/first-screen.ts)
  const below = useAfterPaint();
  const placeholder = <div className="home-sections-placeholder" aria-hidden />;
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

      <Suspense fallback={placeholder}>{below ? <HomeSections /> : placeholder}</Suspense>

      <div className="card feature-strip">
        <GlobeIcon className="feature-strip__icon" />
        <div>
          <p className="feature-strip__title">{t('home.community.title')}</p>
          <p className="feature-strip__text">{t('home.community.text')}</p>
        </div>
      </div>
    </PageLayout>
  );
}
