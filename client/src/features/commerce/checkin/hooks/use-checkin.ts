import type { CheckinResultKind } from '@contracts/schemas/commerce';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, BusinessError } from '@client/lib/api-client';
import { formatDateTime } from '@client/lib/time-text';
import { randomUuid } from '@client/lib/random-uuid';
import { getCheckinKeys, scanTicket, syncCheckins } from '@client/features/commerce/checkin/api/checkin';
import { checkinStore } from '@client/features/commerce/checkin/utils/checkin-store';
import {
  applySyncResults,
  enqueue,
  localAdmission,
  pendingScans,
  type QueuedScan,
} from '@client/features/commerce/checkin/utils/offline-queue';
import { verifyOffline } from '@client/features/commerce/checkin/utils/offline-verify';

/** A check-in answer as the screen shows it. */
export type Shown = {
  id: string;
  result: CheckinResultKind | 'error';
  message: string;
  offline: boolean;
  holderName?: string;
  ticketTypeName?: string;
  exhibitionTitle?: string;
  at: string;
};

/** How often the keys and revoked list are refreshed while online. */
const KEYS_REFRESH_MS = 120_000;
/** How often pending offline scans are retried while online. */
const SYNC_RETRY_MS = 15_000;

function isTransportError(e: unknown): boolean {
  return e instanceof ApiError && (e.kind === 'network' || e.kind === 'timeout' || (e.kind === 'http' && e.status >= 500));
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    (cb) => {
      window.addEventListener('online', cb);
      window.addEventListener('offline', cb);
      return () => {
        window.removeEventListener('online', cb);
        window.removeEventListener('offline', cb);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

export function useCheckinState() {
  return useSyncExternalStore(checkinStore.subscribe, checkinStore.getSnapshot, checkinStore.getSnapshot);
}

/**
 * The check-in screen's engine: scans go to the server while online; offline (or when the
 * server cannot be reached) signed codes are verified on the device against the cached keys and
 * queued; the queue is sent when the device is back online and conflicts are reported.
 */
export function useCheckin() {
  const { t } = useTranslation();
  const online = useOnline();
  const state = useCheckinState();
  const [results, setResults] = useState<Shown[]>([]);
  const [conflicts, setConflicts] = useState<QueuedScan[]>([]);
  const [syncing, setSyncing] = useState(false);
  const [keysError, setKeysError] = useState(false);
  const syncingRef = useRef(false);

  const show = useCallback((shown: Omit<Shown, 'id' | 'at'>) => {
    setResults((list) => [{ ...shown, id: randomUuid(), at: new Date().toISOString() }, ...list].slice(0, 20));
  }, []);

  const refreshKeys = useCallback(async () => {
    if (!navigator.onLine) return;
    try {
      checkinStore.setKeys(await getCheckinKeys());
      setKeysError(false);
    } catch {
      setKeysError(true);
    }
  }, []);

  const sync = useCallback(async () => {
    if (syncingRef.current || !navigator.onLine) return;
    const pending = pendingScans(checkinStore.getSnapshot().queue).slice(0, 500);
    if (pending.length === 0) return;
    syncingRef.current = true;
    setSyncing(true);
    try {
      const answer = await syncCheckins({
        items: pending.map((s) => ({ code: s.code, gate: s.gate ?? undefined, scannedAt: s.scannedAt, clientId: s.clientId })),
      });
      let outcome: ReturnType<typeof applySyncResults> | undefined;
      checkinStore.updateQueue((queue) => {
        outcome = applySyncResults(queue, answer.items);
        return outcome.queue;
      });
      if (outcome && outcome.conflicts.length > 0) setConflicts((c) => [...outcome!.conflicts, ...c]);
      await refreshKeys();
    } catch {
      // stays pending; retried on the next tick or 'online' event
    } finally {
      syncingRef.current = false;
      setSyncing(false);
    }
  }, [refreshKeys]);

  // keys on arrival and periodically; sync on arrival, on 'online' and periodically
  useEffect(() => {
    void refreshKeys().then(sync);
    const onOnline = () => {
      void sync();
      void refreshKeys();
    };
    window.addEventListener('online', onOnline);
    const keysTimer = setInterval(() => void refreshKeys(), KEYS_REFRESH_MS);
    const syncTimer = setInterval(() => void sync(), SYNC_RETRY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      clearInterval(keysTimer);
      clearInterval(syncTimer);
    };
  }, [refreshKeys, sync]);

  const checkOffline = useCallback(
    (code: string, gate: string | null) => {
      const keys = checkinStore.getSnapshot().keys;
      if (!keys) {
        show({ result: 'error', message: t('checkin.offline.noKeys'), offline: true });
        return;
      }
      const verdict = verifyOffline(code, keys, Date.now());
      const exhibitionTitle = keys.exhibitions.find((e) => e.id === verdict.exhibitionId)?.title;
      if (verdict.result !== 'admitted' || !verdict.ticketId) {
        show({ result: verdict.result, message: t(`checkin.offline.${verdict.result}`), offline: true, exhibitionTitle });
        return;
      }
      const earlier = localAdmission(checkinStore.getSnapshot().queue, verdict.ticketId);
      if (earlier) {
        show({
          result: 'already_verified',
          message: t('checkin.alreadyAt', { time: formatDateTime(earlier.scannedAt), gate: earlier.gate || t('checkin.thisDevice') }),
          offline: true,
          exhibitionTitle,
        });
        return;
      }
      checkinStore.updateQueue((queue) =>
        enqueue(queue, {
          clientId: randomUuid(),
          code,
          gate,
          scannedAt: new Date().toISOString(),
          ticketId: verdict.ticketId!,
          state: 'pending',
        }),
      );
      show({ result: 'admitted', message: t('checkin.offline.admitted'), offline: true, exhibitionTitle });
    },
    [show, t],
  );

  /** Checks one ticket code (from the camera or typed in). */
  const check = useCallback(
    async (raw: string) => {
      const code = raw.trim();
      if (!code) return;
      const gate = checkinStore.getSnapshot().gate.trim() || null;
      if (!navigator.onLine) {
        checkOffline(code, gate);
        return;
      }
      try {
        const r = await scanTicket({ code, gate: gate ?? undefined });
        if (r.ticket && (r.result === 'admitted' || r.result === 'already_verified')) checkinStore.markVerified(r.ticket.id);
        show({
          result: r.result,
          message: r.message,
          offline: false,
          holderName: r.ticket?.holderName,
          ticketTypeName: r.ticket?.ticketTypeName,
          exhibitionTitle: r.ticket?.exhibition.title,
        });
      } catch (e) {
        if (isTransportError(e)) {
          checkOffline(code, gate);
          return;
        }
        show({
          result: 'error',
          message: e instanceof BusinessError || e instanceof ApiError ? e.message || t('checkin.failed') : t('checkin.failed'),
          offline: false,
        });
      }
    },
    [checkOffline, show, t],
  );

  return {
    online,
    state,
    results,
    conflicts,
    dismissConflicts: () => setConflicts([]),
    syncing,
    keysError,
    check,
    sync,
    refreshKeys,
    pendingCount: pendingScans(state.queue).length,
  };
}
