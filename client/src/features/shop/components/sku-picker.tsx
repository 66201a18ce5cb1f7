import type { GoodsAttribute, GoodsSku } from '@contracts/schemas/shop';
import { useTranslation } from 'react-i18next';
import { toggleValue, valueState, type SkuSelection } from '@client/features/shop/utils/sku-picker';

type Props = {
  attributes: readonly GoodsAttribute[];
  skus: readonly GoodsSku[];
  selection: SkuSelection;
  onChange: (s: SkuSelection) => void;
};

/**
 * One row of values per attribute (size, colour): a value whose combinations with the other
 * choices are all sold out or do not exist is disabled; tapping the chosen value un-chooses it.
 */
export function SkuPicker({ attributes, skus, selection, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="shop-sku" data-testid="sku-picker">
      {attributes.map((a, i) => (
        <div key={a.id} className="shop-sku__row" role="group" aria-label={a.name} data-testid="sku-attribute">
          <p className="shop-sku__name" aria-hidden>
            {a.name}
          </p>
          <div className="shop-sku__values">
            {a.values.map((v) => {
              const state = valueState(skus, selection, i, v.id);
              const on = selection[i] === v.id;
              return (
                <button
                  key={v.id}
                  type="button"
                  className={on ? 'shop-chip shop-chip--on' : 'shop-chip'}
                  aria-pressed={on}
                  disabled={!on && state !== 'available'}
                  onClick={() => onChange(toggleValue(skus, selection, i, v.id))}
                  data-testid="sku-value"
                  data-state={state}
                >
                  {v.value}
                  {state === 'soldOut' && !on ? <span className="visually-hidden"> {t('shop.soldOut')}</span> : null}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
