import { Button, Checkbox, Input, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toMajorText, toMinorUnits } from '@client/lib/price-input';
import { notify } from '@client/lib/notify';
import type { GoodsFilters } from '@client/features/shop/utils/filters';

type Props = { open: boolean; filters: GoodsFilters; onClose: () => void; onApply: (f: GoodsFilters) => void };

function Fields({ filters, onClose, onApply }: Omit<Props, 'open'>) {
  const { t } = useTranslation();
  const [min, setMin] = useState(filters.minPrice !== undefined ? toMajorText(filters.minPrice) : '');
  const [max, setMax] = useState(filters.maxPrice !== undefined ? toMajorText(filters.maxPrice) : '');
  const [inStock, setInStock] = useState(filters.inStock);
  const [hasDiscount, setHasDiscount] = useState(filters.hasDiscount);
  const apply = () => {
    const lo = toMinorUnits(min);
    const hi = toMinorUnits(max);
    if (typeof lo === 'string' && lo !== '') return notify({ key: 'shop.filters.priceInvalid' });
    if (typeof hi === 'string' && hi !== '') return notify({ key: 'shop.filters.priceInvalid' });
    const { minPrice: _a, maxPrice: _b, ...rest } = filters;
    onApply({
      ...rest,
      ...(typeof lo === 'number' ? { minPrice: lo } : {}),
      ...(typeof hi === 'number' ? { maxPrice: hi } : {}),
      inStock,
      hasDiscount,
    });
    return undefined;
  };
  return (
    <div className="shop-sheet" role="dialog" aria-label={t('shop.filters.title')} data-testid="filter-sheet">
      <h2 className="shop-sheet__title">{t('shop.filters.title')}</h2>
      <fieldset className="shop-sheet__prices">
        <legend>{t('shop.filters.price')}</legend>
        <label className="visually-hidden" htmlFor="shop-min-price">
          {t('shop.filters.minPrice')}
        </label>
        <Input
          id="shop-min-price"
          inputMode="decimal"
          value={min}
          onChange={setMin}
          placeholder={t('shop.filters.minPrice')}
          data-testid="filter-min-price"
        />
        <span aria-hidden>—</span>
        <label className="visually-hidden" htmlFor="shop-max-price">
          {t('shop.filters.maxPrice')}
        </label>
        <Input
          id="shop-max-price"
          inputMode="decimal"
          value={max}
          onChange={setMax}
          placeholder={t('shop.filters.maxPrice')}
          data-testid="filter-max-price"
        />
      </fieldset>
      <Checkbox checked={inStock} onChange={setInStock} data-testid="filter-in-stock" className="shop-sheet__check">
        {t('shop.filters.inStock')}
      </Checkbox>
      <Checkbox checked={hasDiscount} onChange={setHasDiscount} data-testid="filter-discount" className="shop-sheet__check">
        {t('shop.filters.hasDiscount')}
      </Checkbox>
      <div className="shop-sheet__actions">
        <Button
          block
          onClick={() => {
            setMin('');
            setMax('');
            setInStock(false);
            setHasDiscount(false);
          }}
          data-testid="filter-reset"
        >
          {t('shop.filters.reset')}
        </Button>
        <Button block color="primary" onClick={apply} data-testid="filter-apply">
          {t('shop.filters.apply')}
        </Button>
      </div>
      <Button block fill="none" onClick={onClose}>
        {t('common.cancel')}
      </Button>
    </div>
  );
}

/** The price range, "in stock only" and "has discount", in a sheet; applied together. */
export function FilterSheet({ open, filters, onClose, onApply }: Props) {
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} destroyOnClose>
      {open ? <Fields filters={filters} onClose={onClose} onApply={onApply} /> : null}
    </Popup>
  );
}
