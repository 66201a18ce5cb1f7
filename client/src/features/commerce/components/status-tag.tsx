import type { ExhibitionStatus, TicketStatus } from '@contracts/schemas/commerce';
import type { OrderStatus } from '@contracts/schemas/orders';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** Tag colours with 4.5:1 contrast on white. */
const BLUE = '#1a5fd0';
const GREEN = '#007a50';
const GREY = '#595959';
const ORANGE = '#c73000';
const BROWN = '#8a4500';

/** A status as an outlined tag in its colour, named by `<i18n>.<status>` (or by the i18n key `label`). */
function statusTag<S extends string>(testId: string, i18n: string, colors: Record<S, string>) {
  return function StatusTag({ status, label }: { status: S; label?: string }) {
    const { t } = useTranslation();
    return (
      <Tag color={colors[status]} fill="outline" data-testid={testId}>
        {t(label ?? `${i18n}.${status}`)}
      </Tag>
    );
  };
}

export const ExhibitionStatusTag = statusTag<ExhibitionStatus>('exhibition-status', 'exhibitions.status', {
  upcoming: BLUE,
  running: GREEN,
  ended: GREY,
});

export const OrderStatusTag = statusTag<OrderStatus>('order-status', 'orders.status', {
  pending_payment: ORANGE,
  paid: BLUE,
  completed: GREEN,
  cancelled: GREY,
  expired: GREY,
  refunded: BROWN,
});

export const TicketStatusTag = statusTag<TicketStatus>('ticket-status', 'tickets.status', {
  valid: GREEN,
  verified: BLUE,
  refunded: BROWN,
  expired: GREY,
});
