import type { Order } from '@contracts/schemas/orders';
import { useTranslation } from 'react-i18next';
import { paths } from '@client/config/paths';
import { NavigateButton } from '@client/components/navigate-button';
import { formatDateTime } from '@client/lib/time-text';
import { formatRange, useMoney } from '@client/features/commerce/utils/format';
import { OrderActions } from '@client/features/commerce/orders/components/order-actions';
import { OrderStatusTag } from '@client/features/commerce/components/status-tag';
import { isTicketOrder, orderStatusKey, orderTitle } from '@client/features/commerce/orders/utils/order-kind';

export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const money = useMoney();
  const ticket = isTicketOrder(order);
  return (
    <li className="card cm-card cm-order-card" data-testid={`order-card-${order.number}`}>
      <NavigateButton to={`${paths.orderDetail}?id=${encodeURIComponent(order.id)}`} className="cm-order-card__main" testId="order-open">
        <div className="cm-row">
          <span className="cm-muted cm-small">
            {t('orders.fields.number')} {order.number}
          </span>
          <OrderStatusTag status={order.status} label={orderStatusKey(order)} />
        </div>
        <p className="cm-order-card__title">{orderTitle(order)}</p>
        <p className="cm-muted cm-small">
          {ticket ? `${order.details.ticketType.name} × ` : '× '}
          {order.quantity}
        </p>
        {/* a ticket order shows when to go (the venue's clock); any other order when it was placed */}
        <p className="cm-muted cm-small" data-testid="order-card-when">
          {ticket
            ? t('orders.visitOn', {
                when: formatRange(order.details.exhibition.startsAt, order.details.exhibition.endsAt, order.details.exhibition.timeZone),
              })
            : t('orders.placedOn', { when: formatDateTime(order.createdAt) })}
        </p>
        <p className="cm-row">
          <span className="cm-muted cm-small">
            {ticket && (order.status === 'paid' || order.status === 'completed')
              ? t('orders.usage', { verified: order.details.verifiedCount, remaining: order.details.remainingCount })
              : ''}
          </span>
          <span className="cm-price">{money(order.total, order.currency)}</span>
        </p>
      </NavigateButton>
      <OrderActions order={order} />
    </li>
  );
}
