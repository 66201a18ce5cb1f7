import { Button, Skeleton } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { loginPath, paths } from '@client/config/paths';
import { StateBlock } from '@client/components/deferred';
import { PageLayout } from '@client/components/page-layout';
import { afterPaint, useAfterPaint } from '@client/lib/after-paint';
import { useGoBack } from '@client/lib/use-go-back';
import { useSession } from '@client/lib/use-session';
import { pickCurrentContest, useContest, useContests } from '@client/features/contest/api/contests';
import { contestKeys } from '@client/features/contest/api/keys';
import type { RankRowDto } from '@client/features/contest/api/types';
import { ContestHero, ContestStats } from '@client/features/contest/components/contest-hero';
import { LoadError } from '@client/features/contest/components/load-error';
import { useLiveRanking } from '@client/features/contest/hooks/use-live-ranking';
import '@client/features/contest/contest.css';
import { preloadHero } from '@client/lib/first-screen';
import { screenWide } from '@client/lib/sized-image';

// the canvass view (one entry: pictures, viewer, share sheet) is its own chunk: the contest home does not need it (issue #25)
const EntryView = lazy(() => import('@client/features/contest/components/entry-view').then((m) => ({ default: m.EntryView })));
// the rules, the board and the other contests: fetched after the first paint (contest-board.tsx)
const loadBoard = () => import('@client/features/contest/components/contest-board');
const ContestBoard = lazy(() => loadBoard().then((m) => ({ default: m.ContestBoard })));
const boardPlaceholder = <Skeleton.Paragraph lineCount={6} animated />;

function ContestHome({ contestId }: { contestId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token } = useSession();
  const contest = useContest(contestId);
  const contests = useContests();
  // below the hero (the board, its ranking): once the first screen is up
  const below = useAfterPaint();
  // The ranking the board below keeps live (same cache entry): its sum is the total, so the total
  // moves with every pushed vote instead of waiting for a reload.
  const ranking = useLiveRanking(below ? (contest.data?.id ?? null) : null, false);
  const liveTotal = ranking.data?.items.reduce((sum, row) => sum + row.votes, 0);

  if (contest.isError) return <LoadError onRetry={() => void contest.refetch()} testId="contest-error" />;
  // the list's summary shows the hero (the page's largest paint) while the details are on their way
  const detail = contest.data;
  const c = detail ?? contests.data?.items.find((x) => x.id === contestId);
  if (!c) {
    return (
      <div className="page-body--padded" data-testid="contest-loading">
        <Skeleton animated style={{ '--height': '180px', '--border-radius': '14px' }} />
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  }

  const ended = c.status === 'ended';
  const open = (row: RankRowDto) => void navigate(`${paths.voteEntry}?id=${encodeURIComponent(row.id)}`);
  const others = (contests.data?.items ?? []).filter((x) => x.id !== c.id);

  return (
    <div data-testid={detail ? 'contest-page' : 'contest-loading'} data-contest-id={c.id}>
      <ContestHero
        contest={c}
        onEnded={() => {
          void queryClient.invalidateQueries({ queryKey: contestKeys.detail(c.id) });
          void queryClient.invalidateQueries({ queryKey: contestKeys.ranking(c.id) });
        }}
      />
      <ContestStats
        contest={c}
        totalVotes={liveTotal}
        loggedIn={!!token}
        onLogin={() => void navigate(loginPath(`${paths.vote}?id=${encodeURIComponent(c.id)}`))}
      />
      <div className="contest-actions">
        {!ended ? (
          <Button
            color="primary"
            shape="rounded"
            onClick={() => void navigate(`${paths.voteSubmit}?contest=${encodeURIComponent(c.id)}`)}
            data-testid="contest-submit"
          >
            <AddOutline aria-hidden /> {t('contest.actions.submit')}
          </Button>
        ) : null}
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void navigate(paths.works)} data-testid="contest-works">
          {t('contest.actions.works')}
        </Button>
      </div>
      {below && detail ? (
        <Suspense fallback={boardPlaceholder}>
          <ContestBoard
            contest={detail}
            others={others}
            onOpen={open}
            onOpenContest={(other) => void navigate(`${paths.vote}?id=${encodeURIComponent(other)}`)}
          />
        </Suspense>
      ) : (
        boardPlaceholder
      )}
    </div>
  );
}

/** Picks the contest to show when the address names none. */
function CurrentContest() {
  const { t } = useTranslation();
  const contests = useContests();
  if (contests.isPending) {
    return (
      <div className="page-body--padded" data-testid="contest-loading">
        <Skeleton animated style={{ '--height': '180px', '--border-radius': '14px' }} />
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  }
  if (contests.isError) return <LoadError onRetry={() => void contests.refetch()} testId="contest-error" />;
  const current = pickCurrentContest(contests.data.items);
  // the hero's picture is the page's largest paint: fetched now, beside the contest's details (issue #25)
  if (current?.cover) preloadHero(screenWide(current.cover));
  if (!current) {
    return (
      <div className="center-state" data-testid="contest-none">
        <StateBlock status="empty" title={t('contest.none.title')} description={t('contest.none.text')} />
      </div>
    );
  }
  return <ContestHome contestId={current.id} />;
}

/**
 * `/pages/vote/vote`: the contest home (`?id=` names a contest, else the running one), or with
 * `?entry=…&ref=…` the canvass page of one entry.
 */
export default function ContestPage() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const [params] = useSearchParams();
  const entry = params.get('entry');
  const id = params.get('id');
  // the board's chunk is fetched once the first screen has painted, not when the contest arrives
  useEffect(() => (entry ? undefined : afterPaint(() => void loadBoard())), [entry]);
  return (
    <PageLayout title={t(entry ? 'contest.canvass.title' : 'pages.vote')} back onBack={goBack} testId={entry ? undefined : 'vote-route'}>
      {entry ? (
        <Suspense fallback={<Skeleton.Paragraph lineCount={6} animated />}>
          <EntryView entryId={entry} shareRef={params.get('ref')} canvass />
        </Suspense>
      ) : id ? (
        <ContestHome contestId={id} />
      ) : (
        <CurrentContest />
      )}
    </PageLayout>
  );
}
