import type { Order } from '@contracts/schemas/orders';
import type { ReactNode } from 'react';
import { ItemPage } from '@client/features/commerce/components/item-page';
import { useOrderUpdates } from '@client/features/commerce/hooks/use-order-updates';
import { useOrder } from '@client/features/commerce/orders/api/orders';

/** `title`: an i18n key. */
type Props = { title: string; testId: string; loadingRows?: number; children: (order: Order) => ReactNode };

/** A page about the order `?id=`: loads it (live through `order:update`), shows not found / loading / error, then `children`. */
export function OrderPage({ title, testId, loadingRows, children }: Props) {
  useOrderUpdates();
  return (
    <ItemPage title={title} testId={testId} useItem={useOrder} notFound="orders.notFound" loadingRows={loadingRows}>
      {children}
    </ItemPage>
  );
}
