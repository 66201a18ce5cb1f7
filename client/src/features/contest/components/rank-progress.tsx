import { useTranslation } from 'react-i18next';
import { targetRank } from '@client/features/contest/utils/ranking';

/** "Rank R · N votes to reach rank R−1" (or "Leading" for rank 1). */
export function RankProgress({ row, ended }: { row: { rank: number | null; votesToNext: number | null }; ended?: boolean }) {
  const { t } = useTranslation();
  if (row.rank === null) return null;
  const target = targetRank(row);
  if (ended) return <span className="rank-progress">{t('contest.rank.final', { rank: row.rank })}</span>;
  if (target === null) return <span className="rank-progress rank-progress--lead">{t('contest.rank.leading')}</span>;
  return (
    <span className="rank-progress" data-testid="votes-to-next">
      {(row.votesToNext ?? 0) === 1
        ? t('contest.rank.toNextOne', { rank: target })
        : t('contest.rank.toNext', { count: row.votesToNext ?? 0, rank: target })}
    </span>
  );
}
