import type { GoodsListItem } from '@contracts/schemas/shop';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { sized } from '@client/lib/sized-image';
import { Price } from '@client/features/shop/components/price';

/** A goods in the list's grid: cover, title, price (and the price before the discount), sold out, sales. */
export function GoodsCard({ goods }: { goods: GoodsListItem }) {
  const { t } = useTranslation();
  return (
    <li className="shop-card" data-testid="goods-card" data-id={goods.id}>
      <Link to={`${paths.goodsDetail}?id=${encodeURIComponent(goods.id)}`} className="shop-card__link">
        <span className="shop-card__cover">
          <img src={sized(goods.cover, 180)} alt="" width={180} height={180} loading="lazy" decoding="async" />
          {!goods.inStock ? <span className="shop-card__sold-out">{t('shop.soldOut')}</span> : null}
        </span>
        <span className="shop-card__title" data-testid="goods-card-title">
          {goods.title}
        </span>
        <span className="shop-card__meta">
          <Price price={goods.price} originalPrice={goods.originalPrice} currency={goods.currency} testId="goods-card-price" />
        </span>
        <span className="shop-card__sales">{t('shop.sales', { count: goods.sales })}</span>
      </Link>
    </li>
  );
}
