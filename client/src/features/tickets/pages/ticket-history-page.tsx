import { PullToRefresh } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@client/components/page-layout';
import '@client/lib/commerce/commerce.css';
import { useOrderUpdates } from '@client/lib/commerce/live';
import { EmptyState, ErrorState, ListFooter, LoadingState } from '@client/lib/commerce/states';
import { useTickets } from '@client/features/tickets/api/tickets';
import { TicketCard } from '@client/features/tickets/components/ticket-card';

/** History tickets: verified, refunded and expired. */
export default function TicketHistoryPage() {
  const { t } = useTranslation();
  const list = useTickets('history');
  useOrderUpdates();
  return (
    <PageLayout title={t('tickets.history')} testId="ticket-history-page">
      <PullToRefresh onRefresh={() => list.query.refetch().then(() => undefined)}>
        {list.query.isPending ? (
          <LoadingState />
        ) : list.query.isError && list.items.length === 0 ? (
          <ErrorState onRetry={() => void list.query.refetch()} />
        ) : list.items.length === 0 ? (
          <EmptyState title={t('tickets.historyEmpty')} />
        ) : (
          <>
            <ul className="cm-list" data-testid="ticket-history-list">
              {list.items.map((tk) => (
                <TicketCard key={tk.id} ticket={tk} showQr={false} />
              ))}
            </ul>
            <ListFooter hasMore={list.hasMore} loadMore={list.loadMore} />
          </>
        )}
      </PullToRefresh>
    </PageLayout>
  );
}
