import type { TicketStatus } from '@contracts/schemas/commerce';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

const COLOR: Record<TicketStatus, string> = { valid: '#007a50', verified: '#1a5fd0', refunded: '#8a4500', expired: '#595959' };

export function TicketStatusTag({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOR[status]} fill="outline" data-testid="ticket-status">
      {t(`tickets.status.${status}`)}
    </Tag>
  );
}
