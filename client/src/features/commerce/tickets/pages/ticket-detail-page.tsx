import type { Ticket } from '@contracts/schemas/commerce';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { AddToCalendarButton } from '@client/components/add-to-calendar';
import { formatDateTime } from '@client/lib/time-text';
import { notify } from '@client/lib/notify';
import '@client/features/commerce/commerce.css';
import { FieldRow } from '@client/features/commerce/components/field-row';
import { formatRange } from '@client/features/commerce/utils/format';
import { useOrderUpdates } from '@client/features/commerce/hooks/use-order-updates';
import { ItemPage } from '@client/features/commerce/components/item-page';
import { useTicket } from '@client/features/commerce/tickets/api/tickets';
import { TicketQr } from '@client/features/commerce/tickets/components/ticket-qr';
import { TicketStatusTag } from '@client/features/commerce/components/status-tag';
import { TICKET_QR_DOOR_SIZE } from '@client/features/commerce/tickets/utils/ticket-qr-options';

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
        <p className="cm-muted cm-small">{formatRange(ticket.exhibition.startsAt, ticket.exhibition.endsAt, ticket.exhibition.timeZone)}</p>
        <p className="cm-muted cm-small">{ticket.exhibition.venueName}</p>
        <AddToCalendarButton
          event={() => ({
            uid: `ticket-${ticket.id}@reefline`,
            title: ticket.exhibition.title,
            startsAt: ticket.validFrom,
            endsAt: ticket.validTo,
            location: ticket.exhibition.venueName,
            description: `${ticket.ticketTypeName} · ${ticket.orderNumber}`,
          })}
          fileName={`ticket-${ticket.id}`}
          texts={{ label: t('exhibitions.calendar.add'), added: t('exhibitions.calendar.added'), refused: t('exhibitions.calendar.refused') }}
          testId="ticket-add-to-calendar"
        />
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
          <FieldRow label={t('orders.fields.ticketType')}>{ticket.ticketTypeName}</FieldRow>
          <FieldRow label={t('exhibitions.fields.name')}>{ticket.holderName}</FieldRow>
          <FieldRow label={t('tickets.validity')}>{formatRange(ticket.validFrom, ticket.validTo, ticket.exhibition.timeZone)}</FieldRow>
          <FieldRow label={t('orders.fields.number')}>{ticket.orderNumber}</FieldRow>
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
  useOrderUpdates();
  return (
    <ItemPage title="tickets.detailTitle" testId="ticket-detail-page" useItem={useTicket} notFound="tickets.notFound">
      {(ticket) => <Detail ticket={ticket} />}
    </ItemPage>
  );
}
