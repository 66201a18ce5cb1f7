import type { Coupon } from '@contracts/schemas/commerce';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginPath, paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import { reportSubmitError } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { useSession } from '@client/lib/use-session';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import '@client/features/commerce/commerce.css';
import { getCoupons, useClaimCoupon } from '@client/features/commerce/coupons/api/coupons';
import { commerceKeys } from '@client/features/commerce/api/keys';
import { usePagedList } from '@client/features/commerce/api/paged';
import { EmptyState } from '@client/features/commerce/components/states';
import { PagedItems } from '@client/features/commerce/components/paged-items';
import { CouponTicket } from '@client/features/commerce/coupons/components/coupon-ticket';

function ClaimButton({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { token } = useSession();
  const claim = useClaimCoupon();
  const onClaim = useThrottledAction(() => {
    if (!token) {
      void navigate(loginPath(`${location.pathname}${location.search}`));
      return;
    }
    claim.mutate(coupon.id, { onSuccess: () => notify({ key: 'coupons.claimed' }), onError: (e) => reportSubmitError(e) });
  });
  if (coupon.state === 'out_of_stock') {
    return (
      <Button size="mini" shape="rounded" disabled data-testid={`coupon-claim-${coupon.id}`}>
        {t('coupons.state.out_of_stock')}
      </Button>
    );
  }
  if (coupon.state === 'claimed') {
    return (
      <Button size="mini" shape="rounded" disabled data-testid={`coupon-claim-${coupon.id}`}>
        {t('coupons.state.claimed')}
      </Button>
    );
  }
  return (
    <Button
      size="mini"
      shape="rounded"
      color="primary"
      loading={claim.isPending}
      onClick={onClaim}
      data-testid={`coupon-claim-${coupon.id}`}
    >
      {t('coupons.claim')}
    </Button>
  );
}

/** Coupons to claim: per-person limit, validity days after claim, claimed / out of stock. */
export default function CouponListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = useSession();
  // the per-caller state depends on who asks
  const list = usePagedList([...commerceKeys.couponList, token ? 'member' : 'guest'], (page) => getCoupons(page));
  return (
    <PageLayout
      title={t('coupons.title')}
      testId="coupon-list-page"
      right={
        token ? (
          <button type="button" className="link-button" onClick={() => void navigate(paths.couponMine)} data-testid="coupons-mine">
            {t('coupons.mine')}
          </button>
        ) : undefined
      }
    >
      <PagedItems list={list} empty={<EmptyState title={t('coupons.empty')} />} testId="coupon-list">
        {list.items.map((c) => (
          <CouponTicket
            key={c.id}
            coupon={c}
            muted={c.state === 'out_of_stock'}
            testId={`coupon-${c.id}`}
            lines={[
              t('coupons.perPerson', { count: c.perPersonLimit }),
              t('coupons.validDays', { count: c.validDays }),
              c.claimedCount > 0 ? t('coupons.youHave', { count: c.claimedCount }) : t('coupons.left', { count: c.remaining }),
            ]}
            action={<ClaimButton coupon={c} />}
          />
        ))}
      </PagedItems>
    </PageLayout>
  );
}
