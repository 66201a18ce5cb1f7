import type { CheckinSyncItemResult } from '@contracts/schemas/commerce';
import {
  applySyncResults,
  enqueue,
  localAdmission,
  pendingScans,
  trim,
  type QueuedScan,
} from '@client/features/commerce/checkin/utils/offline-queue';

const scan = (n: number, over: Partial<QueuedScan> = {}): QueuedScan => ({
  clientId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  code: `RL1.code${n}.sig`,
  gate: 'A',
  scannedAt: new Date(Date.UTC(2026, 10, 23, 10, n)).toISOString(),
  ticketId: `ticket-${n}`,
  state: 'pending',
  ...over,
});

const answer = (s: QueuedScan, over: Partial<CheckinSyncItemResult> = {}): CheckinSyncItemResult => ({
  clientId: s.clientId,
  result: 'admitted',
  conflict: false,
  message: 'ok',
  ...over,
});

describe('offline check-in queue', () => {
  it('adds scans newest first, once per clientId', () => {
    const a = scan(1);
    const b = scan(2);
    let q = enqueue([], a);
    q = enqueue(q, b);
    q = enqueue(q, a);
    expect(q.map((s) => s.clientId)).toEqual([b.clientId, a.clientId]);
    expect(pendingScans(q)).toHaveLength(2);
  });

  it('finds an earlier admission of the same ticket, but not a refused one', () => {
    const q = [scan(1, { ticketId: 't' }), scan(2, { ticketId: 'u', state: 'conflict' })];
    expect(localAdmission(q, 't')?.clientId).toBe(q[0].clientId);
    expect(localAdmission(q, 'u')).toBeUndefined();
    expect(localAdmission(q, 'v')).toBeUndefined();
  });

  it('marks agreed scans synced and reports conflicts with where and when the ticket was used', () => {
    const a = scan(1);
    const b = scan(2);
    const c = scan(3);
    const out = applySyncResults(
      [c, b, a],
      [
        answer(a),
        answer(b, { result: 'already_verified', conflict: true, verifiedAt: '2026-11-23T09:59:00.000Z', gate: 'B', message: 'used at B' }),
      ],
    );
    expect(out.synced.map((s) => s.clientId)).toEqual([a.clientId]);
    expect(out.conflicts).toEqual([
      expect.objectContaining({
        clientId: b.clientId,
        state: 'conflict',
        result: 'already_verified',
        otherGate: 'B',
        verifiedAt: '2026-11-23T09:59:00.000Z',
        message: 'used at B',
      }),
    ]);
    // not answered: still pending, and in the same place
    expect(out.queue.map((s) => [s.clientId, s.state])).toEqual([
      [c.clientId, 'pending'],
      [b.clientId, 'conflict'],
      [a.clientId, 'synced'],
    ]);
  });

  it('treats a refusal without the conflict flag as a conflict too, and never re-settles a settled scan', () => {
    const a = scan(1);
    const first = applySyncResults([a], [answer(a, { result: 'refunded', message: 'refunded' })]);
    expect(first.conflicts).toHaveLength(1);
    const again = applySyncResults(first.queue, [answer(a)]);
    expect(again.queue[0].state).toBe('conflict');
    expect(again.synced).toHaveLength(0);
  });

  it('keeps every pending scan when trimming history', () => {
    const q = [scan(1), scan(2, { state: 'synced' }), scan(3, { state: 'synced' }), scan(4), scan(5, { state: 'conflict' })];
    const kept = trim(q, 3);
    expect(kept.map((s) => s.clientId)).toEqual([q[0].clientId, q[1].clientId, q[3].clientId]);
  });
});
