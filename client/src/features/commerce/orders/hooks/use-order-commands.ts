import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { reportSubmitError } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { useCancelOrder, useDeleteOrder } from '@client/features/commerce/orders/api/orders';

/**
 * Cancelling and deleting an order: each asks first (the question, the action, "back"), then
 * runs and says when it is done; a refusal is reported.
 */
export function useOrderCommands(orderId: string, onDeleted?: () => void) {
  const { t } = useTranslation();
  const cancel = useCancelOrder();
  const remove = useDeleteOrder();
  const ask = (content: string, confirmText: string) => Dialog.confirm({ content, confirmText, cancelText: t('common.back') });

  const onCancel = async () => {
    if (!(await ask(t('orders.cancelConfirm'), t('orders.actions.cancel')))) return;
    cancel.mutate(orderId, { onSuccess: () => notify({ key: 'orders.cancelled' }), onError: (e) => reportSubmitError(e) });
  };
  const onDelete = async () => {
    if (!(await ask(t('orders.deleteConfirm'), t('orders.actions.delete')))) return;
    remove.mutate(orderId, {
      onSuccess: () => {
        notify({ key: 'orders.deleted' });
        onDeleted?.();
      },
      onError: (e) => reportSubmitError(e),
    });
  };

  return {
    cancel: () => void onCancel(),
    cancelling: cancel.isPending,
    remove: () => void onDelete(),
    removing: remove.isPending,
  };
}
