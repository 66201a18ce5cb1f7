import { Button, DotLoading, InfiniteScroll, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { StateBlock } from '@client/components/deferred';
import { isNotFound } from '@client/lib/api-client';

/** Loading, empty and error states of the commerce screens, and the paged lists built on them. */

export function LoadingState({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="cm-loading" role="status" aria-live="polite" data-testid="state-loading">
      <span className="visually-hidden">{t('common.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div className="card cm-card" key={i}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      ))}
    </div>
  );
}

export function ErrorState({ onRetry, title }: { onRetry: () => void; title?: string }) {
  const { t } = useTranslation();
  return (
    <div className="center-state" role="alert" data-testid="state-error">
      <StateBlock status="disconnected" title={title ?? t('orders.states.errorTitle')} description={t('orders.states.errorText')} />
      <Button color="primary" fill="outline" shape="rounded" onClick={onRetry} data-testid="state-retry">
        {t('common.retry')}
      </Button>
    </div>
  );
}

type EmptyProps = {
  title: string;
  description?: string;
  action?: ReactNode;
  /** a button to another page ("browse exhibitions", "get more coupons"), instead of `action` */
  link?: { to: string; label: string };
};

export function EmptyState({ title, description, action, link }: EmptyProps) {
  const navigate = useNavigate();
  return (
    <div className="center-state" data-testid="state-empty">
      <StateBlock status="empty" title={title} description={description ?? ''} />
      {link ? (
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void navigate(link.to)}>
          {link.label}
        </Button>
      ) : (
        action
      )}
    </div>
  );
}

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
