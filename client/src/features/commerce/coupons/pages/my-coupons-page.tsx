import type { MyCouponStatus } from '@contracts/schemas/commerce';
import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import { formatDateTime } from '@client/lib/time-text';
import '@client/features/commerce/commerce.css';
import { getMyCoupons } from '@client/features/commerce/coupons/api/coupons';
import { commerceKeys } from '@client/features/commerce/api/keys';
import { usePagedList } from '@client/features/commerce/api/paged';
import { EmptyState } from '@client/features/commerce/components/states';
import { PagedItems } from '@client/features/commerce/components/paged-items';
import { CouponTicket } from '@client/features/commerce/coupons/components/coupon-ticket';

const TABS: MyCouponStatus[] = ['unused', 'used', 'expired'];

/** My claimed coupons: unused, used, expired. */
export default function MyCouponsPage() {
  const { t } = useTranslation();
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
      <PagedItems
        list={list}
        isEmpty={items.length === 0}
        empty={<EmptyState title={t('coupons.mineEmpty')} link={{ to: paths.couponList, label: t('coupons.getMore') }} />}
        testId="my-coupon-list"
      >
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
      </PagedItems>
    </PageLayout>
  );
}
