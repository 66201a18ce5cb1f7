import type { MyCouponStatus } from '@contracts/schemas/commerce';
import { Button, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import '@client/lib/commerce/commerce.css';
import { getMyCoupons } from '@client/lib/commerce/coupons';
import { formatDateTime } from '@client/lib/commerce/format';
import { commerceKeys } from '@client/lib/commerce/keys';
import { usePagedList } from '@client/lib/commerce/paged';
import { EmptyState, ErrorState, ListFooter, LoadingState } from '@client/lib/commerce/states';
import { CouponTicket } from '@client/features/coupons/components/coupon-ticket';

const TABS: MyCouponStatus[] = ['unused', 'used', 'expired'];

/** My claimed coupons: unused, used, expired. */
export default function MyCouponsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<MyCouponStatus>('unused');
  const list = usePagedList(commerceKeys.myCoupons({}), (page) => getMyCoupons({}, page, 50));
  const items = list.items.filter((c) => c.status === tab);
  return (
    <PageLayout title={t('coupons.mine')} testId="my-coupons-page">
      <Tabs activeKey={tab} onChange={(k) => setTab(k as MyCouponStatus)} className="cm-tabs">
        {TABS.map((k) => (
          <Tabs.Tab key={k} title={t(`coupons.status.${k}`)} />
        ))}
      </Tabs>
      {list.query.isPending ? (
        <LoadingState />
      ) : list.query.isError && list.items.length === 0 ? (
        <ErrorState onRetry={() => void list.query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          title={t('coupons.mineEmpty')}
          action={
            <Button color="primary" fill="outline" shape="rounded" onClick={() => void navigate(paths.couponList)}>
              {t('coupons.getMore')}
            </Button>
          }
        />
      ) : (
        <>
          <ul className="cm-list" data-testid="my-coupon-list">
            {items.map((c) => (
              <CouponTicket
                key={c.id}
                coupon={c}
                muted={c.status !== 'unused'}
                testId={`my-coupon-${c.id}`}
                lines={[
                  t('coupons.claimedAt', { date: formatDateTime(c.claimedAt) }),
                  t('coupons.validUntil', { date: formatDateTime(c.expiresAt) }),
                ]}
                action={<span className="cm-small cm-muted">{t(`coupons.status.${c.status}`)}</span>}
              />
            ))}
          </ul>
          <ListFooter hasMore={list.hasMore} loadMore={list.loadMore} />
        </>
      )}
    </PageLayout>
  );
}
