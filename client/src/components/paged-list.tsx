import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedListFooter } from '@client/components/paged-list-footer';

/** The parts of a react-query infinite query a paged list reads. */
export interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

type Props<T> = {
  query: PagedQuery;
  items: readonly T[];
  render: (item: T) => ReactNode;
  /** `<prefix>-loading`, `<prefix>-error`, `<prefix>-empty` on the states */
  testIdPrefix: string;
  /** on the list itself */
  listTestId: string;
  className: string;
  empty: { title: string; description?: string };
  failed: { title: string; description?: string };
  footer: { loading: string; more: string; noMore: string; failed: string };
};

/**
 * A paged list's whole life (SPEC §8): a skeleton while the first page loads, a failure with
 * "retry", an empty state, then the items and the footer that loads the next page.
 */
export function PagedList<T>({ query, items, render, testIdPrefix, listTestId, className, empty, failed, footer }: Props<T>) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div style={{ padding: 16 }} data-testid={`${testIdPrefix}-loading`}>
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (query.isError && items.length === 0) {
    return (
      <div className="center-state" data-testid={`${testIdPrefix}-error`}>
        <ErrorBlock status="default" title={failed.title} description={failed.description} />
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="center-state" data-testid={`${testIdPrefix}-empty`}>
        <ErrorBlock status="empty" title={empty.title} description={empty.description} />
      </div>
    );
  }
  return (
    <div className={className} data-testid={listTestId}>
      {items.map(render)}
      <PagedListFooter
        loading={query.isFetchingNextPage}
        hasMore={query.hasNextPage}
        failed={query.isFetchNextPageError}
        onMore={() => void query.fetchNextPage()}
        texts={{ ...footer, retry: t('common.retry') }}
      />
    </div>
  );
}
