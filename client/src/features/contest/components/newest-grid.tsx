import { useTranslation } from 'react-i18next';
import type { RankingDto, RankRowDto } from '@client/features/contest/api/types';
import { EntryCover } from '@client/features/contest/components/entry-cover';
import { findRow } from '@client/features/contest/utils/ranking';

type Props = {
  rows: readonly RankRowDto[];
  /** the live ranking, whose counts win over the page's */
  ranking: RankingDto | undefined;
  onOpen: (row: RankRowDto) => void;
};

/** The newest entries as a two-column grid; counts follow the live ranking. */
export function NewestGrid({ rows, ranking, onOpen }: Props) {
  const { t } = useTranslation();
  return (
    <ul className="entry-grid" data-testid="newest-list">
      {rows.map((row) => {
        const live = findRow(ranking, row.id) ?? row;
        return (
          <li key={row.id}>
            <button type="button" className="entry-card" onClick={() => onOpen(row)} data-testid="entry-card">
              <EntryCover className="entry-card__cover" cover={row.cover} width={200} />
              <span className="entry-card__title">{row.title}</span>
              <span className="entry-card__meta">
                <span>{row.photographer.nickname}</span>
                <span>{t('contest.entry.votesCount', { count: live.votes })}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
