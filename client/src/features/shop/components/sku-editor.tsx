import type { AdminGoods, AdminSku } from '@contracts/schemas/shop';
import { patchSkuSchema } from '@contracts/schemas/shop';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportSubmitError, validateWith } from '@client/lib/forms';
import { serverLanguage } from '@client/lib/language';
import { notify } from '@client/lib/notify';
import { toMajorText, toMinorUnits } from '@client/lib/price-input';
import { useLocale } from '@client/lib/use-locale';
import { usePatchSku } from '@client/features/shop/api/admin';

function SkuRow({ goods, sku, index }: { goods: AdminGoods; sku: AdminSku; index: number }) {
  const { t } = useTranslation();
  const lang = serverLanguage(useLocale());
  const patch = usePatchSku(goods.id);
  const [stock, setStock] = useState(String(sku.onHand));
  const [price, setPrice] = useState(toMajorText(sku.price));
  const [original, setOriginal] = useState(sku.originalPrice !== null ? toMajorText(sku.originalPrice) : '');
  const values = new Map(goods.attributes.flatMap((a) => a.values.map((v) => [v.id, v.value[lang] || v.value['zh-cn']] as const)));
  const name = sku.valueIds.map((v) => values.get(v) ?? '?').join(' · ') || t('shop.admin.singleSku');
  const id = `sku-${index}`;
  const save = () => {
    const body: Record<string, unknown> = {};
    if (stock.trim() !== String(sku.onHand)) body['stock'] = /^\d+$/.test(stock.trim()) ? Number(stock.trim()) : stock;
    const p = toMinorUnits(price);
    if (p !== sku.price) body['price'] = p;
    const o = original.trim() === '' ? null : toMinorUnits(original);
    if (o !== sku.originalPrice) body['originalPrice'] = o;
    const checked = validateWith(patchSkuSchema, body);
    if (!checked.ok) return notify(checked.errors[0]?.msg ?? '');
    patch.mutate(
      { id: sku.id, body: checked.data },
      {
        onSuccess: (saved) => {
          setStock(String(saved.onHand));
          notify({ key: 'shop.admin.skuSaved' });
        },
        onError: (e) => reportSubmitError(e),
      },
    );
    return undefined;
  };
  return (
    <li className="shop-sku-edit" data-testid="admin-sku" data-id={sku.id}>
      <p className="shop-sku-edit__name">{name}</p>
      <p className="shop-muted" data-testid="admin-sku-stock">
        {t('shop.admin.stockLine', { onHand: sku.onHand, allocated: sku.allocated, saleable: sku.saleable })}
      </p>
      <div className="shop-sku-edit__fields">
        <label htmlFor={`${id}-stock`}>{t('shop.admin.countedStock')}</label>
        <Input id={`${id}-stock`} inputMode="numeric" value={stock} onChange={setStock} data-testid="admin-sku-stock-input" />
        <label htmlFor={`${id}-price`}>{t('shop.admin.price')}</label>
        <Input id={`${id}-price`} inputMode="decimal" value={price} onChange={setPrice} data-testid="admin-sku-price" />
        <label htmlFor={`${id}-original`}>{t('shop.admin.originalPrice')}</label>
        <Input id={`${id}-original`} inputMode="decimal" value={original} onChange={setOriginal} data-testid="admin-sku-original" />
      </div>
      <Button size="small" color="primary" fill="outline" loading={patch.isPending} onClick={save} data-testid="admin-sku-save">
        {t('shop.admin.saveSku')}
      </Button>
    </li>
  );
}

/** Each SKU's exact stock (on hand, held by unpaid orders, saleable) and its counted stock, price and original price. */
export function SkuEditor({ goods }: { goods: AdminGoods }) {
  const { t } = useTranslation();
  return (
    <section className="shop-form__group" aria-labelledby="shop-skus-title">
      <h2 className="section-title" id="shop-skus-title">
        {t('shop.admin.skus')}
      </h2>
      <p className="shop-muted shop-form__hint">{t('shop.admin.stockHint')}</p>
      <ul className="shop-sku-list">
        {goods.skus.map((s, i) => (
          <SkuRow key={s.id} goods={goods} sku={s} index={i} />
        ))}
      </ul>
    </section>
  );
}
