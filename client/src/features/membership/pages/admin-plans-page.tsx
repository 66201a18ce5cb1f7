import type { AdminMembershipPlan } from '@contracts/schemas/membership';
import { Button, Tag } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import { PagedList } from '@client/components/paged-list';
import { formatMoney } from '@client/lib/money';
import { serverLanguage } from '@client/lib/language';
import { useLocale } from '@client/lib/use-locale';
import { useAdminPlans } from '@client/features/membership/api/admin';
import { PlanForm } from '@client/features/membership/components/plan-form';
import { planSize } from '@client/features/membership/components/plan-list';
import '@client/features/membership/membership.css';

function Row({ plan, onEdit }: { plan: AdminMembershipPlan; onEdit: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li className="mb-admin-row" data-testid="admin-plan-row">
      <div className="mb-admin-row__text">
        <p className="mb-admin-row__title">{plan.names[serverLanguage(locale)]}</p>
        <p className="mb-admin-row__meta">
          <Tag color={plan.active ? '#007a50' : '#595959'} fill="outline">
            {t(plan.active ? 'membership.admin.isActive' : 'membership.admin.inactive')}
          </Tag>
          <span>{planSize(plan, t)}</span>
          <span>{formatMoney(plan.price, plan.currency)}</span>
        </p>
      </div>
      <Button size="mini" onClick={onEdit} data-testid="admin-plan-edit">
        {t('membership.admin.edit')}
      </Button>
    </li>
  );
}

/** Admins: the membership plans (every one, active or not), create and edit. */
export default function AdminPlansPage() {
  const { t } = useTranslation();
  const list = useAdminPlans();
  const [editing, setEditing] = useState<{ plan: AdminMembershipPlan | null } | null>(null);
  return (
    <PageLayout
      title={t('membership.admin.plans')}
      testId="admin-plans-page"
      right={
        <Button size="mini" color="primary" fill="none" onClick={() => setEditing({ plan: null })} data-testid="admin-plan-new">
          <AddOutline aria-hidden /> {t('membership.admin.new')}
        </Button>
      }
    >
      <nav className="mb-links">
        <Link to={paths.adminMembershipLedger} data-testid="admin-ledger-link">
          {t('membership.admin.ledger')}
        </Link>
      </nav>
      <PagedList
        query={list.query}
        items={list.items}
        render={(p) => <Row key={p.id} plan={p} onEdit={() => setEditing({ plan: p })} />}
        as="ul"
        className="mb-admin-list"
        testIdPrefix="admin-plans"
        listTestId="admin-plans-list"
        empty={{ title: t('membership.plans.empty') }}
        failed={{ title: t('membership.list.failed'), description: t('membership.list.failedText') }}
        footer="membership.list"
      />
      <PlanForm plan={editing?.plan ?? null} open={editing !== null} onClose={() => setEditing(null)} />
    </PageLayout>
  );
}
