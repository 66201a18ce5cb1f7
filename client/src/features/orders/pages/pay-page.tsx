import type { Order } from '@contracts/schemas/commerce';
import { Button, Dialog, Radio, Result } from 'antd-mobile';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@client/config/paths';
import '@client/lib/commerce/commerce.css';
import { formatRange, newIdempotencyKey, useLocale, useMoney } from '@client/lib/commerce/format';
import { reportSubmitError } from '@client/lib/forms';
import { serverLanguage } from '@client/lib/language';
import { notify } from '@client/lib/notify';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import { useCancelOrder, useOrder, usePayOrder } from '@client/features/orders/api/orders';
import { PaymentCountdown } from '@client/features/orders/components/countdown';
import { OrderPage } from '@client/features/orders/components/order-page';

/** `checkoutUrl` with the interface language (replacing any `lang` it has), so the checkout page speaks it too. */
export function withLang(url: string, lang: string): string {
  try {
    const u = new URL(url, window.location.href);
    u.searchParams.set('lang', lang);
    return u.toString();
  } catch {
    return url;
  }
}

function Pay({ order }: { order: Order }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoney();
  const locale = useLocale();
  const pay = usePayOrder();
  const cancel = useCancelOrder();
  const query = useOrder(order.id);
  // one key for this order on this page: a retried tap returns the same payment
  const key = useRef(newIdempotencyKey());

  const onPay = useThrottledAction(() => {
    pay.mutate(
      { id: order.id, idempotencyKey: key.current },
      {
        onSuccess: (start) => {
          window.location.assign(withLang(start.checkoutUrl, serverLanguage(locale)));
        },
        onError: (e) => {
          reportSubmitError(e);
          void query.refetch();
        },
      },
    );
  });

  const onCancel = async () => {
    const ok = await Dialog.confirm({
      content: t('orders.cancelConfirm'),
      confirmText: t('orders.actions.cancel'),
      cancelText: t('common.back'),
    });
    if (!ok) return;
    cancel.mutate(order.id, { onSuccess: () => notify({ key: 'orders.cancelled' }), onError: (e) => reportSubmitError(e) });
  };

  if (order.status !== 'pending_payment') {
    const paid = order.status === 'paid' || order.status === 'completed';
    return (
      <div className="cm-result" data-testid="pay-result">
        <Result
          status={paid ? 'success' : 'warning'}
          title={t(`orders.status.${order.status}`)}
          description={t(`orders.statusText.${order.status}`)}
        />
        <Button
          block
          color="primary"
          onClick={() => void navigate(`${paths.orderDetail}?id=${encodeURIComponent(order.id)}`, { replace: true })}
          data-testid="pay-to-detail"
        >
          {t('payment.viewOrder')}
        </Button>
      </div>
    );
  }

  return (
    <>
      <section className="card cm-card cm-pay-head">
        <p className="cm-muted">{t('payment.amountDue')}</p>
        <p className="cm-pay-amount" data-testid="pay-amount">
          {money(order.total, order.currency)}
        </p>
        <PaymentCountdown expiresAt={order.expiresAt} onExpire={() => void query.refetch()} />
        <p className="cm-muted cm-small">
          {t('orders.fields.number')} {order.number}
        </p>
      </section>
      <section className="card cm-card">
        <h3 className="cm-subtitle">{order.exhibition.title}</h3>
        <p className="cm-muted cm-small">{formatRange(order.exhibition.startsAt, order.exhibition.endsAt)}</p>
        <p className="cm-muted cm-small">
          {order.ticketType.name} × {order.quantity}
          {order.discount > 0 ? ` · ${t('orders.fields.discount')} -${money(order.discount, order.currency)}` : ''}
        </p>
      </section>
      <section className="card cm-card">
        <h3 className="cm-subtitle">{t('payment.method')}</h3>
        <Radio.Group value="sandbox">
          <Radio value="sandbox" data-testid="pay-method-sandbox">
            {t('payment.providers.sandbox')}
          </Radio>
        </Radio.Group>
        <p className="cm-muted cm-small">{t('payment.sandboxHint')}</p>
      </section>
      <div className="cm-bottom-bar cm-bottom-bar--split">
        <Button shape="rounded" loading={cancel.isPending} onClick={() => void onCancel()} data-testid="pay-cancel">
          {t('orders.actions.cancel')}
        </Button>
        <Button color="primary" shape="rounded" loading={pay.isPending} onClick={onPay} data-testid="pay-submit">
          {t('payment.pay', { amount: money(order.total, order.currency) })}
        </Button>
      </div>
    </>
  );
}

/** The payment page: amount, countdown to the order's expiry, the Pay button (sandbox provider). */
export default function PayPage() {
  const { t } = useTranslation();
  return (
    <OrderPage title={t('payment.title')} testId="pay-page" loadingRows={2}>
      {(order) => <Pay order={order} />}
    </OrderPage>
  );
}
