import { NoticeBar, PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { EmptyState } from '@client/features/commerce/components/states';
import { PagedItems } from '@client/features/commerce/components/paged-items';
import { useTickets, type TicketListKind } from '@client/features/commerce/tickets/api/tickets';
import { TicketCard } from '@client/features/commerce/tickets/components/ticket-card';

/** The screens' `?order=<order id>` (the orders' "view tickets"), null without one. */
export function useOrderParam(): string | null {
  const [params] = useSearchParams();
  return params.get('order') || null;
}

/**
 * The wallet's or the history's list: all the caller's tickets, or with `orderId` (the screens'
 * `?order=`) one order's, filtered and paged by the server. Loading, order not found (someone
 * else's or deleted: the server answers 404), load failed with a retry, `empty`, then the cards.
 */
export function TicketList({
  kind,
  orderId,
  empty,
  testId,
}: {
  kind: TicketListKind;
  orderId: string | null;
  empty: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useTickets(kind, orderId);
  return (
    <>
      {orderId ? (
        <NoticeBar
          className="cm-notice"
          content={t('tickets.ofOneOrder')}
          color="info"
          extra={
            <button
              type="button"
              className="link-button"
              onClick={() => void navigate(kind === 'wallet' ? paths.tickets : paths.ticketHistory, { replace: true })}
              data-testid="tickets-show-all"
            >
              {t('tickets.showAll')}
            </button>
          }
        />
      ) : null}
      <PullToRefresh onRefresh={() => list.query.refetch().then(() => undefined)}>
        <PagedItems
          list={list}
          empty={empty}
          errorTitle={t('tickets.loadFailed')}
          notFound={orderId ? <EmptyState title={t('tickets.orderNotFound')} /> : undefined}
          testId={testId}
        >
          {list.items.map((tk) => (
            <TicketCard key={tk.id} ticket={tk} showQr={kind === 'wallet'} />
          ))}
        </PagedItems>
      </PullToRefresh>
    </>
  );
}
