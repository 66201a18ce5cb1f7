import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';

/** One label and value of a `<dl className="cm-fields">`. */
export function FieldRow({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="cm-field">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** An order's used and unused ticket counts (`<testIdPrefix>-verified`, `<testIdPrefix>-remaining`). */
export function UsageRows({ verified, remaining, testIdPrefix }: { verified: number; remaining: number; testIdPrefix: string }) {
  const { t } = useTranslation();
  return (
    <>
      <FieldRow label={t('orders.fields.verifiedCount')} testId={`${testIdPrefix}-verified`}>
        {verified}
      </FieldRow>
      <FieldRow label={t('orders.fields.remainingCount')} testId={`${testIdPrefix}-remaining`}>
        {remaining}
      </FieldRow>
    </>
  );
}
