import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RankRowDto } from '@client/features/contest/api/types';
import { EntryCover } from '@client/features/contest/components/entry-cover';
import { RankProgress } from '@client/features/contest/components/rank-progress';
import { useFlip } from '@client/features/contest/hooks/use-flip';

type Props = {
  rows: readonly RankRowDto[];
  ended: boolean;
  onOpen: (row: RankRowDto) => void;
  testId?: string;
};

function medal(rank: number): string {
  if (rank === 1) return 'rank-badge rank-badge--gold';
  if (rank === 2) return 'rank-badge rank-badge--silver';
  if (rank === 3) return 'rank-badge rank-badge--bronze';
  return 'rank-badge';
}

/** The ranking, re-ordered with a FLIP glide whenever a push changes the order. */
export function RankingList({ rows, ended, onOpen, testId = 'ranking-list' }: Props) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  useFlip(list, rows.map((r) => r.id).join(','));
  return (
    <ol ref={list} className="rank-list" data-testid={testId} aria-label={t('contest.ranking.label')}>
      {rows.map((row) => (
        <li key={row.id} data-flip-id={row.id} className="rank-row" data-testid="rank-row" data-entry-id={row.id} data-rank={row.rank}>
          <button
            type="button"
            className="rank-row__button"
            onClick={() => onOpen(row)}
            aria-label={t('contest.ranking.open', { title: row.title, rank: row.rank })}
          >
            <span className={medal(row.rank)} data-testid="rank-badge">
              {row.rank}
            </span>
            <EntryCover className="rank-row__cover" cover={row.cover} width={64} />
            <span className="rank-row__main">
              <span className="rank-row__title">{row.title}</span>
              <span className="rank-row__author">{row.photographer.nickname}</span>
              <RankProgress row={row} ended={ended} />
            </span>
            <span className="rank-row__votes" aria-live="off">
              <span key={row.votes} className="rank-row__count" data-testid="rank-votes">
                {row.votes}
              </span>
              <span className="rank-row__unit">{t('contest.votesLabel')}</span>
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
}
