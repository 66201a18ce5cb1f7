import { DotLoading, InfiniteScroll } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isNotFound } from '@client/lib/api-client';
import { ErrorState, LoadingState } from '@client/features/commerce/components/states';

// Paged lists (their InfiniteScroll and its scroll helpers) apart from the states every page uses:
// a detail page does not load them (issue #25).

/** SPEC §8 list footers: loading, no more items, load failed (with retry). */
export function ListFooter({ hasMore, loadMore }: { hasMore: boolean; loadMore: () => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <InfiniteScroll loadMore={loadMore} hasMore={hasMore} threshold={200}>
      {(more, failed, retry) => (
        <div className="cm-list-footer" data-testid="list-footer">
          {failed ? (
            <button type="button" className="link-button" onClick={() => void retry()}>
              {t('orders.states.loadFailed')}
            </button>
          ) : more ? (
            <>
              {t('orders.states.loadingMore')}
              <DotLoading />
            </>
          ) : (
            t('orders.states.noMore')
          )}
        </div>
      )}
    </InfiniteScroll>
  );
}

/** What a paged list reads of `usePagedList`. */
type PagedState = {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  items: readonly unknown[];
  hasMore: boolean;
  loadMore: () => Promise<void>;
};

/**
 * A paged list's states: loading, failed with nothing loaded (a retry, or `notFound` when the
 * server answered 404), `empty`, then the `<ul>` of `children` and the footer that loads more.
 */
export function PagedItems({
  list,
  isEmpty = list.items.length === 0,
  empty,
  errorTitle,
  notFound,
  testId,
  children,
}: {
  list: PagedState;
  /** nothing to show (default: nothing loaded) */
  isEmpty?: boolean;
  empty: ReactNode;
  errorTitle?: string;
  notFound?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const failed = list.query.isError && list.items.length === 0;
  if (list.query.isPending) return <LoadingState />;
  if (failed && notFound && isNotFound(list.query.error)) return notFound;
  if (failed) return <ErrorState title={errorTitle} onRetry={() => void list.query.refetch()} />;
  if (isEmpty) return empty;
  return (
    <>
      <ul className="cm-list" data-testid={testId}>
        {children}
      </ul>
      <ListFooter hasMore={list.hasMore} loadMore={list.loadMore} />
    </>
  );
}
