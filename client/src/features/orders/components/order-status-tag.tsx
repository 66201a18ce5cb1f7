import type { OrderStatus } from '@contracts/schemas/commerce';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** colours with 4.5:1 contrast on white */
const COLOR: Record<OrderStatus, string> = {
  pending_payment: '#c73000',
  paid: '#1a5fd0',
  completed: '#007a50',
  cancelled: '#595959',
  expired: '#595959',
  refunded: '#8a4500',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOR[status]} fill="outline" data-testid="order-status">
      {t(`orders.status.${status}`)}
    </Tag>
  );
}
