import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredSpinLoading } from '@client/components/deferred';

/** SPEC §9: lazy page loading shows its indicator only after a 200 ms delay. */
export const PAGE_LOADING_DELAY_MS = 200;

export function DelayedFallback({ delay = PAGE_LOADING_DELAY_MS }: { delay?: number }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  if (!visible) return null;
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <DeferredSpinLoading color="primary" aria-hidden />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
