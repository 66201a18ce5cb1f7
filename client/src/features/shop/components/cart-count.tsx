import { Badge } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { badgeText } from '@client/lib/badges';
import { useCartCount } from '@client/features/shop/hooks/use-cart';

/**
 * The cart's piece count (99+ above 99) as a link to the cart: the server's count for members
 * (`GET /cart/count`), the device's for guests.
 */
export function CartCount() {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    <Link to={paths.cart} className="shop-cart-count" data-testid="cart-count" data-count={count}>
      <Badge content={badgeText(count)}>
        <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden focusable="false">
          <path d="M3 4h2l2.4 11h10.2L20 7H6.2 M9 20a1 1 0 1 0 0-.01 M17 20a1 1 0 1 0 0-.01" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Badge>
      <span className="visually-hidden">{t('shop.cart.count', { count })}</span>
    </Link>
  );
}
