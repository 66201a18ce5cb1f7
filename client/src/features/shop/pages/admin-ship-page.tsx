import { shipOrderSchema, type CarrierCode } from '@contracts/schemas/shop';
import type { OrderToShip } from '@contracts/schemas/shop-operations';
import { Button, Input, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@client/components/page-layout';
import { PagedList } from '@client/components/paged-list';
import { SheetActions } from '@client/components/sheet-actions';
import { reportSubmitError, validateWith } from '@client/lib/forms';
import { serverLanguage } from '@client/lib/language';
import { formatMoney } from '@client/lib/money';
import { notify } from '@client/lib/notify';
import { formatDateTime } from '@client/lib/time-text';
import { useLocale } from '@client/lib/use-locale';
import { useOrdersToShip, useShipCarriers, useShipOrder } from '@client/features/shop/api/fulfilment';
import { AdminNav } from '@client/features/shop/components/admin-nav';
import '@client/features/shop/shop.css';

function ShipSheet({ order, onClose }: { order: OrderToShip; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = serverLanguage(useLocale());
  const carriers = useShipCarriers(lang);
  const ship = useShipOrder();
  const [carrier, setCarrier] = useState<CarrierCode>('sandbox');
  const [number, setNumber] = useState('');
  const [error, setError] = useState('');
  const submit = () => {
    const checked = validateWith(shipOrderSchema, { carrier, trackingNumber: number });
    if (!checked.ok) return setError(checked.errors[0]?.msg ?? '');
    setError('');
    ship.mutate(
      { orderId: order.orderId, body: checked.data },
      {
        onSuccess: () => {
          notify({ key: 'shop.ops.shipped' });
          onClose();
        },
        onError: (e) => reportSubmitError(e),
      },
    );
    return undefined;
  };
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="shop-sheet" destroyOnClose>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        data-testid="ship-form"
      >
        <h2 className="shop-sheet__title">{t('shop.ops.shipTitle', { number: order.number })}</h2>
        <div className="shop-form__field">
          <label className="shop-form__label" htmlFor="ship-carrier">
            {t('shop.ops.carrier')}
          </label>
          <select
            id="ship-carrier"
            className="shop-select"
            value={carrier}
            onChange={(e) => setCarrier(e.target.value as CarrierCode)}
            data-testid="ship-carrier"
          >
            {(carriers.data ?? [{ code: 'sandbox' as const, name: t('shop.ops.carrier') }]).map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="shop-form__field">
          <label className="shop-form__label" htmlFor="ship-number">
            {t('shop.ops.trackingNumber')}
          </label>
          <Input
            id="ship-number"
            className="shop-select"
            value={number}
            onChange={setNumber}
            aria-describedby="ship-number-hint"
            aria-invalid={error ? true : undefined}
            data-testid="ship-number"
          />
          <span id="ship-number-hint" className={error ? 'shop-form__error' : 'shop-muted shop-small'} data-testid="ship-number-hint">
            {error || t('shop.ops.trackingHint')}
          </span>
        </div>
        <SheetActions
          className="shop-sheet__actions"
          onCancel={onClose}
          confirmLabel={t('shop.ops.ship')}
          confirmTestId="ship-confirm"
          loading={ship.isPending}
        />
      </form>
    </Popup>
  );
}

function Row({ order, onShip }: { order: OrderToShip; onShip: () => void }) {
  const { t } = useTranslation();
  const a = order.address;
  return (
    <li className="card shop-panel shop-ship-card" data-testid="ship-row" data-number={order.number}>
      <div className="shop-parcel__row">
        <strong>{order.number}</strong>
        <span>{formatMoney(order.total, order.currency)}</span>
      </div>
      <span className="shop-muted shop-small">{t('shop.ops.paidAt', { time: formatDateTime(order.paidAt) })}</span>
      <ul>
        {order.items.map((i, n) => (
          <li key={n}>
            {i.title}
            {Object.values(i.attrs).length ? ` · ${Object.values(i.attrs).join(' / ')}` : ''} × {i.quantity}
          </li>
        ))}
      </ul>
      <span data-testid="ship-address">
        {a.name} {a.phone} · {a.areaNames.join(' ')} {a.detail}
      </span>
      <span className="shop-muted shop-small">{t('shop.ops.weight', { kg: (order.weightGrams / 1000).toFixed(2) })}</span>
      {order.remark ? <span className="shop-muted shop-small">{t('shop.ops.remark', { remark: order.remark })}</span> : null}
      <Button color="primary" size="small" shape="rounded" onClick={onShip} data-testid="ship-open">
        {t('shop.ops.ship')}
      </Button>
    </li>
  );
}

/** Staff: paid goods orders waiting to be shipped, the oldest payment first; each ships with a carrier and a waybill. */
export default function AdminShipPage() {
  const { t } = useTranslation();
  const list = useOrdersToShip();
  const [shipping, setShipping] = useState<OrderToShip | null>(null);
  return (
    <PageLayout title={t('shop.ops.toShip')} testId="admin-ship-page">
      <AdminNav />
      <PagedList
        query={list.query}
        items={list.items}
        render={(o) => <Row key={o.orderId} order={o} onShip={() => setShipping(o)} />}
        as="ul"
        className="shop-admin-list"
        testIdPrefix="ship"
        listTestId="ship-list"
        empty={{ title: t('shop.ops.toShipEmpty'), description: t('shop.ops.toShipEmptyText') }}
        failed={{ title: t('shop.ops.failed'), description: t('shop.list.failedText') }}
        footer="shop.list"
      />
      {shipping ? <ShipSheet order={shipping} onClose={() => setShipping(null)} /> : null}
    </PageLayout>
  );
}
