import type { RankRowDto, RankUpdateDto } from '@client/features/contest/api/types';
import { applyRankUpdates, findRow, newerRanking, targetRank, type RankingState } from '@client/features/contest/utils/ranking';

const C = 'c1';

function row(id: string, votes: number, rank: number, votesToNext: number): RankRowDto {
  return {
    id,
    title: `entry ${id}`,
    photographer: { id: `u-${id}`, nickname: id, avatar: null },
    cover: `/uploads/${id}.jpg`,
    votes,
    rank,
    votesToNext,
  };
}

/** A ranking computed from votes alone (ties: the earlier position keeps the better rank). */
function rankOf(votes: Record<string, number>, order: string[]): { id: string; votes: number; rank: number; votesToNext: number }[] {
  const sorted = [...order].sort((a, b) => (votes[b] ?? 0) - (votes[a] ?? 0) || order.indexOf(a) - order.indexOf(b));
  return sorted.map((id, i) => {
    const above = i === 0 ? null : sorted[i - 1];
    return {
      id,
      votes: votes[id] ?? 0,
      rank: i + 1,
      votesToNext: above === null || above === undefined ? 0 : (votes[above] ?? 0) - (votes[id] ?? 0) + 1,
    };
  });
}

const snapshot: RankingState = {
  contestId: C,
  seq: 10,
  items: [row('a', 5, 1, 0), row('b', 3, 2, 3), row('c', 1, 3, 3)],
};

