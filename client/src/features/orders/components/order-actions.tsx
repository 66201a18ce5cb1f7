import type { Order } from '@contracts/schemas/commerce';
import { Button, Dialog, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { QuantityStepper } from '@client/lib/commerce/quantity-stepper';
import { reportSubmitError } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import { useCancelOrder, useDeleteOrder, useRefundOrder } from '@client/features/orders/api/orders';

function RefundSheet({ order, visible, onClose }: { order: Order; visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const refund = useRefundOrder();
  const max = Math.max(1, order.refundableCount);
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
      <p className="cm-muted">{t('orders.refundText', { count: order.refundableCount })}</p>
      <div className="cm-row cm-quantity">
        <span>{t('orders.refundQuantity')}</span>
        <QuantityStepper value={quantity} max={max} onChange={setQuantity} label={t('orders.refundQuantity')} testId="refund-quantity" />
      </div>
      <div className="cm-popup__actions">
        <Button block onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button block color="danger" loading={refund.isPending} onClick={submit} data-testid="refund-confirm">
          {t('orders.actions.refund')}
        </Button>
      </div>
    </Popup>
  );
}

/** The buttons an order offers now (`order.actions`), each confirmed before it runs. */
export function OrderActions({ order, onDeleted }: { order: Order; onDeleted?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cancel = useCancelOrder();
  const remove = useDeleteOrder();
  const [refundOpen, setRefundOpen] = useState(false);
  const a = order.actions;
  // nothing left to use (completed, refunded): the order's tickets are all history
  const ticketsPath = order.remainingCount > 0 ? paths.tickets : paths.ticketHistory;

  const onCancel = async () => {
    const ok = await Dialog.confirm({
      content: t('orders.cancelConfirm'),
      confirmText: t('orders.actions.cancel'),
      cancelText: t('common.back'),
    });
    if (!ok) return;
    cancel.mutate(order.id, { onSuccess: () => notify({ key: 'orders.cancelled' }), onError: (e) => reportSubmitError(e) });
  };
  const onDelete = async () => {
    const ok = await Dialog.confirm({
      content: t('orders.deleteConfirm'),
      confirmText: t('orders.actions.delete'),
      cancelText: t('common.back'),
    });
    if (!ok) return;
    remove.mutate(order.id, {
      onSuccess: () => {
        notify({ key: 'orders.deleted' });
        onDeleted?.();
      },
      onError: (e) => reportSubmitError(e),
    });
  };

  if (!a.pay && !a.cancel && !a.refund && !a.delete && !a.viewTickets) return null;
  return (
    <div className="cm-actions" data-testid={`order-actions-${order.id}`}>
      {a.delete ? (
        <Button size="small" shape="rounded" loading={remove.isPending} onClick={() => void onDelete()} data-testid="order-delete">
          {t('orders.actions.delete')}
        </Button>
      ) : null}
      {a.cancel ? (
        <Button size="small" shape="rounded" loading={cancel.isPending} onClick={() => void onCancel()} data-testid="order-cancel">
          {t('orders.actions.cancel')}
        </Button>
      ) : null}
      {a.refund ? (
        <Button size="small" shape="rounded" onClick={() => setRefundOpen(true)} data-testid="order-refund">
          {t('orders.actions.refund')}
        </Button>
      ) : null}
      {a.viewTickets ? (
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
