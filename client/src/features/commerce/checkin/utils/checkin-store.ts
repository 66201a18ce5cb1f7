import type { CheckinKeys } from '@contracts/schemas/commerce';
import { localStore, readJson, writeJson, type KeyValueStorage } from '@client/lib/storage';
import type { QueuedScan } from '@client/features/commerce/checkin/utils/offline-queue';

/**
 * What the check-in screen keeps on the device (localStorage, survives reloads and going
 * offline): the server's public keys with the revoked/verified lists, the queue of scans, the
 * gate name. A tiny external store for useSyncExternalStore.
 */
export type StoredKeys = CheckinKeys & { fetchedAt: string };
export type CheckinSnapshot = { keys: StoredKeys | null; queue: QueuedScan[]; gate: string };

const KEYS = { keys: 'reefline:checkin:keys', queue: 'reefline:checkin:queue', gate: 'reefline:checkin:gate' } as const;

export function createCheckinStore(store: () => KeyValueStorage = localStore) {
  const listeners = new Set<() => void>();
  let snapshot: CheckinSnapshot | null = null;
  const read = (): CheckinSnapshot => ({
    keys: readJson<StoredKeys>(store(), KEYS.keys) ?? null,
    queue: readJson<QueuedScan[]>(store(), KEYS.queue) ?? [],
    gate: store().getItem(KEYS.gate) ?? '',
  });
  const emit = () => {
    snapshot = read();
    for (const l of listeners) l();
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot(): CheckinSnapshot {
      snapshot ??= read();
      return snapshot;
    },
    setKeys(keys: CheckinKeys) {
      writeJson(store(), KEYS.keys, { ...keys, fetchedAt: new Date().toISOString() });
      emit();
    },
    /** Applies a change to the latest stored queue (another tab may have written it). */
    updateQueue(change: (queue: QueuedScan[]) => QueuedScan[]) {
      const next = change(readJson<QueuedScan[]>(store(), KEYS.queue) ?? []);
      writeJson(store(), KEYS.queue, next);
      emit();
      return next;
    },
    /** Records a ticket as verified in the cached lists, so an offline re-scan says so. */
    markVerified(ticketId: string) {
      const keys = readJson<StoredKeys>(store(), KEYS.keys);
      if (!keys || keys.verified.includes(ticketId)) return;
      writeJson(store(), KEYS.keys, { ...keys, verified: [...keys.verified, ticketId] });
      emit();
    },
    setGate(gate: string) {
      store().setItem(KEYS.gate, gate);
      emit();
    },
    refresh: emit,
  };
}

export const checkinStore = createCheckinStore();
