import type { Order } from '@contracts/schemas/orders';
import { Button, Radio, Result } from 'antd-mobile';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { randomUuid } from '@client/lib/random-uuid';
import { useLocale } from '@client/lib/use-locale';
import { reportSubmitError } from '@client/lib/forms';
import { serverLanguage } from '@client/lib/language';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import '@client/features/commerce/commerce.css';
import { formatRange, useMoney } from '@client/features/commerce/utils/format';
import { formatDiscount } from '@client/lib/money';
import { useOrder, usePayOrder } from '@client/features/commerce/orders/api/orders';
import { PaymentCountdown } from '@client/features/commerce/orders/components/countdown';
import { OrderPage } from '@client/features/commerce/orders/components/order-page';
import { useOrderCommands } from '@client/features/commerce/orders/hooks/use-order-commands';
import {
  isGoodsOrder,
  isTicketOrder,
  orderStatusKey,
  orderStatusTextKeys,
  orderTitle,
} from '@client/features/commerce/orders/utils/order-kind';

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
  const commands = useOrderCommands(order.id);
  const query = useOrder(order.id);
  // one key for this order on this page: a retried tap returns the same payment
  const key = useRef(randomUuid());

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

  if (order.status !== 'pending_payment') {
    const paid = order.status === 'paid' || order.status === 'completed';
    return (
      <div className="cm-result" data-testid="pay-result">
        <Result status={paid ? 'success' : 'warning'} title={t(orderStatusKey(order))} description={t(orderStatusTextKeys(order))} />
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
        <h3 className="cm-subtitle">{orderTitle(order)}</h3>
        {isTicketOrder(order) ? (
          <p className="cm-muted cm-small">{formatRange(order.details.exhibition.startsAt, order.details.exhibition.endsAt, order.details.exhibition.timeZone)}</p>
        ) : null}
        {/* One line: "type × n" as always; a cart: one row a line. */}
        {order.lines.length > 1
          ? order.lines.map((line) => (
              <p key={line.position} className="cm-muted cm-small" data-testid={`pay-line-${line.position}`}>
                {line.title} × {line.quantity} · {money(line.lineTotal, order.currency)}
              </p>
            ))
          : null}
        <p className="cm-muted cm-small">
          {order.lines.length > 1
            ? ''
            : isTicketOrder(order)
              ? `${order.details.ticketType.name} × ${order.quantity}`
              : `× ${order.quantity}`}
          {order.discount > 0 ? ` · ${t('orders.fields.discount')} ${formatDiscount(order.discount, order.currency)}` : ''}
        </p>
        {isGoodsOrder(order) ? (
          <>
            <p className="cm-muted cm-small" data-testid="pay-shipping-fee">
              {t('orders.fields.shippingFee')} {money(order.details.shippingFee, order.currency)}
            </p>
            <p className="cm-muted cm-small" data-testid="pay-address">
              {t('orders.fields.deliverTo')} {order.details.address.name} ·{' '}
              {[...order.details.address.areaNames.filter((n, i, all) => all.indexOf(n) === i), order.details.address.detail].join(' ')}
            </p>
          </>
        ) : null}
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
        <Button shape="rounded" loading={commands.cancelling} onClick={commands.cancel} data-testid="pay-cancel">
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
  return (
    <OrderPage title="payment.title" testId="pay-page">
      {(order) => <Pay order={order} />}
    </OrderPage>
  );
}
