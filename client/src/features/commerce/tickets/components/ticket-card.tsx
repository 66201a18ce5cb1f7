import type { Ticket } from '@contracts/schemas/commerce';
import { useTranslation } from 'react-i18next';
import { paths } from '@client/config/paths';
import { NavigateButton } from '@client/components/navigate-button';
import { formatDateTime } from '@client/lib/time-text';
import { formatRange } from '@client/features/commerce/utils/format';
import { TicketQr } from '@client/features/commerce/tickets/components/ticket-qr';
import { TicketStatusTag } from '@client/features/commerce/components/status-tag';

export function TicketCard({ ticket, showQr }: { ticket: Ticket; showQr: boolean }) {
  const { t } = useTranslation();
  return (
    <li className="card cm-card cm-ticket-card" data-testid={`ticket-card-${ticket.id}`}>
      <NavigateButton
        to={`${paths.ticketDetail}?id=${encodeURIComponent(ticket.id)}`}
        className="cm-ticket-card__main"
        testId="ticket-open"
      >
        <div className="cm-row">
          <span className="cm-ticket-card__title">{ticket.exhibition.title}</span>
          <TicketStatusTag status={ticket.status} />
        </div>
        <p className="cm-muted cm-small">{formatRange(ticket.exhibition.startsAt, ticket.exhibition.endsAt, ticket.exhibition.timeZone)}</p>
        <p className="cm-muted cm-small">
          {ticket.ticketTypeName} · {ticket.holderName} · {ticket.exhibition.venueName}
        </p>
        {ticket.status === 'verified' && ticket.verifiedAt ? (
          <p className="cm-small" data-testid="ticket-verified-at">
            {t('tickets.verifiedAt', { time: formatDateTime(ticket.verifiedAt), gate: ticket.gate ?? t('tickets.unknownGate') })}
          </p>
        ) : null}
      </NavigateButton>
      {showQr && ticket.qr ? (
        <div className="cm-ticket-card__qr">
          <TicketQr code={ticket.qr} size={168} />
          <p className="cm-muted cm-small">
            {t('orders.fields.number')} {ticket.orderNumber}
          </p>
        </div>
      ) : null}
    </li>
  );
}
