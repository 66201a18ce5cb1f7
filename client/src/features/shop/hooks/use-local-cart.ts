import { useCallback, useSyncExternalStore } from 'react';
import {
  addLine,
  cartCount,
  clearCart,
  readCart,
  removeLine,
  setLineQuantity,
  writeCart,
  LOCAL_CART_KEY,
  type LocalCartLine,
} from '@client/features/shop/utils/local-cart';

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

/** The device's lines now (outside React: the merge at login). */
export function localCartLines(): LocalCartLine[] {
  return current();
}

/** Empties the device's cart and tells every screen. */
export function clearLocalCart(): void {
  clearCart();
  changed();
}

/**
 * A guest's cart on the device: its lines, the piece count, `add` (capped by the stock when known
 * and the line limit; answers how many were added), `setQuantity` and `remove`. Members use the
 * server's cart (api/cart.ts); this one is merged into it at login.
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
  const setQuantity = useCallback((skuId: string, quantity: number) => {
    writeCart(setLineQuantity(current(), skuId, quantity));
    changed();
  }, []);
  const remove = useCallback((skuId: string) => {
    writeCart(removeLine(current(), skuId));
    changed();
  }, []);
  return { lines, count: cartCount(lines), add, setQuantity, remove };
}
