import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useRef } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginPath, paths } from '@client/config/paths';
import { reportSubmitError } from '@client/lib/forms';
import { formatMoney } from '@client/lib/money';
import { randomUuid } from '@client/lib/random-uuid';
import { useSession } from '@client/lib/use-session';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import { useCreateMembershipOrder, usePlans } from '@client/features/membership/api/membership';
import type { MembershipPlan, PlanKind } from '@contracts/schemas/membership';

const KINDS: readonly PlanKind[] = ['months', 'credits', 'buyout'];

/** "3 months", "10 articles", "Permanent". */
export function planSize(plan: Pick<MembershipPlan, 'kind' | 'months' | 'credits'>, t: TFunction): string {
  if (plan.kind === 'months') return t('membership.plans.months', { count: plan.months ?? 0 });
  if (plan.kind === 'credits') return t('membership.plans.credits', { count: plan.credits ?? 0 });
  return t('membership.plans.permanent');
}

function PlanCard({ plan, onBuy, busy }: { plan: MembershipPlan; onBuy: (plan: MembershipPlan) => void; busy: boolean }) {
  const { t } = useTranslation();
  const size = planSize(plan, t);
  return (
    <li className="mb-plan" data-testid={`plan-${plan.id}`} data-kind={plan.kind}>
      <div className="mb-plan__text">
        <p className="mb-plan__name">{plan.name}</p>
        <p className="mb-plan__size">{size}</p>
        {plan.description ? <p className="mb-plan__desc">{plan.description}</p> : null}
      </div>
      <div className="mb-plan__buy">
        <span className="mb-plan__price" data-testid="plan-price">
          {formatMoney(plan.price, plan.currency)}
        </span>
        <Button color="primary" size="small" shape="rounded" loading={busy} onClick={() => onBuy(plan)} data-testid="plan-buy">
          {t('membership.plans.buy')}
        </Button>
      </div>
    </li>
  );
}

/** The active plans grouped by kind (months, article packs, buyout); buying places an order and opens the pay page. */
export function PlanList() {
  const { t } = useTranslation();
  const plans = usePlans();
  const navigate = useNavigate();
  const location = useLocation();
  const { token } = useSession();
  const create = useCreateMembershipOrder();
  // one key per plan on this page: a retried tap returns the same order
  const keys = useRef(new Map<string, string>());

  const onBuy = useThrottledAction((plan: MembershipPlan) => {
    if (!token) {
      void navigate(loginPath(`${location.pathname}${location.search}`));
      return;
    }
    const key = keys.current.get(plan.id) ?? randomUuid();
    keys.current.set(plan.id, key);
    create.mutate(
      { planId: plan.id, idempotencyKey: key },
      {
        onSuccess: (order) => {
          keys.current.delete(plan.id);
          void navigate(`${paths.orderPay}?id=${encodeURIComponent(order.id)}`);
        },
        onError: (e) => reportSubmitError(e),
      },
    );
  });

  if (plans.isPending) {
    return (
      <div className="mb-section" data-testid="plans-loading">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (plans.isError) {
    return (
      <div className="center-state" role="alert" data-testid="plans-error">
        <ErrorBlock status="disconnected" title={t('membership.plans.failed')} description={t('membership.plans.failedText')} />
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void plans.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (plans.data.length === 0) {
    return (
      <div className="center-state" data-testid="plans-empty">
        <ErrorBlock status="empty" title={t('membership.plans.empty')} description={t('membership.plans.emptyText')} />
      </div>
    );
  }
  const busyPlan = create.isPending ? create.variables?.planId : undefined;
  return (
    <>
      {KINDS.map((kind) => {
        const group = plans.data.filter((p) => p.kind === kind);
        if (group.length === 0) return null;
        return (
          <section key={kind} className="mb-section" aria-labelledby={`plans-${kind}`} data-testid={`plans-${kind}`}>
            <h2 id={`plans-${kind}`} className="mb-section__title">
              {t(`membership.plans.kind.${kind}`)}
            </h2>
            <ul className="mb-plans">
              {group.map((plan) => (
                <PlanCard key={plan.id} plan={plan} onBuy={onBuy} busy={busyPlan === plan.id} />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
