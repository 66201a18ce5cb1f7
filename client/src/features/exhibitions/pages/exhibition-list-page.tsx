import { EXHIBITION_STATUSES, type ExhibitionSummary } from '@contracts/schemas/commerce';
import { Image, Tabs } from 'antd-mobile';
import { CouponOutline, EnvironmentOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import '@client/lib/commerce/commerce.css';
import { formatRange, useMoney } from '@client/lib/commerce/format';
import { EmptyState, ErrorState, ListFooter, LoadingState } from '@client/lib/commerce/states';
import { useExhibitions, type ExhibitionFilter } from '@client/features/exhibitions/api/exhibitions';
import { ExhibitionStatusTag } from '@client/features/exhibitions/components/status-tag';

const FILTERS: ExhibitionFilter[] = ['all', ...EXHIBITION_STATUSES];

function ExhibitionCard({ exhibition }: { exhibition: ExhibitionSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoney();
  return (
    <li>
      <button
        type="button"
        className="card cm-card cm-exhibition-card"
        onClick={() => void navigate(`${paths.exhibition}?id=${encodeURIComponent(exhibition.id)}`)}
        data-testid={`exhibition-card-${exhibition.id}`}
      >
        <Image src={exhibition.cover} className="cm-exhibition-card__cover" fit="cover" alt="" lazy />
        <div className="cm-exhibition-card__body">
          <div className="cm-row">
            <h2 className="cm-exhibition-card__title">{exhibition.title}</h2>
            <ExhibitionStatusTag status={exhibition.status} />
          </div>
          <p className="cm-muted">{formatRange(exhibition.startsAt, exhibition.endsAt)}</p>
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
      </button>
    </li>
  );
}

/** The shows tab: exhibitions, filtered by status. */
export default function ExhibitionListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<ExhibitionFilter>('all');
  const list = useExhibitions(filter);

  return (
    <PageLayout
      title={t('exhibitions.title')}
      back={false}
      withTabs
      testId="exhibition-list-page"
      right={
        <button
          type="button"
          className="icon-button"
          aria-label={t('coupons.title')}
          onClick={() => void navigate(paths.couponList)}
          data-testid="exhibitions-coupons"
        >
          <CouponOutline aria-hidden />
        </button>
      }
    >
      <Tabs activeKey={filter} onChange={(key) => setFilter(key as ExhibitionFilter)} className="cm-tabs">
        {FILTERS.map((f) => (
          <Tabs.Tab key={f} title={t(`exhibitions.filter.${f}`)} />
        ))}
      </Tabs>
      {list.query.isPending ? (
        <LoadingState />
      ) : list.query.isError && list.items.length === 0 ? (
        <ErrorState onRetry={() => void list.query.refetch()} />
      ) : list.items.length === 0 ? (
        <EmptyState title={t('exhibitions.empty')} />
      ) : (
        <>
          <ul className="cm-list" data-testid="exhibition-list">
            {list.items.map((e) => (
              <ExhibitionCard key={e.id} exhibition={e} />
            ))}
          </ul>
          <ListFooter hasMore={list.hasMore} loadMore={list.loadMore} />
        </>
      )}
    </PageLayout>
  );
}
