import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '@client/lib/api-client';
import { serverLanguage } from '@client/lib/language';
import { notify } from '@client/lib/notify';
import { useLocale } from '@client/lib/use-locale';
import { useSession } from '@client/lib/use-session';
import { cartChanged, postCartMerge } from '@client/features/shop/api/cart';
import { clearLocalCart, localCartLines } from '@client/features/shop/hooks/use-local-cart';
import { mergeBody } from '@client/features/shop/utils/cart';

/** One merge at a time for the whole app (two mounts, or a quick re-render, must not send it twice). */
let merging: Promise<void> | null = null;

/**
 * At login (and whenever a member's session finds lines left on the device), the guest's cart is
 * sent once to `POST /cart/merge` and the device's cart emptied: the server's answer says what
 * was lowered or left out, shown as it is. A transport failure keeps the lines for the next
 * start; a refusal (nothing the server would take) empties them too, so it is not retried forever.
 * Mounted for the whole session by the app (app/session-updates.tsx).
 */
export function useCartMergeAtLogin(): void {
  const { token } = useSession();
  const client = useQueryClient();
  const lang = serverLanguage(useLocale());
  useEffect(() => {
    if (token === null || merging) return;
    const body = mergeBody(localCartLines());
    if (body.lines.length === 0) return;
    merging = postCartMerge(body)
      .then(({ cart, msg }) => {
        clearLocalCart();
        cartChanged(client, lang, cart);
        if (msg) notify(msg);
      })
      .catch((error: unknown) => {
        // network trouble or a session that ended: keep the lines; anything else is final
        if (!(error instanceof ApiError)) clearLocalCart();
      })
      .finally(() => {
        merging = null;
      });
  }, [token, client, lang]);
}
