import { Badge } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { badgeText } from '@client/lib/badges';
import { useLocalCart } from '@client/features/shop/hooks/use-local-cart';

/**
 * The cart's piece count (99+ above 99) for the nav bar. The device's cart only, until the server
 * cart and its page come with issue #38's cart slice: a count to read, not yet a link.
 */
export function CartCount() {
  const { t } = useTranslation();
  const { count } = useLocalCart();
  return (
    <span className="shop-cart-count" role="status" data-testid="cart-count" data-count={count}>
      <Badge content={badgeText(count)}>
        <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden focusable="false">
          <path d="M3 4h2l2.4 11h10.2L20 7H6.2 M9 20a1 1 0 1 0 0-.01 M17 20a1 1 0 1 0 0-.01" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Badge>
      <span className="visually-hidden">{t('shop.cart.count', { count })}</span>
    </span>
  );
}
