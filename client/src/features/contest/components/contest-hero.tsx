import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@contracts/time';
import { formatDateTime } from '@client/lib/time-text';
import type { ContestDetailDto, ContestSummaryDto } from '@client/features/contest/api/types';
import { useCountdown } from '@client/features/contest/hooks/use-countdown';
import { formatCountdown } from '@client/features/contest/utils/countdown';
import { preloadHero, useHeroShown } from '@client/lib/first-screen';
import { screenWide } from '@client/lib/sized-image';

type Props = {
  /** the list's summary is enough: the hero shows before the contest's details arrive */
  contest: ContestSummaryDto;
  /** the countdown reached zero (the page re-reads the contest) */
  onEnded: () => void;
};

/** Banner: cover, year, title, status and the countdown to the end (or "ended"). */
export function ContestHero({ contest, onEnded }: Props) {
  const { t } = useTranslation();
  const parts = useCountdown(contest.status === 'in_progress' ? contest.endsAt : null, onEnded);
  const ended = contest.status === 'ended' || parts === null;
  // the page's largest paint: ask for it first (issue #25; React sends one preload per address)
  const cover = screenWide(contest.cover);
  if (cover) preloadHero(cover);
  useHeroShown(cover);
  return (
    <section
      className={contest.cover ? 'contest-hero contest-hero--image' : 'contest-hero'}
      style={cover ? { backgroundImage: `url("${cover}")` } : undefined}
      aria-label={t('contest.hero.label')}
      data-testid="contest-hero"
    >
      <div className="contest-hero__inner">
        <div className="contest-hero__kicker">
          {t('contest.hero.kicker', { year: contest.year })}
          <Tag color={ended ? 'default' : 'success'} fill="solid" className="contest-hero__tag" data-testid="contest-status">
            {t(ended ? 'contest.status.ended' : 'contest.status.in_progress')}
          </Tag>
        </div>
        <h2 className="contest-hero__title" data-testid="contest-title">
          {contest.title}
        </h2>
        {ended ? (
          <p className="contest-hero__countdown" data-testid="contest-countdown">
            {t('contest.hero.endedOn', { date: formatDate(contest.endsAt) })}
          </p>
        ) : (
          <p className="contest-hero__countdown" data-testid="contest-countdown">
            <span>{t('contest.hero.endsIn')}</span>{' '}
            <time dateTime={contest.endsAt} className="contest-hero__clock" role="timer" aria-live="off">
              {parts ? formatCountdown(parts, t('contest.hero.days')) : ''}
            </time>
          </p>
        )}
      </div>
    </section>
  );
}

type StatsProps = {
  /** the summary alone while the details are on their way: the figures show "–" until then */
  contest: ContestSummaryDto & Partial<ContestDetailDto>;
  /** the live figure (sum of the live ranking), when the page has it; else the contest's own */
  totalVotes?: number;
  loggedIn: boolean;
  onLogin: () => void;
};

/** Entries, total votes and the user's votes left today (or a login prompt). */
export function ContestStats({ contest, totalVotes, loggedIn, onLogin }: StatsProps) {
  const { t } = useTranslation();
  const running = contest.status === 'in_progress';
  let allowance;
  if (!running) {
    allowance = <span className="contest-stats__note">{t('contest.allowance.closed')}</span>;
  } else if (!loggedIn) {
    allowance = (
      <button type="button" className="link-button" onClick={onLogin} data-testid="contest-login">
        {t('contest.allowance.login', { count: contest.votesPerUserPerDay })}
      </button>
    );
  } else if (contest.entryCount === undefined) {
    allowance = <span className="contest-stats__note">…</span>; // the details (today's allowance) are on their way
  } else {
    allowance = (
      <span className="contest-stats__note" data-testid="contest-remaining">
        {t('contest.allowance.left', { count: contest.remainingToday ?? 0, total: contest.votesPerUserPerDay })}
        {contest.remainingToday === 0 && contest.renewsAt
          ? ` · ${t('contest.allowance.renews', { time: formatRenewal(contest.renewsAt) })}`
          : ''}
      </span>
    );
  }
  return (
    <section className="card contest-stats" aria-label={t('contest.stats.label')}>
      <dl className="contest-stats__grid">
        <div>
          <dt>{t('contest.stats.entries')}</dt>
          <dd data-testid="contest-entry-count">{contest.entryCount ?? '–'}</dd>
        </div>
        <div>
          <dt>{t('contest.stats.votes')}</dt>
          <dd data-testid="contest-total-votes">{totalVotes ?? contest.totalVotes ?? '–'}</dd>
        </div>
        <div>
          <dt>{t('contest.stats.daily')}</dt>
          <dd>{contest.votesPerUserPerDay}</dd>
        </div>
      </dl>
      <div className="contest-stats__allowance">{allowance}</div>
    </section>
  );
}

/**
 * A renewal time in the user's own zone (the contest's day boundary, shown locally), written the
 * way the app writes times everywhere (`2026-11-26 00:00`), whatever the browser's language.
 */
export function formatRenewal(iso: string): string {
  return formatDateTime(iso) || iso;
}
