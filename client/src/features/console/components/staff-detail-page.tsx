import type { Role } from '@contracts/api';
import { isUuid } from '@contracts/validators';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageLayout } from '@client/components/page-layout';
import { isNotFound } from '@client/lib/api-client';
import { StaffOnly } from '@client/features/console/components/staff-only';

type Props<T> = {
  roles: readonly Role[];
  title: string;
  /** `<testId>-page`, `-missing`, `-loading`, `-error` */
  testId: string;
  missingTitle: string;
  /** the page's query for the `?id=` it was given ('' when the id is not a uuid: nothing is fetched) */
  useDetail: (id: string) => UseQueryResult<T>;
  children: (data: T) => ReactNode;
};

/**
 * A console page about one thing named by `?id=` (a person, an order): staff only, and its
 * states — not found (or no id), loading, failed with retry — before the thing itself.
 */
export function StaffDetailPage<T>({ roles, title, testId, missingTitle, useDetail, children }: Props<T>) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useDetail(isUuid(id) ? id : '');
  const missing = !isUuid(id) || isNotFound(detail.error);
  return (
    <StaffOnly roles={roles} title={title} testId={`${testId}-page`}>
      <PageLayout title={title} testId={`${testId}-page`}>
        {missing ? (
          <div className="center-state" data-testid={`${testId}-missing`}>
            <ErrorBlock status="empty" title={missingTitle} />
          </div>
        ) : detail.isPending ? (
          <div style={{ padding: 16 }} data-testid={`${testId}-loading`}>
            <Skeleton.Paragraph lineCount={8} animated />
          </div>
        ) : detail.isError ? (
          <div className="center-state" role="alert" data-testid={`${testId}-error`}>
            <ErrorBlock status="default" title={t('console.loadFailed')} description={t('console.loadFailedHint')} />
            <Button color="primary" fill="outline" shape="rounded" onClick={() => void detail.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          children(detail.data)
        )}
      </PageLayout>
    </StaffOnly>
  );
}
