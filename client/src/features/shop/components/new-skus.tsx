import { ATTRIBUTES_MAX, type ShopText } from '@contracts/schemas/shop';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { TextsField } from '@client/components/texts-field';
import { combinations, EMPTY_TEXT, SHOP_REQUIRED_LANGUAGES, valuesOf } from '@client/features/shop/utils/goods-form';

export interface AttributeDraft {
  name: ShopText;
  /** each language's values typed as a list: `S, M, L` */
  values: ShopText;
}
export interface SkuDraft {
  price: string;
  originalPrice: string;
  stock: string;
}
export const EMPTY_SKU: SkuDraft = { price: '', originalPrice: '', stock: '0' };

type Props = {
  attributes: AttributeDraft[];
  onAttributes: (a: AttributeDraft[]) => void;
  skus: Record<string, SkuDraft>;
  onSkus: (s: Record<string, SkuDraft>) => void;
};

/**
 * A new goods' attributes (≤ 3, values typed as lists in each language) and one row of price,
 * original price and initial stock for every combination of their values.
 */
export function NewSkus({ attributes, onAttributes, skus, onSkus }: Props) {
  const { t } = useTranslation();
  const valueLists = attributes.map((a) => valuesOf(a.values));
  const combos = combinations(valueLists.map((v) => v.length));
  const setAttr = (i: number, a: AttributeDraft) => onAttributes(attributes.map((x, k) => (k === i ? a : x)));
  const setSku = (key: string, change: Partial<SkuDraft>) => onSkus({ ...skus, [key]: { ...EMPTY_SKU, ...skus[key], ...change } });
  return (
    <section className="shop-form__group" aria-labelledby="shop-new-skus">
      <h2 className="section-title" id="shop-new-skus">
        {t('shop.admin.skus')}
      </h2>
      {attributes.map((a, i) => (
        <div key={i} className="shop-attr-edit" data-testid="admin-attribute">
          <TextsField
            formClass="shop-form"
            required={SHOP_REQUIRED_LANGUAGES}
            id={`attr-${i}-name`}
            label={t('shop.admin.attributeName', { n: i + 1 })}
            value={a.name}
            onChange={(name) => setAttr(i, { ...a, name })}
          />
          <TextsField
            formClass="shop-form"
            required={SHOP_REQUIRED_LANGUAGES}
            id={`attr-${i}-values`}
            label={t('shop.admin.attributeValues', { n: i + 1 })}
            hint={t('shop.admin.valuesHint')}
            value={a.values}
            onChange={(values) => setAttr(i, { ...a, values })}
          />
          <Button size="small" fill="none" color="danger" onClick={() => onAttributes(attributes.filter((_, k) => k !== i))}>
            {t('shop.admin.removeAttribute')}
          </Button>
        </div>
      ))}
      {attributes.length < ATTRIBUTES_MAX ? (
        <Button
          size="small"
          fill="outline"
          onClick={() => onAttributes([...attributes, { name: EMPTY_TEXT, values: EMPTY_TEXT }])}
          data-testid="admin-attribute-add"
        >
          {t('shop.admin.addAttribute')}
        </Button>
      ) : null}
      <ul className="shop-sku-list">
        {combos.map((combo) => {
          const key = combo.join(',');
          const name = combo.map((v, k) => valueLists[k]?.[v]?.['zh-cn'] ?? '').join(' · ') || t('shop.admin.singleSku');
          const row = skus[key] ?? EMPTY_SKU;
          const id = `new-sku-${combo.join('-') || 'one'}`;
          return (
            <li key={key} className="shop-sku-edit" data-testid="admin-new-sku">
              <p className="shop-sku-edit__name">{name}</p>
              <div className="shop-sku-edit__fields">
                <label htmlFor={`${id}-price`}>{t('shop.admin.price')}</label>
                <Input
                  id={`${id}-price`}
                  inputMode="decimal"
                  value={row.price}
                  onChange={(price) => setSku(key, { price })}
                  data-testid="admin-new-sku-price"
                />
                <label htmlFor={`${id}-original`}>{t('shop.admin.originalPrice')}</label>
                <Input
                  id={`${id}-original`}
                  inputMode="decimal"
                  value={row.originalPrice}
                  onChange={(originalPrice) => setSku(key, { originalPrice })}
                />
                <label htmlFor={`${id}-stock`}>{t('shop.admin.initialStock')}</label>
                <Input
                  id={`${id}-stock`}
                  inputMode="numeric"
                  value={row.stock}
                  onChange={(stock) => setSku(key, { stock })}
                  data-testid="admin-new-sku-stock"
                />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The `attributes` and `skus` of `POST /admin/goods` from the drafts (numbers typed as text are checked by the contract). */
export function skusBody(attributes: readonly AttributeDraft[], skus: Record<string, SkuDraft>) {
  const lists = attributes.map((a) => valuesOf(a.values));
  const num = (s: string): number | string => (/^\d+$/.test(s.trim()) ? Number(s.trim()) : s);
  const minor = (s: string): number | string => {
    const v = s.trim();
    if (v === '') return '';
    return /^\d+(\.\d{1,2})?$/.test(v) ? Math.round(Number(v) * 100) : v;
  };
  return {
    attributes: attributes.map((a, i) => ({ name: a.name, values: lists[i] ?? [] })),
    skus: combinations(lists.map((l) => l.length)).map((combo) => {
      const row = skus[combo.join(',')] ?? EMPTY_SKU;
      const original = minor(row.originalPrice);
      return { options: combo, price: minor(row.price), ...(original !== '' ? { originalPrice: original } : {}), stock: num(row.stock) };
    }),
  };
}
