import fc from 'fast-check';
import { compareStandings, memberOf, rankStandings, type Standing } from './ranking';

describe('rankStandings', () => {
  const standings = fc.uniqueArray(
    fc.record({ id: fc.uuid(), votes: fc.nat({ max: 50 }), reachSeq: fc.bigInt({ min: 1n, max: 10n ** 15n }) }),
    { selector: (s) => s.reachSeq, maxLength: 30 },
  );

  it('orders by votes, then by who reached the count first, with votesToNext as defined', () => {
    fc.assert(
      fc.property(standings, (list: Standing[]) => {
        const ranked = rankStandings(list);
        expect(ranked).toHaveLength(list.length);
        ranked.forEach((r, i) => {
          expect(r.rank).toBe(i + 1);
          const above = ranked[i - 1];
          expect(r.votesToNext).toBe(above ? above.votes - r.votes + 1 : 0);
          if (above) {
            expect(above.votes).toBeGreaterThanOrEqual(r.votes);
            const sa = list.find((s) => s.id === above.id)!;
            const sr = list.find((s) => s.id === r.id)!;
            if (above.votes === r.votes) expect(sa.reachSeq < sr.reachSeq).toBe(true);
          }
        });
      }),
    );
  });

  it('Redis members sort like the standings (reverse lexicographic among equal scores)', () => {
    fc.assert(
      fc.property(standings, (list: Standing[]) => {
        const byRedis = [...list].sort((a, b) => {
          if (a.votes !== b.votes) return b.votes - a.votes;
          const ma = memberOf(a.id, a.reachSeq);
          const mb = memberOf(b.id, b.reachSeq);
          return ma < mb ? 1 : ma > mb ? -1 : 0;
        });
        expect(byRedis.map((s) => s.id)).toEqual([...list].sort(compareStandings).map((s) => s.id));
      }),
    );
  });
});
