import type { Order } from '@contracts/schemas/commerce';
import { NoticeBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@client/config/paths';
import '@client/lib/commerce/commerce.css';
import { formatDateTime, formatRange, useMoney } from '@client/lib/commerce/format';
import { PaymentCountdown } from '@client/features/orders/components/countdown';
import { OrderPage } from '@client/features/orders/components/order-page';
import { useOrder } from '@client/features/orders/api/orders';
import { OrderActions } from '@client/features/orders/components/order-actions';
import { OrderStatusTag } from '@client/features/orders/components/order-status-tag';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="cm-field">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

function Detail({ order }: { order: Order }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoney();
  const q = useOrder(order.id);
  return (
    <>
      <section className="card cm-card cm-order-head">
        <div className="cm-row">
          <h2 className="cm-title">{t(`orders.status.${order.status}`)}</h2>
          <OrderStatusTag status={order.status} />
        </div>
        <p className="cm-muted">{t(`orders.statusText.${order.status}`)}</p>
        {order.status === 'pending_payment' ? <PaymentCountdown expiresAt={order.expiresAt} onExpire={() => void q.refetch()} /> : null}
      </section>
      {order.refundedCount > 0 && order.status === 'paid' ? (
        <NoticeBar className="cm-notice" content={t('orders.partlyRefunded', { count: order.refundedCount })} color="info" />
      ) : null}
      <section className="card cm-card">
        <h3 className="cm-subtitle">{order.exhibition.title}</h3>
        <p className="cm-muted cm-small">{formatRange(order.exhibition.startsAt, order.exhibition.endsAt)}</p>
        <p className="cm-muted cm-small">{order.exhibition.venueName}</p>
        <dl className="cm-fields">
          <Row label={t('orders.fields.ticketType')}>{order.ticketType.name}</Row>
          <Row label={t('orders.fields.unitPrice')}>{money(order.unitPrice, order.currency)}</Row>
          <Row label={t('orders.fields.quantity')}>{order.quantity}</Row>
          <Row label={t('orders.fields.discount')}>-{money(order.discount, order.currency)}</Row>
          <Row label={t('orders.fields.total')} testId="order-total">
            <strong>{money(order.total, order.currency)}</strong>
          </Row>
          {order.refundedAmount > 0 ? (
            <Row label={t('orders.fields.refundedAmount')}>{money(order.refundedAmount, order.currency)}</Row>
          ) : null}
        </dl>
      </section>
      <section className="card cm-card">
        <dl className="cm-fields">
          <Row label={t('orders.fields.number')} testId="order-number">
            {order.number}
          </Row>
          <Row label={t('orders.fields.createdAt')}>{formatDateTime(order.createdAt)}</Row>
          <Row label={t('orders.fields.paymentMethod')}>{order.paymentMethod ? t(`payment.providers.${order.paymentMethod}`) : '—'}</Row>
          {order.paidAt ? <Row label={t('orders.fields.paidAt')}>{formatDateTime(order.paidAt)}</Row> : null}
          {order.completedAt ? <Row label={t('orders.fields.completedAt')}>{formatDateTime(order.completedAt)}</Row> : null}
          {order.cancelledAt ? <Row label={t('orders.fields.cancelledAt')}>{formatDateTime(order.cancelledAt)}</Row> : null}
          {order.refundedAt ? <Row label={t('orders.fields.refundedAt')}>{formatDateTime(order.refundedAt)}</Row> : null}
          <Row label={t('orders.fields.verifiedCount')} testId="order-verified">
            {order.verifiedCount}
          </Row>
          <Row label={t('orders.fields.remainingCount')} testId="order-remaining">
            {order.remainingCount}
          </Row>
          {order.refundedCount > 0 ? <Row label={t('orders.fields.refundedCount')}>{order.refundedCount}</Row> : null}
          <Row label={t('orders.fields.remark')}>{order.remark || '—'}</Row>
        </dl>
      </section>
      <section className="card cm-card">
        <h3 className="cm-subtitle">{t('orders.holder')}</h3>
        <dl className="cm-fields">
          <Row label={t('exhibitions.fields.name')}>{order.holder.name}</Row>
          <Row label={t('exhibitions.fields.email')}>{order.holder.email}</Row>
          <Row label={t('exhibitions.fields.country')}>{order.holder.country}</Row>
        </dl>
      </section>
      <div className="cm-bottom-bar cm-bottom-bar--actions">
        <OrderActions order={order} onDeleted={() => void navigate(paths.orders, { replace: true })} />
      </div>
    </>
  );
}

/** One order with every field (SPEC §3) and its actions; the sandbox checkout returns here. */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  return (
    <OrderPage title={t('orders.detailTitle')} testId="order-detail-page" loadingRows={3}>
      {(order) => <Detail order={order} />}
    </OrderPage>
  );
}
