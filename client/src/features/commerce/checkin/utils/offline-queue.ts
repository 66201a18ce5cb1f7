import type { CheckinResultKind, CheckinSyncItemResult } from '@contracts/schemas/commerce';

/**
 * The offline check-in queue (pure functions; persistence lives in checkin-store.ts).
 * A scan admitted offline is `pending` until the server has seen it; the server then either
 * agrees (`synced`) or reports a conflict (the ticket had been used at another gate or device,
 * was refunded, or is not valid), which the volunteer is shown.
 */
export type QueuedState = 'pending' | 'synced' | 'conflict';

export interface QueuedScan {
  /** the device's id for this scan (uuid), sent as `clientId` */
  clientId: string;
  code: string;
  gate: string | null;
  /** ISO 8601 */
  scannedAt: string;
  ticketId: string;
  state: QueuedState;
  /** the server's answer once synced */
  result?: CheckinResultKind;
  message?: string;
  /** for a conflict: when and where the ticket had been verified */
  verifiedAt?: string;
  otherGate?: string | null;
}

/** Most scans the device keeps (pending ones are never dropped). */
export const QUEUE_KEEP = 300;

/** An earlier admission of this ticket on this device (pending or confirmed), if any. */
export function localAdmission(queue: readonly QueuedScan[], ticketId: string): QueuedScan | undefined {
  return queue.find((s) => s.ticketId === ticketId && s.state !== 'conflict');
}

/** Adds a scan (a scan with a known clientId is not added twice); newest first. */
export function enqueue(queue: readonly QueuedScan[], scan: QueuedScan): QueuedScan[] {
  if (queue.some((s) => s.clientId === scan.clientId)) return [...queue];
  return trim([scan, ...queue]);
}

export function pendingScans(queue: readonly QueuedScan[]): QueuedScan[] {
  return queue.filter((s) => s.state === 'pending');
}

/** Drops the oldest settled scans beyond QUEUE_KEEP; pending scans always stay. */
export function trim(queue: readonly QueuedScan[], keep: number = QUEUE_KEEP): QueuedScan[] {
  if (queue.length <= keep) return [...queue];
  let room = keep - queue.filter((s) => s.state === 'pending').length;
  return queue.filter((s) => {
    if (s.state === 'pending') return true;
    if (room > 0) {
      room -= 1;
      return true;
    }
    return false;
  });
}

export type SyncOutcome = { queue: QueuedScan[]; synced: QueuedScan[]; conflicts: QueuedScan[] };

/**
 * Merges the server's answers into the queue: an admission the server agrees with is `synced`;
 * any other answer (already verified elsewhere, refunded, invalid…) is a `conflict` carrying the
 * server's message. Scans the answer does not mention stay pending; settled scans never change.
 */
export function applySyncResults(queue: readonly QueuedScan[], results: readonly CheckinSyncItemResult[]): SyncOutcome {
  const byId = new Map(results.map((r) => [r.clientId, r]));
  const synced: QueuedScan[] = [];
  const conflicts: QueuedScan[] = [];
  const next = queue.map((scan) => {
    const r = byId.get(scan.clientId);
    if (!r || scan.state !== 'pending') return scan;
    const agreed = r.result === 'admitted' && !r.conflict;
    const settled: QueuedScan = {
      ...scan,
      state: agreed ? 'synced' : 'conflict',
      result: r.result,
      message: r.message,
      verifiedAt: r.verifiedAt ?? r.ticket?.verifiedAt ?? undefined,
      otherGate: r.gate ?? r.ticket?.gate ?? null,
    };
    (agreed ? synced : conflicts).push(settled);
    return settled;
  });
  return { queue: next, synced, conflicts };
}
