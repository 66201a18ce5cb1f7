import { Button } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { NavigateButton } from '@client/components/navigate-button';
import { PageLayout } from '@client/components/page-layout';
import '@client/features/commerce/commerce.css';
import { useOrderUpdates } from '@client/features/commerce/hooks/use-order-updates';
import { EmptyState } from '@client/features/commerce/components/states';
import { TicketList, useOrderParam } from '@client/features/commerce/tickets/components/ticket-list';

/** The ticket wallet: tickets pending verification, each with its QR (`?order=` shows one order's). */
export default function TicketWalletPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orderId = useOrderParam();
  useOrderUpdates();

  const empty = orderId ? (
    <EmptyState
      title={t('tickets.orderEmpty')}
      description={t('tickets.orderEmptyText')}
      action={
        <div className="center-state__actions">
          <Button
            color="primary"
            fill="outline"
            shape="rounded"
            onClick={() => void navigate(`${paths.ticketHistory}?order=${encodeURIComponent(orderId)}`)}
            data-testid="tickets-order-history"
          >
            {t('tickets.orderHistory')}
          </Button>
          <Button shape="rounded" onClick={() => void navigate(`${paths.orderDetail}?id=${encodeURIComponent(orderId)}`)}>
            {t('tickets.viewOrder')}
          </Button>
        </div>
      }
    />
  ) : (
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
  );

  return (
    <PageLayout
      title={t('tickets.title')}
      testId="ticket-wallet-page"
      right={
        <NavigateButton to={paths.ticketHistory} className="icon-button" label={t('tickets.history')} testId="tickets-history">
          <ClockCircleOutline aria-hidden />
        </NavigateButton>
      }
    >
      <TicketList kind="wallet" orderId={orderId} empty={empty} testId="ticket-list" />
    </PageLayout>
  );
}
