import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Query<T> = { data: T | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };

/** One fetched thing: a skeleton, a failure with retry, then `children(data)`. */
export function LoadState<T>({ query, testId, children }: { query: Query<T>; testId: string; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <div className="center-state" role="alert" data-testid={`${testId}-error`}>
        <ErrorBlock status="disconnected" title={t('advertisers.list.failed')} description={t('advertisers.list.failedText')} />
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (query.isPending || query.data === undefined) {
    return (
      <div style={{ padding: 16 }} data-testid={`${testId}-loading`} role="status">
        <span className="visually-hidden">{t('common.loading')}</span>
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
