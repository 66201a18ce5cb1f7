import { useSession } from '@client/lib/use-session';
import { useServerCartCount } from '@client/features/shop/api/cart';
import { useLocalCart } from '@client/features/shop/hooks/use-local-cart';

/** Units in the shopper's cart: the server's count for members, the device's for guests. */
export function useCartCount(): number {
  const { token } = useSession();
  const local = useLocalCart();
  const server = useServerCartCount();
  return token === null ? local.count : (server.data ?? 0);
}
