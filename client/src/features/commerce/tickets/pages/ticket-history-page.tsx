import { useTranslation } from 'react-i18next';
import { PageLayout } from '@client/components/page-layout';
import '@client/features/commerce/commerce.css';
import { useOrderUpdates } from '@client/features/commerce/hooks/use-order-updates';
import { EmptyState } from '@client/features/commerce/components/states';
import { TicketList, useOrderParam } from '@client/features/commerce/tickets/components/ticket-list';

/** History tickets: verified, refunded and expired (`?order=` shows one order's). */
export default function TicketHistoryPage() {
  const { t } = useTranslation();
  const orderId = useOrderParam();
  useOrderUpdates();
  return (
    <PageLayout title={t('tickets.history')} testId="ticket-history-page">
      <TicketList
        kind="history"
        orderId={orderId}
        empty={<EmptyState title={t(orderId ? 'tickets.orderHistoryEmpty' : 'tickets.historyEmpty')} />}
        testId="ticket-history-list"
      />
    </PageLayout>
  );
}
