import type { ArticleFeed } from '@contracts/schemas/content';
import { Skeleton } from 'antd-mobile';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { ArticleCard } from '@client/components/article-card';
import { formatDate } from '@contracts/time';
import { useHomeContest, useHomeExhibitions, useHomeFeed, useHomeMagazines } from '@client/features/home/api/home';
import '@client/features/home/home-sections.css';
import { sized } from '@client/lib/sized-image';

function Section({ id, title, more, children }: { id: string; title: string; more?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="home-section" aria-labelledby={`home-${id}-title`} data-testid={`home-${id}`}>
      <div className="home-section__head">
        <h2 id={`home-${id}-title`} className="section-title">
          {title}
        </h2>
        {more ? (
          <Link to={more} className="home-section__more" data-testid={`home-${id}-more`}>
            {t('content.home.seeAll')}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** A first page of a feed; hidden when it fails or is empty (the Articles tab has the full states). */
export function HomeFeed({ feed }: { feed: ArticleFeed }) {
  const { t } = useTranslation();
  const list = useHomeFeed(feed);
  if (list.isError || (list.data && list.data.length === 0)) return null;
  return (
    <Section
      id={feed}
      title={t(`content.home.${feed === 'popular' ? 'popular' : 'recommended'}`)}
      more={`${paths.tabArticles}?feed=${feed}`}
    >
      {list.data ? (
        <ul className="article-list">
          {list.data.map((a) => (
            <ArticleCard key={a.id} article={a} />
          ))}
        </ul>
      ) : (
        <div style={{ padding: '0 12px' }}>
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      )}
    </Section>
  );
}

export function MagazineStrip() {
  const { t } = useTranslation();
  const list = useHomeMagazines();
  if (!list.data?.length) return null;
  return (
    <Section id="magazines" title={t('content.home.magazines')} more={paths.magazines}>
      <ul className="home-strip">
        {list.data.map((m) => (
          <li key={m.id}>
            <Link to={`${paths.magazine}?id=${encodeURIComponent(m.id)}`} className="home-strip__item" data-testid="home-magazine">
              <img src={sized(m.cover, 96)} alt="" width={96} height={128} loading="lazy" />
              <span>{m.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Teasers() {
  const { t } = useTranslation();
  const shows = useHomeExhibitions();
  const contest = useHomeContest();
  const show = shows.data?.[0];
  const c = contest.data;
  if (!show && !c) return null;
  return (
    <div className="home-teasers">
      {show ? (
        <Link to={`${paths.exhibition}?id=${encodeURIComponent(show.id)}`} className="home-teaser" data-testid="home-exhibition">
          <img src={sized(show.cover, 160)} alt="" width={160} height={100} loading="lazy" />
          <span className="home-teaser__kicker">{t('content.home.exhibitions')}</span>
          <span className="home-teaser__title">{show.title}</span>
          <span className="home-teaser__text">
            {show.city} ·{' '}
            {show.status === 'upcoming'
              ? t('content.home.showOpens', { date: formatDate(show.startsAt, 'mm-dd') })
              : show.status === 'running'
                ? t('content.home.showUntil', { date: formatDate(show.endsAt, 'mm-dd') })
                : t('content.home.showEnded')}
          </span>
        </Link>
      ) : null}
      {c ? (
        <Link to={paths.vote} className="home-teaser" data-testid="home-contest">
          <img src={sized(c.cover, 160)} alt="" width={160} height={100} loading="lazy" />
          <span className="home-teaser__kicker">{t('content.home.contest')}</span>
          <span className="home-teaser__title">{c.title}</span>
          <span className="home-teaser__text">{t('content.home.contestText')}</span>
        </Link>
      ) : null}
    </div>
  );
}

/**
 * Everything below the shortcuts, in order (loaded as its own chunk by the home page). Shown at once
 * when every section's first answer is in: sections landing one by one pushed the ones below them
 * down the screen (a layout shift, issue #25); the placeholder is taller than what is left of the
 * first screen, so only what is below the fold moves.
 */
export default function HomeSections() {
  const waiting = [useHomeFeed('recommended'), useHomeMagazines(), useHomeExhibitions(), useHomeContest(), useHomeFeed('popular')].some(
    (q) => q.isPending,
  );
  // the sections' first render (five lists, their covers) is a background render React can pause:
  // no long task on the phone when the answers land
  const pending = useDeferredValue(waiting, true);
  if (pending) {
    return (
      <div className="home-sections-placeholder" aria-busy="true" data-testid="home-sections-loading">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  return (
    <>
      <HomeFeed feed="recommended" />
      <MagazineStrip />
      <Teasers />
      <HomeFeed feed="popular" />
    </>
  );
}
