/** SPEC §9: throttle / debounce default interval. */
export const DEFAULT_RATE_MS = 500;

export type Throttled<A extends unknown[]> = ((...args: A) => boolean) & { reset(): void };
export type Debounced<A extends unknown[]> = ((...args: A) => void) & { cancel(): void; flush(): void };

/**
 * Leading-edge throttle: the first call runs at once, further calls within `wait` ms are dropped.
 * The wrapper returns whether the call ran, so callers can tell the user it was dropped.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number = DEFAULT_RATE_MS,
  now: () => number = Date.now,
): Throttled<A> {
  let last = Number.NEGATIVE_INFINITY;
  const wrapped = (...args: A): boolean => {
    const t = now();
    if (t - last < wait) return false;
    last = t;
    fn(...args);
    return true;
  };
  wrapped.reset = () => {
    last = Number.NEGATIVE_INFINITY;
  };
  return wrapped;
}

/** Trailing-edge debounce: runs once, `wait` ms after the last call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait: number = DEFAULT_RATE_MS): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const wrapped = (...args: A): void => {
    pending = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      const callArgs = pending;
      pending = undefined;
      if (callArgs) fn(...callArgs);
    }, wait);
  };
  wrapped.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  wrapped.flush = () => {
    if (timer === undefined || !pending) return;
    clearTimeout(timer);
    timer = undefined;
    const callArgs = pending;
    pending = undefined;
    fn(...callArgs);
  };
  return wrapped;
}
