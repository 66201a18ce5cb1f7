import type { Envelope } from '@contracts/api';
import type { AddCartItemInput, Cart, CartCount, MergeCartInput, PatchCartItemInput } from '@contracts/schemas/shop';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { serverLanguage } from '@client/lib/language';
import { useLocale } from '@client/lib/use-locale';
import { useSession } from '@client/lib/use-session';
import { shopKeys } from '@client/features/shop/api/keys';

/** The member's cart and its count (members only: guests keep theirs on the device). */

const quiet = { loading: false, quiet: true } as const;

export function useServerCart(enabled = true) {
  const lang = serverLanguage(useLocale());
  const { token } = useSession();
  return useQuery({
    queryKey: shopKeys.cartLines(lang),
    queryFn: async () => unwrap(await api.get<Cart>('/cart', quiet)),
    enabled: enabled && token !== null,
  });
}

/** `GET /cart/count`: units in the member's cart (the badge). */
export function useServerCartCount() {
  const { token } = useSession();
  return useQuery({
    queryKey: shopKeys.cartCount,
    queryFn: async () => unwrap(await api.get<CartCount>('/cart/count', quiet)).num,
    enabled: token !== null,
  });
}

/** A fresh cart from a write: cached for this language; the count and other languages re-read. */
export function cartChanged(client: QueryClient, lang: string, cart: Cart): void {
  client.setQueryData(shopKeys.cartLines(lang), cart);
  void client.invalidateQueries({ queryKey: shopKeys.cartCount });
  void client.invalidateQueries({ queryKey: shopKeys.cart, predicate: (q) => q.queryKey[3] !== lang && q.queryKey[2] === 'lines' });
}

/** The answer's `msg` too: adding and merging say in it what was capped or left out. */
async function withMessage(p: Promise<Envelope<Cart>>): Promise<{ cart: Cart; msg: string }> {
  const env = await p;
  return { cart: unwrap(env), msg: env.msg };
}

export function postCartItem(body: AddCartItemInput) {
  return withMessage(api.post<Cart>('/cart/items', body));
}

export function postCartMerge(body: MergeCartInput) {
  return withMessage(api.post<Cart>('/cart/merge', body, { loading: false }));
}

function useCartMutation<V>(fn: (vars: V) => Promise<{ cart: Cart; msg: string }>) {
  const client = useQueryClient();
  const lang = serverLanguage(useLocale());
  return useMutation({ mutationFn: fn, onSuccess: ({ cart }) => cartChanged(client, lang, cart) });
}

export function useAddToCart() {
  return useCartMutation(postCartItem);
}

export function usePatchCartLine() {
  return useCartMutation(({ id, body }: { id: string; body: PatchCartItemInput }) =>
    withMessage(api.patch<Cart>(`/cart/items/${encodeURIComponent(id)}`, body, { loading: false })),
  );
}

export function useRemoveCartLine() {
  return useCartMutation((id: string) =>
    withMessage(api.delete<Cart>(`/cart/items/${encodeURIComponent(id)}`, undefined, { loading: false })),
  );
}
