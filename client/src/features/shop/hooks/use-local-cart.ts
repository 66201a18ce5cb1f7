import { useCallback, useSyncExternalStore } from 'react';
import { addLine, cartCount, readCart, writeCart, LOCAL_CART_KEY, type LocalCartLine } from '@client/features/shop/utils/local-cart';

const listeners = new Set<() => void>();
let snapshot: LocalCartLine[] | undefined;

function current(): LocalCartLine[] {
  snapshot ??= readCart();
  return snapshot;
}

function changed(): void {
  snapshot = undefined;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // another tab changed the cart
  const onStorage = (e: StorageEvent) => {
    if (e.key === LOCAL_CART_KEY || e.key === null) changed();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The device's cart (guests and, until the server cart of issue #38's next slice, everyone): its
 * lines, the piece count, and `add` (capped by the stock when known and 99 a line; answers how
 * many were added).
 */
export function useLocalCart() {
  const lines = useSyncExternalStore(subscribe, current, current);
  const add = useCallback((line: LocalCartLine, max: number): number => {
    const next = addLine(current(), line, max);
    if (next.added > 0) {
      writeCart(next.lines);
      changed();
    }
    return next.added;
  }, []);
  return { lines, count: cartCount(lines), add };
}
