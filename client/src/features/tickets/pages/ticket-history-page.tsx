import { useTranslation } from 'react-i18next';
import { PageLayout } from '@client/components/page-layout';
import '@client/lib/commerce/commerce.css';
import { useOrderUpdates } from '@client/lib/commerce/live';
import { EmptyState } from '@client/lib/commerce/states';
import { TicketList, useOrderParam } from '@client/features/tickets/components/ticket-list';

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
