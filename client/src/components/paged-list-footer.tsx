import { Button, DotLoading } from 'antd-mobile';
import { useEffect, useRef } from 'react';

const FOOTER_STYLE = {
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: 4,
  padding: '16px 0 24px',
  fontSize: 13,
  color: '#5c5c5c',
} as const;

type Props = {
  loading: boolean;
  hasMore: boolean;
  failed: boolean;
  /** loads the next page (called when the footer scrolls into view, and by "load more") */
  onMore: () => void;
  texts: { loading: string; more: string; noMore: string; failed: string; retry: string };
  testId?: string;
};

/**
 * SPEC §8 list footers — loading, no more items, load failed — for an infinite list: the next
 * page loads when the footer comes into view, or with its "load more" button.
 */
export function PagedListFooter({ loading, hasMore, failed, onMore, texts, testId }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onMore);
  useEffect(() => {
    latest.current = onMore;
  });
  const armed = hasMore && !loading && !failed;

  useEffect(() => {
    const el = ref.current;
    if (!el || !armed || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) latest.current();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [armed]);

  let content;
  if (failed) {
    content = (
      <>
        <span>{texts.failed}</span>
        <Button size="mini" fill="none" color="primary" onClick={onMore} data-testid={testId ? `${testId}-retry` : undefined}>
          {texts.retry}
        </Button>
      </>
    );
  } else if (loading) {
    content = (
      <>
        <span>{texts.loading}</span>
        <DotLoading />
      </>
    );
  } else if (hasMore) {
    content = (
      <Button size="mini" fill="none" color="primary" onClick={onMore}>
        {texts.more}
      </Button>
    );
  } else {
    content = <span>{texts.noMore}</span>;
  }
  return (
    <div ref={ref} className="paged-list-footer" role="status" data-testid={testId} style={FOOTER_STYLE}>
      {content}
    </div>
  );
}
