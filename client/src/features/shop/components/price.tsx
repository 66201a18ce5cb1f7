import { useTranslation } from 'react-i18next';
import { formatMoney } from '@client/lib/money';

type Props = { price: number; originalPrice?: number | undefined; currency: string; testId?: string; large?: boolean };

/** A price in minor units, and the struck-through price before the discount when there is one (named for screen readers). */
export function Price({ price, originalPrice, currency, testId, large }: Props) {
  const { t } = useTranslation();
  return (
    <span className={large ? 'shop-price shop-price--large' : 'shop-price'}>
      <span className="shop-price__now" data-testid={testId}>
        {formatMoney(price, currency)}
      </span>
      {originalPrice !== undefined && originalPrice > price ? (
        <del className="shop-price__was" data-testid={testId ? `${testId}-original` : undefined}>
          <span className="visually-hidden">{t('shop.price.original')}</span>
          {formatMoney(originalPrice, currency)}
        </del>
      ) : null}
    </span>
  );
}
