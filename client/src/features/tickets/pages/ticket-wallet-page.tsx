import { Button, NoticeBar, PullToRefresh } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import '@client/lib/commerce/commerce.css';
import { useOrderUpdates } from '@client/lib/commerce/live';
import { EmptyState, ErrorState, ListFooter, LoadingState } from '@client/lib/commerce/states';
import { useTickets } from '@client/features/tickets/api/tickets';
import { TicketCard } from '@client/features/tickets/components/ticket-card';

/** The ticket wallet: tickets pending verification, each with its QR (`?order=` shows one order's). */
export default function TicketWalletPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const list = useTickets('wallet');
  useOrderUpdates();
  const items = orderId ? list.items.filter((tk) => tk.orderId === orderId) : list.items;

  return (
    <PageLayout
      title={t('tickets.title')}
      testId="ticket-wallet-page"
      right={
        <button
          type="button"
          className="icon-button"
          aria-label={t('tickets.history')}
          onClick={() => void navigate(paths.ticketHistory)}
          data-testid="tickets-history"
        >
          <ClockCircleOutline aria-hidden />
        </button>
      }
    >
      {orderId ? (
        <NoticeBar
          content={t('tickets.ofOneOrder')}
          color="info"
          extra={
            <button type="button" className="link-button" onClick={() => void navigate(paths.tickets, { replace: true })}>
              {t('tickets.showAll')}
            </button>
          }
        />
      ) : null}
      <PullToRefresh onRefresh={() => list.query.refetch().then(() => undefined)}>
        {list.query.isPending ? (
          <LoadingState />
        ) : list.query.isError && list.items.length === 0 ? (
          <ErrorState onRetry={() => void list.query.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState
            title={t('tickets.empty')}
            description={t('tickets.emptyText')}
            action={
              <div className="center-state__actions">
                <Button color="primary" fill="outline" shape="rounded" onClick={() => void navigate(paths.tabShows)}>
                  {t('orders.browse')}
                </Button>
                <Button shape="rounded" onClick={() => void navigate(paths.ticketHistory)}>
                  {t('tickets.history')}
                </Button>
              </div>
            }
          />
        ) : (
          <>
            <ul className="cm-list" data-testid="ticket-list">
              {items.map((tk) => (
                <TicketCard key={tk.id} ticket={tk} showQr />
              ))}
            </ul>
            <ListFooter hasMore={list.hasMore} loadMore={list.loadMore} />
          </>
        )}
      </PullToRefresh>
    </PageLayout>
  );
}
