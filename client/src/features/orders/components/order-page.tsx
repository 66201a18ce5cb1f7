import type { Order } from '@contracts/schemas/commerce';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isNotFound } from '@client/lib/api-client';
import { PageLayout } from '@client/components/page-layout';
import { useOrderUpdates } from '@client/lib/commerce/live';
import { EmptyState, ErrorState, LoadingState } from '@client/lib/commerce/states';
import { useOrder } from '@client/features/orders/api/orders';

type Props = { title: string; testId: string; loadingRows: number; children: (order: Order) => ReactNode };

/** A page about the order `?id=`: loads it (live through `order:update`), shows not found / loading / error, then `children`. */
export function OrderPage({ title, testId, loadingRows, children }: Props) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const query = useOrder(id);
  useOrderUpdates();
  return (
    <PageLayout title={title} testId={testId}>
      {!id ? (
        <EmptyState title={t('orders.notFound')} />
      ) : query.isPending ? (
        <LoadingState rows={loadingRows} />
      ) : query.isError && isNotFound(query.error) ? (
        <EmptyState title={t('orders.notFound')} />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : (
        children(query.data)
      )}
    </PageLayout>
  );
}
