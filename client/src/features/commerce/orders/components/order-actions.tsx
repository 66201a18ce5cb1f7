import type { Order } from '@contracts/schemas/orders';
import { Button, Dialog, Popup } from 'antd-mobile';
import { SheetActions } from '@client/components/sheet-actions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { reportSubmitError } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import { QuantityStepper } from '@client/features/commerce/components/quantity-stepper';
import { useRefundOrder } from '@client/features/commerce/orders/api/orders';
import { useOrderCommands } from '@client/features/commerce/orders/hooks/use-order-commands';
import { isGoodsOrder, isTicketOrder } from '@client/features/commerce/orders/utils/order-kind';
import { canReceive, logisticsLink, useReceiveGoodsOrder } from '@client/features/shop';

function RefundSheet({ order, visible, onClose }: { order: Order; visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const refund = useRefundOrder();
  // other kinds than tickets refund the order as a whole (their own rule decides what comes back)
  const ticket = isTicketOrder(order);
  const max = ticket ? Math.max(1, order.details.refundableCount) : order.quantity;
  const [quantity, setQuantity] = useState(max);
  const submit = useThrottledAction(() => {
    refund.mutate(
      { id: order.id, body: { quantity } },
      {
        onSuccess: () => {
          notify({ key: 'orders.refunded' });
          onClose();
        },
        onError: (e) => reportSubmitError(e),
      },
    );
  });
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="cm-popup" destroyOnClose>
      <h2 className="cm-popup__title">{t('orders.refundTitle')}</h2>
      {ticket ? (
        <>
          <p className="cm-muted">{t('orders.refundText', { count: max })}</p>
          <div className="cm-row cm-quantity">
            <span>{t('orders.refundQuantity')}</span>
            <QuantityStepper
              value={quantity}
              max={max}
              onChange={setQuantity}
              label={t('orders.refundQuantity')}
              testId="refund-quantity"
            />
          </div>
        </>
      ) : (
        <p className="cm-muted" data-testid="refund-text">
          {t([`orders.refundTextKind.${order.kind}`, 'orders.refundTextOther'])}
        </p>
      )}
      <SheetActions
        className="cm-popup__actions"
        onCancel={onClose}
        confirmLabel={t('orders.actions.refund')}
        confirmTestId="refund-confirm"
        color="danger"
        loading={refund.isPending}
        onConfirm={submit}
      />
    </Popup>
  );
}

/** A shipped goods order's parcel: its tracking page, and "Confirm receipt" (asked first) until received. */
function ParcelActions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const receive = useReceiveGoodsOrder();
  const shipment = isGoodsOrder(order) ? order.details.shipment : null;
  if (!shipment) return null;
  const ask = async () => {
    const yes = await Dialog.confirm({
      content: t('orders.receiveConfirm'),
      confirmText: t('orders.actions.receive'),
      cancelText: t('common.back'),
    });
    if (yes) receive.mutate(order.id, { onSuccess: () => notify({ key: 'orders.received' }), onError: (e) => reportSubmitError(e) });
  };
  return (
    <>
      <Button
        size="small"
        shape="rounded"
        onClick={() => void navigate(logisticsLink(paths.logistics, order.id, shipment.trackingNumber))}
        data-testid="order-track"
      >
        {t('orders.actions.track')}
      </Button>
      {order.status === 'paid' && canReceive(shipment) ? (
        <Button
          size="small"
          shape="rounded"
          color="primary"
          loading={receive.isPending}
          onClick={() => void ask()}
          data-testid="order-receive"
        >
          {t('orders.actions.receive')}
        </Button>
      ) : null}
    </>
  );
}

/** The buttons an order offers now (`order.actions`), each confirmed before it runs. */
export function OrderActions({ order, onDeleted }: { order: Order; onDeleted?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const commands = useOrderCommands(order.id, onDeleted);
  const [refundOpen, setRefundOpen] = useState(false);
  const a = order.actions;
  // the ticket kind's own action: its details say whether there are tickets to show
  const viewTickets = isTicketOrder(order) && order.details.viewTickets;
  // nothing left to use (completed, refunded): the order's tickets are all history
  const ticketsPath = isTicketOrder(order) && order.details.remainingCount > 0 ? paths.tickets : paths.ticketHistory;

  const parcel = isGoodsOrder(order) && order.details.shipment !== null;
  if (!a.pay && !a.cancel && !a.refund && !a.delete && !viewTickets && !parcel) return null;
  return (
    <div className="cm-actions" data-testid={`order-actions-${order.id}`}>
      {a.delete ? (
        <Button size="small" shape="rounded" loading={commands.removing} onClick={commands.remove} data-testid="order-delete">
          {t('orders.actions.delete')}
        </Button>
      ) : null}
      {a.cancel ? (
        <Button size="small" shape="rounded" loading={commands.cancelling} onClick={commands.cancel} data-testid="order-cancel">
          {t('orders.actions.cancel')}
        </Button>
      ) : null}
      {a.refund ? (
        <Button size="small" shape="rounded" onClick={() => setRefundOpen(true)} data-testid="order-refund">
          {t('orders.actions.refund')}
        </Button>
      ) : null}
      {viewTickets ? (
        <Button
          size="small"
          shape="rounded"
          color="primary"
          fill="outline"
          onClick={() => void navigate(`${ticketsPath}?order=${encodeURIComponent(order.id)}`)}
          data-testid="order-view-tickets"
        >
          {t('orders.actions.viewTickets')}
        </Button>
      ) : null}
      <ParcelActions order={order} />
      {a.pay ? (
        <Button
          size="small"
          shape="rounded"
          color="primary"
          onClick={() => void navigate(`${paths.orderPay}?id=${encodeURIComponent(order.id)}`)}
          data-testid="order-pay"
        >
          {t('orders.actions.pay')}
        </Button>
      ) : null}
      {a.refund ? <RefundSheet order={order} visible={refundOpen} onClose={() => setRefundOpen(false)} /> : null}
    </div>
  );
}
