import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '@client/features/commerce/utils/format';
import { useNow } from '@client/features/commerce/orders/hooks/use-now';

/** Time left to pay; calls `onExpire` once when it reaches zero. */
export function PaymentCountdown({ expiresAt, onExpire }: { expiresAt: string; onExpire?: () => void }) {
  const { t } = useTranslation();
  const now = useNow(1000);
  const left = Date.parse(expiresAt) - now;
  const fired = useRef(false);
  useEffect(() => {
    if (left <= 0 && !fired.current) {
      fired.current = true;
      onExpire?.();
    }
  }, [left, onExpire]);
  return (
    <p className="cm-countdown" role="timer" aria-live="off" data-testid="pay-countdown">
      {left > 0 ? t('payment.timeLeft', { time: formatCountdown(left) }) : t('payment.timeUp')}
    </p>
  );
}
