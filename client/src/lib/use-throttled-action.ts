import { useCallback, useEffect, useRef } from 'react';
import { installedApiUi, TOAST_MS } from '@client/lib/api-client';
import { DEFAULT_RATE_MS } from '@client/lib/rate';

/**
 * Wraps a click handler: a repeat within `wait` ms is dropped and the user is told
 * 'clicking too fast, try later' (SPEC §5).
 */
export function useThrottledAction<A extends unknown[]>(
  action: (...args: A) => void,
  wait: number = DEFAULT_RATE_MS,
): (...args: A) => void {
  const last = useRef(Number.NEGATIVE_INFINITY);
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  return useCallback(
    (...args: A) => {
      const now = Date.now();
      if (now - last.current < wait) {
        installedApiUi().toast({ key: 'errors.tooFast' }, TOAST_MS);
        return;
      }
      last.current = now;
      latest.current(...args);
    },
    [wait],
  );
}
