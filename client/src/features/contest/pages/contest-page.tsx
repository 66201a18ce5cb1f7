import { Button, Skeleton, Tabs } from 'antd-mobile';
import { AddOutline, PictureOutline } from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { loginPath, paths } from '@client/config/paths';
import { StateBlock } from '@client/components/deferred';
import { PageLayout } from '@client/components/page-layout';
import { PagedListFooter } from '@client/components/paged-list-footer';
import { useGoBack } from '@client/lib/use-go-back';
import { useSession } from '@client/lib/use-session';
import { pickCurrentContest, useContest, useContests } from '@client/features/contest/api/contests';
import { useEntries } from '@client/features/contest/api/entries';
import { contestKeys } from '@client/features/contest/api/keys';
import type { RankRowDto } from '@client/features/contest/api/types';
import { ContestHero, ContestRules, ContestStats } from '@client/features/contest/components/contest-hero';
import { NewestGrid } from '@client/features/contest/components/newest-grid';
import { RankingList } from '@client/features/contest/components/ranking-list';
import { useLiveRanking } from '@client/features/contest/hooks/use-live-ranking';
import '@client/features/contest/contest.css';

type Tab = 'rank' | 'new';

// the canvass view (one entry: pictures, viewer, share sheet) is its own chunk: the contest home does not need it (issue #25)
const EntryView = lazy(() => import('@client/features/contest/components/entry-view').then((m) => ({ default: m.EntryView })));

function LoadError({ onRetry, testId }: { onRetry: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="center-state" role="alert" data-testid={testId}>
      <StateBlock status="disconnected" title={t('contest.errors.loadTitle')} description={t('contest.errors.loadText')} />
      <Button color="primary" onClick={onRetry} data-testid={`${testId}-retry`}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <div className="center-state center-state--compact">
      <StateBlock status="empty" title={text} description="" image={<PictureOutline fontSize={48} aria-hidden />} />
    </div>
  );
}

function RankingTab({ contestId, ended, onOpen }: { contestId: string; ended: boolean; onOpen: (row: RankRowDto) => void }) {
  const { t } = useTranslation();
  const ranking = useLiveRanking(contestId, !ended);
  if (ranking.isPending) return <Skeleton.Paragraph lineCount={6} animated />;
  if (ranking.isError) return <LoadError onRetry={() => void ranking.refetch()} testId="ranking-error" />;
  if (ranking.data.items.length === 0) return <Empty text={t('contest.ranking.empty')} />;
  return (
    <>
      {!ended ? (
        <p className={ranking.connected ? 'live-dot live-dot--on' : 'live-dot'} data-testid="live-state" data-connected={ranking.connected}>
          {t(ranking.connected ? 'contest.ranking.live' : 'contest.ranking.connecting')}
        </p>
      ) : (
        <p className="live-dot live-dot--final">{t('contest.ranking.final')}</p>
      )}
      <RankingList rows={ranking.data.items} ended={ended} onOpen={onOpen} />
    </>
  );
}

function NewestTab({ contestId, onOpen }: { contestId: string; onOpen: (row: RankRowDto) => void }) {
  const { t } = useTranslation();
  const list = useEntries(contestId, 'new');
  const ranking = useLiveRanking(contestId, false);
  if (list.isPending) return <Skeleton.Paragraph lineCount={6} animated />;
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} testId="newest-error" />;
  const rows = list.data.pages.flatMap((p) => p.items);
  if (rows.length === 0) return <Empty text={t('contest.ranking.empty')} />;
  return (
    <>
      <NewestGrid rows={rows} ranking={ranking.data} onOpen={onOpen} />
      <PagedListFooter
        loading={list.isFetchingNextPage}
        hasMore={list.hasNextPage}
        failed={list.isFetchNextPageError}
        onMore={() => void list.fetchNextPage()}
        texts={{
          loading: t('contest.list.loading'),
          more: t('contest.list.more'),
          noMore: t('contest.list.noMore'),
          failed: t('contest.list.failed'),
          retry: t('common.retry'),
        }}
        testId="newest-footer"
      />
    </>
  );
}

function ContestHome({ contestId }: { contestId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token } = useSession();
  const contest = useContest(contestId);
  const contests = useContests();
  // The ranking the board below keeps live (same cache entry): its sum is the total, so the total
  // moves with every pushed vote instead of waiting for a reload.
  const ranking = useLiveRanking(contest.data?.id ?? null, false);
  const liveTotal = ranking.data?.items.reduce((sum, row) => sum + row.votes, 0);
  const [tab, setTab] = useState<Tab>('rank');

  if (contest.isPending) {
    return (
      <div className="page-body--padded" data-testid="contest-loading">
        <Skeleton animated style={{ '--height': '180px', '--border-radius': '14px' }} />
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  }
  if (contest.isError) return <LoadError onRetry={() => void contest.refetch()} testId="contest-error" />;

  const c = contest.data;
  const ended = c.status === 'ended';
  const open = (row: RankRowDto) => void navigate(`${paths.voteEntry}?id=${encodeURIComponent(row.id)}`);
  const others = (contests.data?.items ?? []).filter((x) => x.id !== c.id);

  return (
    <div data-testid="contest-page" data-contest-id={c.id}>
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
      <ContestRules rules={c.rules} />
      <section className="card contest-board" aria-label={t('contest.ranking.label')}>
        <Tabs activeKey={tab} onChange={(key) => setTab(key === 'new' ? 'new' : 'rank')} className="contest-tabs">
          <Tabs.Tab key="rank" title={<span data-testid="tab-rank">{t(ended ? 'contest.tabs.final' : 'contest.tabs.rank')}</span>} />
          <Tabs.Tab key="new" title={<span data-testid="tab-new">{t('contest.tabs.new')}</span>} />
        </Tabs>
        {tab === 'rank' ? <RankingTab contestId={c.id} ended={ended} onOpen={open} /> : <NewestTab contestId={c.id} onOpen={open} />}
      </section>
      {/* below the board, so shown once the board has its rows: it would move down as they land (issue #25) */}
      {others.length > 0 && !ranking.isPending ? (
        <section className="card contest-others" aria-label={t('contest.others')}>
          <h3 className="section-title section-title--inline">{t('contest.others')}</h3>
          <ul>
            {others.map((o) => (
              <li key={o.id}>
                <button type="button" className="link-button" onClick={() => void navigate(`${paths.vote}?id=${encodeURIComponent(o.id)}`)}>
                  {o.year} · {o.title} · {t(`contest.status.${o.status}`)}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
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
  if (current?.cover) preload(current.cover, { as: 'image', fetchPriority: 'high' });
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
