import type { Order } from '@contracts/schemas/orders';
import { NoticeBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { formatDateTime } from '@client/lib/time-text';
import '@client/features/commerce/commerce.css';
import { FieldRow, UsageRows } from '@client/features/commerce/components/field-row';
import { formatRange, useMoney } from '@client/features/commerce/utils/format';
import { formatDiscount } from '@client/lib/money';
import { PaymentCountdown } from '@client/features/commerce/orders/components/countdown';
import { OrderLines } from '@client/features/commerce/orders/components/order-lines';
import { OrderPage } from '@client/features/commerce/orders/components/order-page';
import { useOrder } from '@client/features/commerce/orders/api/orders';
import { OrderActions } from '@client/features/commerce/orders/components/order-actions';
import { OrderStatusTag } from '@client/features/commerce/components/status-tag';
import { isTicketOrder, orderStatusKey, orderStatusTextKeys, orderTitle } from '@client/features/commerce/orders/utils/order-kind';

function Detail({ order }: { order: Order }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoney();
  const q = useOrder(order.id);
  const ticket = isTicketOrder(order);
  return (
    <>
      <section className="card cm-card cm-order-head">
        <div className="cm-row">
          <h2 className="cm-title">{t(orderStatusKey(order))}</h2>
          <OrderStatusTag status={order.status} label={orderStatusKey(order)} />
        </div>
        <p className="cm-muted" data-testid="order-status-text">
          {t(orderStatusTextKeys(order))}
        </p>
        {order.status === 'pending_payment' ? <PaymentCountdown expiresAt={order.expiresAt} onExpire={() => void q.refetch()} /> : null}
      </section>
      {ticket && order.details.refundedCount > 0 && order.status === 'paid' ? (
        <NoticeBar className="cm-notice" content={t('orders.partlyRefunded', { count: order.details.refundedCount })} color="info" />
      ) : null}
      <section className="card cm-card">
        <h3 className="cm-subtitle">{orderTitle(order)}</h3>
        {ticket ? (
          <>
            <p className="cm-muted cm-small">{formatRange(order.details.exhibition.startsAt, order.details.exhibition.endsAt, order.details.exhibition.timeZone)}</p>
            <p className="cm-muted cm-small">{order.details.exhibition.venueName}</p>
          </>
        ) : null}
        <dl className="cm-fields">
          {ticket ? <FieldRow label={t('orders.fields.ticketType')}>{order.details.ticketType.name}</FieldRow> : null}
          <OrderLines order={order} />
          {order.discount > 0 ? (
            <FieldRow label={t('orders.fields.discount')} testId="order-discount">
              {formatDiscount(order.discount, order.currency)}
            </FieldRow>
          ) : null}
          <FieldRow label={t('orders.fields.total')} testId="order-total">
            <strong>{money(order.total, order.currency)}</strong>
          </FieldRow>
          {order.refundedAmount > 0 ? (
            <FieldRow label={t('orders.fields.refundedAmount')}>{money(order.refundedAmount, order.currency)}</FieldRow>
          ) : null}
        </dl>
      </section>
      <section className="card cm-card">
        <dl className="cm-fields">
          <FieldRow label={t('orders.fields.number')} testId="order-number">
            {order.number}
          </FieldRow>
          <FieldRow label={t('orders.fields.createdAt')}>{formatDateTime(order.createdAt)}</FieldRow>
          <FieldRow label={t('orders.fields.paymentMethod')}>
            {order.paymentMethod ? t(`payment.providers.${order.paymentMethod}`) : '—'}
          </FieldRow>
          {order.paidAt ? <FieldRow label={t('orders.fields.paidAt')}>{formatDateTime(order.paidAt)}</FieldRow> : null}
          {order.completedAt ? <FieldRow label={t('orders.fields.completedAt')}>{formatDateTime(order.completedAt)}</FieldRow> : null}
          {order.cancelledAt ? <FieldRow label={t('orders.fields.cancelledAt')}>{formatDateTime(order.cancelledAt)}</FieldRow> : null}
          {order.refundedAt ? <FieldRow label={t('orders.fields.refundedAt')}>{formatDateTime(order.refundedAt)}</FieldRow> : null}
          {ticket ? (
            <UsageRows verified={order.details.verifiedCount} remaining={order.details.remainingCount} testIdPrefix="order" />
          ) : null}
          {ticket && order.details.refundedCount > 0 ? (
            <FieldRow label={t('orders.fields.refundedCount')}>{order.details.refundedCount}</FieldRow>
          ) : null}
          <FieldRow label={t('orders.fields.remark')}>{order.remark || '—'}</FieldRow>
        </dl>
      </section>
      {ticket ? (
        <section className="card cm-card">
          <h3 className="cm-subtitle">{t('orders.holder')}</h3>
          <dl className="cm-fields">
            <FieldRow label={t('exhibitions.fields.name')}>{order.details.holder.name}</FieldRow>
            <FieldRow label={t('exhibitions.fields.email')}>{order.details.holder.email}</FieldRow>
            <FieldRow label={t('exhibitions.fields.country')}>{order.details.holder.country}</FieldRow>
          </dl>
        </section>
      ) : null}
      <div className="cm-bottom-bar cm-bottom-bar--actions">
        <OrderActions order={order} onDeleted={() => void navigate(paths.orders, { replace: true })} />
      </div>
    </>
  );
}

/** One order with every field (SPEC §3) and its actions; the sandbox checkout returns here. */
export default function OrderDetailPage() {
  return (
    <OrderPage title="orders.detailTitle" testId="order-detail-page" loadingRows={3}>
      {(order) => <Detail order={order} />}
    </OrderPage>
  );
}
