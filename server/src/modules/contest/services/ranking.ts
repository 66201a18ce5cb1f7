import type { RankChange } from '@contracts/schemas/contest';

/** What ranks an entry: counted votes, then who reached that count first (smaller reachSeq). */
export interface Standing {
  id: string;
  votes: number;
  /** Stamp from the sequence `contest_reach_seq`, taken whenever the entry's count changed. */
  reachSeq: bigint;
}

/** 10^18 − 1: reachSeq values stay far below (a bigint sequence would need 10^18 vote batches). */
const INV_BASE = 999_999_999_999_999_999n;

/** The Redis ZSET member of an entry: `<18-digit inverse of reachSeq>:<entryId>` (see projection.lua.ts). */
export function memberOf(id: string, reachSeq: bigint): string {
  return `${(INV_BASE - reachSeq).toString().padStart(18, '0')}:${id}`;
}

/** Orders standings: more votes first, then smaller reachSeq, then id (never equal in practice). */
export function compareStandings(a: Standing, b: Standing): number {
  if (a.votes !== b.votes) return b.votes - a.votes;
  if (a.reachSeq !== b.reachSeq) return a.reachSeq < b.reachSeq ? -1 : 1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/**
 * Rank (from 1) and votesToNext of every entry: 0 for rank 1, else the votes of the entry ranked
 * just above − own votes + 1 (so a tie with the entry above needs one vote to overtake it).
 */
export function rankStandings(list: readonly Standing[]): RankChange[] {
  const sorted = [...list].sort(compareStandings);
  return sorted.map((s, i) => ({
    id: s.id,
    votes: s.votes,
    rank: i + 1,
    votesToNext: i === 0 ? 0 : sorted[i - 1]!.votes - s.votes + 1,
  }));
}

/** `"votes:rank:toNext"` as the SYNC script returns it. */
export function parseRankValue(id: string, value: string): RankChange {
  const [votes, rank, votesToNext] = value.split(':').map(Number);
  return { id, votes: votes ?? 0, rank: rank ?? 0, votesToNext: votesToNext ?? 0 };
}
