import type { RankChangeDto, RankingDto, RankRowDto, RankUpdateDto } from '@client/features/contest/api/types';

/**
 * The live ranking as the client holds it: the last snapshot (`ranking`) with every later
 * `rank:update` batch applied. Batches carry absolute values (votes, rank, votesToNext), so
 * applying them in `seq` order reproduces the server's ranking; a batch at or below the state's
 * `seq` is stale (already contained in the snapshot or applied) and is dropped.
 */
export type RankingState = RankingDto;

export interface ApplyResult {
  state: RankingState;
  /** batches applied */
  applied: number;
  /** batches dropped as stale (seq ≤ current) or for another contest */
  dropped: number;
  /** ids named by a change that the snapshot does not hold (the caller fetches a fresh snapshot) */
  unknown: string[];
  /**
   * a batch was skipped (seq jumped past last + 1): the rows of the missed batch may be stale
   * until a fresh snapshot arrives (changes carry absolute values, so the rest is applied)
   */
  gap: boolean;
}

function byRank(a: RankRowDto, b: RankRowDto): number {
  return a.rank - b.rank;
}

function applyChanges(rows: Map<string, RankRowDto>, changes: readonly RankChangeDto[], unknown: Set<string>): void {
  for (const change of changes) {
    const row = rows.get(change.id);
    if (!row) {
      unknown.add(change.id);
      continue;
    }
    rows.set(change.id, { ...row, votes: change.votes, rank: change.rank, votesToNext: change.votesToNext });
  }
}

/**
 * Applies `rank:update` batches to a snapshot: sorted by `seq`, stale ones and other contests'
 * dropped, the rest applied in order; rows come back ordered by rank (a stable sort, so rows
 * whose rank did not change keep their place). The input state is not modified.
 */
export function applyRankUpdates(state: RankingState, batches: readonly RankUpdateDto[]): ApplyResult {
  const ordered = [...batches].sort((a, b) => a.seq - b.seq);
  const rows = new Map(state.items.map((row) => [row.id, row]));
  const unknown = new Set<string>();
  let seq = state.seq;
  let applied = 0;
  let dropped = 0;
  let gap = false;
  for (const batch of ordered) {
    if (batch.contestId !== state.contestId || batch.seq <= seq) {
      dropped += 1;
      continue;
    }
    if (batch.seq > seq + 1) gap = true;
    applyChanges(rows, batch.changes, unknown);
    seq = batch.seq;
    applied += 1;
  }
  if (applied === 0) return { state, applied, dropped, unknown: [], gap };
  const items = [...rows.values()].sort(byRank);
  return { state: { contestId: state.contestId, seq, items }, applied, dropped, unknown: [...unknown], gap };
}

/**
 * Of two snapshots of the same contest, the one that is not older (a socket snapshot may land
 * before a slower HTTP answer; the later `seq` wins, `next` on a tie).
 */
export function newerRanking(current: RankingState | undefined, next: RankingState): RankingState {
  if (!current || current.contestId !== next.contestId) return next;
  return next.seq >= current.seq ? next : current;
}

/** The row of `entryId` in a ranking, if it holds it. */
export function findRow(state: RankingState | undefined, entryId: string): RankRowDto | undefined {
  return state?.items.find((row) => row.id === entryId);
}

/** The rank an entry is chasing: the one just above it (none for the leader). */
export function targetRank(row: { rank: number | null }): number | null {
  return row.rank !== null && row.rank > 1 ? row.rank - 1 : null;
}
