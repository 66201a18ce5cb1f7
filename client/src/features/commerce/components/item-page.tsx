import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageLayout } from '@client/components/page-layout';
import { isNotFound } from '@client/lib/api-client';
import { EmptyState, ErrorState, LoadingState } from '@client/features/commerce/components/states';

type Props<T> = {
  /** i18n key of the page title */
  title: string;
  testId: string;
  /** loads the item `?id=` names (a react-query hook, the same on every render) */
  useItem: (id: string) => UseQueryResult<T>;
  /** i18n key of the "not found" state */
  notFound: string;
  loadingRows?: number;
  children: (item: T) => ReactNode;
  /** the nav bar's right side once the item is in (e.g. its share button) */
  right?: (item: T) => ReactNode;
};

/**
 * A page about the item `?id=` (an exhibition, an order, a ticket): no id or a 404 → "not found",
 * loading, failed with a retry, then `children(item)`.
 */
export function ItemPage<T>({ title, testId, useItem, notFound, loadingRows = 2, children, right }: Props<T>) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const query = useItem(id);
  let body: ReactNode;
  if (!id || (query.isError && isNotFound(query.error))) body = <EmptyState title={t(notFound)} />;
  else if (query.isPending) body = <LoadingState rows={loadingRows} />;
  else if (query.isError) body = <ErrorState onRetry={() => void query.refetch()} />;
  else body = children(query.data);
  return (
    <PageLayout title={t(title)} testId={testId} right={right && query.data !== undefined ? right(query.data) : undefined}>
      {body}
    </PageLayout>
  );
}
