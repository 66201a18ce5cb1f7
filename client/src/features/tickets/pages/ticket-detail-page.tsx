import type { Ticket } from '@contracts/schemas/commerce';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isNotFound } from '@client/lib/api-client';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import '@client/lib/commerce/commerce.css';
import { formatDateTime, formatRange } from '@client/lib/commerce/format';
import { useOrderUpdates } from '@client/lib/commerce/live';
import { EmptyState, ErrorState, LoadingState } from '@client/lib/commerce/states';
import { notify } from '@client/lib/notify';
import { useTicket } from '@client/features/tickets/api/tickets';
import { TicketQr } from '@client/features/tickets/components/ticket-qr';
import { TicketStatusTag } from '@client/features/tickets/components/ticket-status-tag';
import { TICKET_QR_DOOR_SIZE } from '@client/features/tickets/utils/ticket-qr-options';

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify({ key: 'tickets.copied' });
  } catch {
    // SPEC §8: copy failure
    notify({ key: 'tickets.copyFailed' });
  }
}

function Detail({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <section className="card cm-card cm-ticket-detail">
        <div className="cm-row">
          <h2 className="cm-title">{ticket.exhibition.title}</h2>
          <TicketStatusTag status={ticket.status} />
        </div>
        <p className="cm-muted cm-small">{formatRange(ticket.exhibition.startsAt, ticket.exhibition.endsAt)}</p>
        <p className="cm-muted cm-small">{ticket.exhibition.venueName}</p>
        {ticket.status === 'valid' && ticket.qr ? (
          <div className="cm-ticket-detail__qr">
            <TicketQr code={ticket.qr} size={TICKET_QR_DOOR_SIZE} />
            <p className="cm-muted cm-small">{t('tickets.showAtDoor')}</p>
            <button type="button" className="link-button" onClick={() => void copy(ticket.qr ?? '')} data-testid="ticket-copy-code">
              {t('tickets.copyCode')}
            </button>
          </div>
        ) : (
          <p className="cm-ticket-detail__state" data-testid="ticket-state-text">
            {ticket.status === 'verified' && ticket.verifiedAt
              ? t('tickets.verifiedAt', { time: formatDateTime(ticket.verifiedAt), gate: ticket.gate ?? t('tickets.unknownGate') })
              : t(`tickets.statusText.${ticket.status}`)}
          </p>
        )}
      </section>
      <section className="card cm-card">
        <dl className="cm-fields">
          <div className="cm-field">
            <dt>{t('orders.fields.ticketType')}</dt>
            <dd>{ticket.ticketTypeName}</dd>
          </div>
          <div className="cm-field">
            <dt>{t('exhibitions.fields.name')}</dt>
            <dd>{ticket.holderName}</dd>
          </div>
          <div className="cm-field">
            <dt>{t('tickets.validity')}</dt>
            <dd>{formatRange(ticket.validFrom, ticket.validTo)}</dd>
          </div>
          <div className="cm-field">
            <dt>{t('orders.fields.number')}</dt>
            <dd>{ticket.orderNumber}</dd>
          </div>
        </dl>
        <Button
          block
          fill="outline"
          color="primary"
          onClick={() => void navigate(`${paths.orderDetail}?id=${encodeURIComponent(ticket.orderId)}`)}
          data-testid="ticket-to-order"
        >
          {t('tickets.viewOrder')}
        </Button>
      </section>
    </>
  );
}

/** One ticket, its QR large for the door. */
export default function TicketDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const query = useTicket(id);
  useOrderUpdates();
  return (
    <PageLayout title={t('tickets.detailTitle')} testId="ticket-detail-page">
      {!id ? (
        <EmptyState title={t('tickets.notFound')} />
      ) : query.isPending ? (
        <LoadingState rows={2} />
      ) : query.isError && isNotFound(query.error) ? (
        <EmptyState title={t('tickets.notFound')} />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : (
        <Detail ticket={query.data} />
      )}
    </PageLayout>
  );
}