describe('applyRankUpdates', () => {
  it('applies a batch and re-orders rows by rank (an overtake changes both rows)', () => {
    const batch: RankUpdateDto = {
      contestId: C,
      seq: 11,
      changes: [
        { id: 'b', votes: 6, rank: 1, votesToNext: 0 },
        { id: 'a', votes: 5, rank: 2, votesToNext: 2 },
        { id: 'c', votes: 1, rank: 3, votesToNext: 5 },
      ],
    };
    const { state, applied, dropped, unknown, gap } = applyRankUpdates(snapshot, [batch]);
    expect({ applied, dropped, unknown, gap }).toEqual({ applied: 1, dropped: 0, unknown: [], gap: false });
    expect(state.seq).toBe(11);
    expect(state.items.map((r) => [r.id, r.votes, r.rank, r.votesToNext])).toEqual([
      ['b', 6, 1, 0],
      ['a', 5, 2, 2],
      ['c', 1, 3, 5],
    ]);
    // titles and photographers survive
    expect(state.items[0]?.title).toBe('entry b');
    // the input is untouched
    expect(snapshot.items.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(snapshot.seq).toBe(10);
  });

  it('applies batches in seq order whatever order they arrive in', () => {
    const s12: RankUpdateDto = {
      contestId: C,
      seq: 12,
      changes: [
        { id: 'c', votes: 8, rank: 1, votesToNext: 0 },
        { id: 'a', votes: 5, rank: 2, votesToNext: 4 },
        { id: 'b', votes: 4, rank: 3, votesToNext: 2 },
      ],
    };
    const s11: RankUpdateDto = {
      contestId: C,
      seq: 11,
      changes: [
        { id: 'c', votes: 4, rank: 2, votesToNext: 2 },
        { id: 'b', votes: 4, rank: 3, votesToNext: 1 },
      ],
    };
    const { state } = applyRankUpdates(snapshot, [s12, s11]);
    expect(state.seq).toBe(12);
    expect(state.items.map((r) => [r.id, r.votes, r.rank])).toEqual([
      ['c', 8, 1],
      ['a', 5, 2],
      ['b', 4, 3],
    ]);
  });

  it('drops stale batches (seq at or below the snapshot) and other contests', () => {
    const stale: RankUpdateDto = { contestId: C, seq: 10, changes: [{ id: 'c', votes: 99, rank: 1, votesToNext: 0 }] };
    const older: RankUpdateDto = { contestId: C, seq: 3, changes: [{ id: 'b', votes: 0, rank: 3, votesToNext: 2 }] };
    const other: RankUpdateDto = { contestId: 'c2', seq: 50, changes: [{ id: 'a', votes: 0, rank: 3, votesToNext: 2 }] };
    const result = applyRankUpdates(snapshot, [stale, older, other]);
    expect(result.applied).toBe(0);
    expect(result.dropped).toBe(3);
    expect(result.state).toBe(snapshot);
  });

  it('drops a batch repeated after it was applied', () => {
    const batch: RankUpdateDto = { contestId: C, seq: 11, changes: [{ id: 'c', votes: 2, rank: 3, votesToNext: 2 }] };
    const once = applyRankUpdates(snapshot, [batch]).state;
    const again = applyRankUpdates(once, [batch]);
    expect(again.applied).toBe(0);
    expect(again.state).toBe(once);
  });

  it('reports a gap in seq but still applies the later batch (absolute values)', () => {
    const batch: RankUpdateDto = {
      contestId: C,
      seq: 13,
      changes: [
        { id: 'c', votes: 4, rank: 2, votesToNext: 2 },
        { id: 'b', votes: 3, rank: 3, votesToNext: 2 },
      ],
    };
    const result = applyRankUpdates(snapshot, [batch]);
    expect(result.gap).toBe(true);
    expect(result.state.seq).toBe(13);
    expect(result.state.items.map((r) => r.id)).toEqual(['a', 'c', 'b']);
    const next: RankUpdateDto = { contestId: C, seq: 14, changes: [{ id: 'a', votes: 6, rank: 1, votesToNext: 0 }] };
    expect(applyRankUpdates(result.state, [next]).gap).toBe(false);
  });

  it('reports entries the snapshot does not hold', () => {
    const batch: RankUpdateDto = { contestId: C, seq: 11, changes: [{ id: 'z', votes: 9, rank: 1, votesToNext: 0 }] };
    const result = applyRankUpdates(snapshot, [batch]);
    expect(result.unknown).toEqual(['z']);
    expect(result.state.seq).toBe(11);
  });

  it('reproduces a ranking computed from the votes after many random batches', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
    const votes: Record<string, number> = Object.fromEntries(ids.map((id) => [id, 0]));
    let truth = rankOf(votes, ids);
    let state: RankingState = { contestId: C, seq: 0, items: truth.map((r) => row(r.id, r.votes, r.rank, r.votesToNext)) };
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const batches: RankUpdateDto[] = [];
    for (let seq = 1; seq <= 60; seq += 1) {
      for (let k = rand(4) + 1; k > 0; k -= 1) votes[ids[rand(ids.length)] as string] += 1;
      const next = rankOf(
        votes,
        truth.map((r) => r.id),
      );
      const before = new Map(truth.map((r) => [r.id, r]));
      const changes = next.filter((r) => {
        const b = before.get(r.id);
        return !b || b.votes !== r.votes || b.rank !== r.rank || b.votesToNext !== r.votesToNext;
      });
      batches.push({ contestId: C, seq, changes });
      truth = next;
    }
    // delivered in chunks of consecutive batches, shuffled inside each chunk, with repeats of
    // already-applied batches mixed into later chunks (stale, must be dropped)
    for (let i = 0; i < batches.length; i += 7) {
      const chunk = [...batches.slice(i, i + 7), ...batches.slice(Math.max(0, i - 5), i)];
      const shuffled = chunk
        .map((b) => ({ b, k: rand(1000) }))
        .sort((x, y) => x.k - y.k)
        .map((x) => x.b);
      state = applyRankUpdates(state, shuffled).state;
    }
    expect(state.seq).toBe(60);
    expect(state.items.map((r) => [r.id, r.votes, r.rank, r.votesToNext])).toEqual(
      truth.map((r) => [r.id, r.votes, r.rank, r.votesToNext]),
    );
  });
});

describe('newerRanking', () => {
  it('keeps the snapshot with the later seq', () => {
    const later = { ...snapshot, seq: 12 };
    expect(newerRanking(later, snapshot)).toBe(later);
    expect(newerRanking(snapshot, later)).toBe(later);
    expect(newerRanking(undefined, snapshot)).toBe(snapshot);
    const tie = { ...snapshot };
    expect(newerRanking(snapshot, tie)).toBe(tie);
  });
  it('takes the next snapshot when the contest changed', () => {
    const other = { contestId: 'c2', seq: 1, items: [] };
    expect(newerRanking(snapshot, other)).toBe(other);
  });
});

describe('findRow / targetRank', () => {
  it('finds a row and the rank it chases', () => {
    expect(findRow(snapshot, 'b')?.votes).toBe(3);
    expect(findRow(snapshot, 'x')).toBeUndefined();
    expect(targetRank({ rank: 1 })).toBeNull();
    expect(targetRank({ rank: 4 })).toBe(3);
    expect(targetRank({ rank: null })).toBeNull();
  });
});
