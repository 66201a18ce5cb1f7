import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PagedListFooter } from '@client/components/paged-list-footer';

/** An empty list's texts, and optionally a way out of it. */
export interface EmptyText {
  title: string;
  description?: string;
  link?: { to: string; label: string };
}

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
  /** `ul` when `render` returns `li` elements (the footer then follows the list) */
  as?: 'div' | 'ul';
  /** names the list for assistive technology */
  ariaLabel?: string;
  /** shown above the items (e.g. the item a notice pointed at); the list is then never "empty" */
  lead?: ReactNode;
  /** `link`: where to find something to fill the list (a reader's own lists: "Browse articles") */
  empty: EmptyText;
  failed: { title: string; description?: string };
  /** i18n prefix of the footer's texts: `<footer>.loading`, `.more`, `.noMore`, `.failed` */
  footer: string;
};

/**
 * A paged list's whole life (SPEC §8): a skeleton while the first page loads, a failure with
 * "retry", an empty state, then the items and the footer that loads the next page. Every paged
 * list of the app goes through it, so they all look and behave alike.
 */
export function PagedList<T>({
  query,
  items,
  render,
  testIdPrefix,
  listTestId,
  className,
  as = 'div',
  ariaLabel,
  lead,
  empty,
  failed,
  footer,
}: Props<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (query.isPending) {
    return (
      <div style={{ padding: 16 }} data-testid={`${testIdPrefix}-loading`}>
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (query.isError && items.length === 0) {
    return (
      <div className="center-state" role="alert" data-testid={`${testIdPrefix}-error`}>
        <ErrorBlock status="default" title={failed.title} description={failed.description} />
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (items.length === 0 && !lead) {
    return (
      <div className="center-state" data-testid={`${testIdPrefix}-empty`}>
        {/* null, not undefined: antd-mobile fills an undefined description with its own ("Want to try a new search?") */}
        <ErrorBlock status="empty" title={empty.title} description={empty.description ?? null} />
        {empty.link ? (
          <Button
            color="primary"
            fill="outline"
            shape="rounded"
            onClick={() => void navigate(empty.link!.to)}
            data-testid={`${testIdPrefix}-empty-link`}
          >
            {empty.link.label}
          </Button>
        ) : null}
      </div>
    );
  }
  const more = (
    <PagedListFooter
      loading={query.isFetchingNextPage}
      hasMore={query.hasNextPage}
      failed={query.isFetchNextPageError}
      onMore={() => void query.fetchNextPage()}
      texts={{
        loading: t(`${footer}.loading`),
        more: t(`${footer}.more`),
        noMore: t(`${footer}.noMore`),
        failed: t(`${footer}.failed`),
        retry: t('common.retry'),
      }}
      testId={`${testIdPrefix}-footer`}
    />
  );
  if (as === 'ul') {
    return (
      <>
        {lead}
        <ul className={className} data-testid={listTestId} aria-label={ariaLabel}>
          {items.map(render)}
        </ul>
        {more}
      </>
    );
  }
  return (
    <div className={className} data-testid={listTestId} aria-label={ariaLabel}>
      {lead}
      {items.map(render)}
      {more}
    </div>
  );
}
