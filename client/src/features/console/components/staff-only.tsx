import type { Role } from '@contracts/api';
import { ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@client/components/page-layout';
import { useSession } from '@client/lib/use-session';

/** The console's pages for those roles only; anyone else is told so (the server decides anyway). */
export function StaffOnly({
  roles,
  title,
  testId,
  children,
}: {
  roles: readonly Role[];
  title: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user?.roles.some((r) => roles.includes(r))) {
    return (
      <PageLayout title={title} testId={testId}>
        <div className="center-state" data-testid="console-forbidden">
          <ErrorBlock status="default" title={t('console.forbidden')} description={t('console.forbiddenHint')} />
        </div>
      </PageLayout>
    );
  }
  return <>{children}</>;
}

export const PEOPLE_ROLES: readonly Role[] = ['admin', 'customer_service'];
export const ADMIN_ROLES: readonly Role[] = ['admin'];
