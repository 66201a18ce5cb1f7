import { useTranslation } from 'react-i18next';

/** The VIP mark beside a member's status (gold on dark, readable at 320 px). */
export function VipBadge({ buyout = false }: { buyout?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="mb-vip-badge" data-testid="vip-badge">
      {buyout ? t('membership.badge.buyout') : t('membership.badge.vip')}
    </span>
  );
}
