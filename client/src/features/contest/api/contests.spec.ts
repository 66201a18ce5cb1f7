import type { ContestSummaryDto } from '@client/features/contest/api/types';
import { pickCurrentContest } from '@client/features/contest/api/contests';

function contest(id: string, status: ContestSummaryDto['status'], endsAt: string): ContestSummaryDto {
  return { id, year: 2026, title: id, cover: '/c.jpg', status, startsAt: '2026-01-01T00:00:00Z', endsAt, votesPerUserPerDay: 5 };
}

describe('pickCurrentContest', () => {
  it('prefers the running contest that ends soonest', () => {
    const items = [
      contest('old', 'ended', '2025-12-01T00:00:00Z'),
      contest('late', 'in_progress', '2027-03-01T00:00:00Z'),
      contest('soon', 'in_progress', '2026-12-01T00:00:00Z'),
    ];
    expect(pickCurrentContest(items)?.id).toBe('soon');
  });
  it('falls back to the most recently ended contest, and to nothing', () => {
    expect(pickCurrentContest([contest('a', 'ended', '2024-12-01T00:00:00Z'), contest('b', 'ended', '2025-12-01T00:00:00Z')])?.id).toBe(
      'b',
    );
    expect(pickCurrentContest([])).toBeUndefined();
  });
});
