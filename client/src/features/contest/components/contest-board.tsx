import { Collapse, Skeleton, Tabs } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StateBlock } from '@client/components/deferred';
import { PagedListFooter } from '@client/components/paged-list-footer';
import { useEntries } from '@client/features/contest/api/entries';
import type { ContestDetailDto, ContestSummaryDto, RankRowDto } from '@client/features/contest/api/types';
import { NewestGrid } from '@client/features/contest/components/newest-grid';
import { RankingList } from '@client/features/contest/components/ranking-list';
import { LoadError } from '@client/features/contest/components/load-error';
import { useLiveRanking } from '@client/features/contest/hooks/use-live-ranking';

/*
 * The contest home below its first screen — the rules, the ranking / newest board and the other
 * contests — in a chunk of its own, fetched after the first paint: its tabs and folding panel
 * bring react-spring (17 KB gzipped), which the hero and the stats do not need (issue #25).
 */

type Tab = 'rank' | 'new';

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

/** The rules text, folded. */
export function ContestRules({ rules }: { rules: string }) {
  const { t } = useTranslation();
  if (!rules.trim()) return null;
  return (
    <Collapse className="card contest-rules">
      <Collapse.Panel key="rules" title={t('contest.rules.title')}>
        <div className="contest-rules__text" data-testid="contest-rules">
          {rules}
        </div>
      </Collapse.Panel>
    </Collapse>
  );
}

export interface ContestBoardProps {
  contest: ContestDetailDto;
  others: readonly ContestSummaryDto[];
  onOpen: (row: RankRowDto) => void;
  onOpenContest: (id: string) => void;
}

export function ContestBoard({ contest: c, others, onOpen: open, onOpenContest }: ContestBoardProps) {
  const { t } = useTranslation();
  const ranking = useLiveRanking(c.id, false);
  const [tab, setTab] = useState<Tab>('rank');
  const ended = c.status === 'ended';
  return (
    <>
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
                <button type="button" className="link-button" onClick={() => onOpenContest(o.id)}>
                  {o.year} · {o.title} · {t(`contest.status.${o.status}`)}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
