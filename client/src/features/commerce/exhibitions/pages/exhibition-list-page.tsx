import { EXHIBITION_STATUSES, type ExhibitionSummary } from '@contracts/schemas/commerce';
import { Image, Tabs } from 'antd-mobile';
import { CouponOutline, EnvironmentOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@client/config/paths';
import { NavigateButton } from '@client/components/navigate-button';
import { PageLayout } from '@client/components/page-layout';
import '@client/features/commerce/commerce.css';
import { formatRange, useMoney } from '@client/features/commerce/utils/format';
import { EmptyState } from '@client/features/commerce/components/states';
import { PagedItems } from '@client/features/commerce/components/paged-items';
import { useExhibitions, type ExhibitionFilter } from '@client/features/commerce/exhibitions/api/exhibitions';
import { ExhibitionStatusTag } from '@client/features/commerce/components/status-tag';
import { screenWide } from '@client/lib/sized-image';

const FILTERS: ExhibitionFilter[] = ['all', ...EXHIBITION_STATUSES];

function ExhibitionCard({ exhibition }: { exhibition: ExhibitionSummary }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <li>
      <NavigateButton
        to={`${paths.exhibition}?id=${encodeURIComponent(exhibition.id)}`}
        className="card cm-card cm-exhibition-card"
        testId={`exhibition-card-${exhibition.id}`}
      >
        <Image src={screenWide(exhibition.cover)} className="cm-exhibition-card__cover" fit="cover" alt="" lazy />
        <div className="cm-exhibition-card__body">
          <div className="cm-row">
            <h2 className="cm-exhibition-card__title">{exhibition.title}</h2>
            <ExhibitionStatusTag status={exhibition.status} />
          </div>
          <p className="cm-muted">{formatRange(exhibition.startsAt, exhibition.endsAt, exhibition.timeZone)}</p>
          <p className="cm-muted">
            <EnvironmentOutline aria-hidden /> {exhibition.city} · {exhibition.venueName}
          </p>
          <p className="cm-price">
            {exhibition.minPrice === null
              ? t('exhibitions.noTickets')
              : exhibition.minPrice === 0
                ? t('exhibitions.free')
                : t('exhibitions.priceFrom', { price: money(exhibition.minPrice, exhibition.currency) })}
          </p>
        </div>
      </NavigateButton>
    </li>
  );
}

/** The shows tab: exhibitions, filtered by status. */
export default function ExhibitionListPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ExhibitionFilter>('all');
  const list = useExhibitions(filter);

  return (
    <PageLayout
      title={t('exhibitions.title')}
      back={false}
      withTabs
      testId="exhibition-list-page"
      right={
        <NavigateButton to={paths.couponList} className="icon-button" label={t('coupons.title')} testId="exhibitions-coupons">
          <CouponOutline aria-hidden />
        </NavigateButton>
      }
    >
      <Tabs activeKey={filter} onChange={(key) => setFilter(key as ExhibitionFilter)} className="cm-tabs">
        {FILTERS.map((f) => (
          <Tabs.Tab key={f} title={t(`exhibitions.filter.${f}`)} />
        ))}
      </Tabs>
      <PagedItems list={list} empty={<EmptyState title={t('exhibitions.empty')} />} testId="exhibition-list">
        {list.items.map((e) => (
          <ExhibitionCard key={e.id} exhibition={e} />
        ))}
      </PagedItems>
    </PageLayout>
  );
}
