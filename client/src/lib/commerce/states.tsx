import { Button, DotLoading, ErrorBlock, InfiniteScroll, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Loading, empty and error states of the commerce screens. */

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
      <ErrorBlock status="disconnected" title={title ?? t('orders.states.errorTitle')} description={t('orders.states.errorText')} />
      <Button color="primary" fill="outline" shape="rounded" onClick={onRetry} data-testid="state-retry">
        {t('common.retry')}
      </Button>
    </div>
  );
}

export function EmptyState({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <div className="center-state" data-testid="state-empty">
      <ErrorBlock status="empty" title={title} description={description ?? ''} />
      {action}
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
