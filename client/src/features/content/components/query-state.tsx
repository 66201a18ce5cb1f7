import { Button, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StateBlock } from '@client/components/deferred';
import { ApiError, isNotFound } from '@client/lib/api-client';

type Props = {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown; fetchStatus?: string };
  testId: string;
  children: () => ReactNode;
};

/** The thing does not exist (or is not published, or is someone else's draft). */
export function NotFoundState({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="center-state" data-testid={`${testId}-not-found`}>
      <StateBlock status="empty" title={t('content.notFound.title')} description={t('content.notFound.text')} />
    </div>
  );
}

/** A single thing's states: skeleton, not found (404), failed with retry, then the thing. */
export function QueryState({ query, testId, children }: Props) {
  const { t } = useTranslation();
  if (query.isPending && query.fetchStatus !== 'idle') {
    return (
      <div style={{ padding: 16 }} data-testid={`${testId}-loading`} role="status" aria-live="polite">
        <span className="visually-hidden">{t('common.loading')}</span>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  }
  if (query.isError && isNotFound(query.error)) return <NotFoundState testId={testId} />;
  // offline and not saved for offline reading (issue #35): say that it needs a connection
  if (query.isError && query.error instanceof ApiError && query.error.kind === 'network' && !navigator.onLine) {
    return (
      <div className="center-state" role="alert" data-testid={`${testId}-offline`}>
        <StateBlock status="disconnected" title={t('content.offline.title')} description={t('content.offline.text')} />
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void query.refetch()} data-testid={`${testId}-retry`}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="center-state" role="alert" data-testid={`${testId}-error`}>
        <StateBlock status="disconnected" title={t('content.list.failed')} description={t('content.list.failedText')} />
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void query.refetch()} data-testid={`${testId}-retry`}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (query.isPending) return null;
  return <>{children()}</>;
}
