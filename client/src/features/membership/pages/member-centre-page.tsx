import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import { useSession } from '@client/lib/use-session';
import { PlanList } from '@client/features/membership/components/plan-list';
import { StatusCard } from '@client/features/membership/components/status-card';
import { useMembershipUpdates } from '@client/features/membership/hooks/use-membership-updates';
import '@client/features/membership/membership.css';

/** `/pages/member/center`: the reader's membership, the plans to buy, and the way to the rules and "Purchased". */
export default function MemberCentrePage() {
  const { t } = useTranslation();
  const { token } = useSession();
  useMembershipUpdates();
  return (
    <PageLayout title={t('pages.memberCentre')} testId="member-centre-page">
      <StatusCard />
      <nav className="mb-links" aria-label={t('membership.centre.links')}>
        <Link to={paths.memberRules} data-testid="member-rules-link">
          {t('membership.rules.title')}
        </Link>
        {token ? (
          <Link to={paths.purchased} data-testid="member-purchased-link">
            {t('membership.purchased.title')}
          </Link>
        ) : null}
      </nav>
      <PlanList />
    </PageLayout>
  );
}
