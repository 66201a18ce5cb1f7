import type { MembershipOrder } from '@contracts/schemas/membership';
import { Tabs } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { ArticleCard } from '@client/components/article-card';
import { PageLayout } from '@client/components/page-layout';
import { PagedList } from '@client/components/paged-list';
import { formatMoney } from '@client/lib/money';
import { formatDateTime } from '@client/lib/time-text';
import { useMembershipOrders, useUnlockedArticles } from '@client/features/membership/api/membership';
import { useMembershipUpdates } from '@client/features/membership/hooks/use-membership-updates';
import '@client/features/membership/membership.css';

type Tab = 'articles' | 'orders';

function UnlockedArticles() {
  const { t } = useTranslation();
  const list = useUnlockedArticles();
  return (
    <PagedList
      query={list.query}
      items={list.items}
      render={(a) => <ArticleCard key={a.id} article={a} />}
      as="ul"
      className="article-list"
      testIdPrefix="purchased-articles"
      listTestId="purchased-articles"
      empty={{
        title: t('membership.purchased.emptyArticles'),
        description: t('membership.purchased.emptyArticlesText'),
        link: { to: paths.tabArticles, label: t('content.list.browse') },
      }}
      failed={{ title: t('membership.list.failed'), description: t('membership.list.failedText') }}
      footer="membership.list"
    />
  );
}

function OrderRow({ order }: { order: MembershipOrder }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link className="mb-order" to={`${paths.orderDetail}?id=${encodeURIComponent(order.id)}`} data-testid={`purchased-order-${order.id}`}>
        <div className="mb-order__text">
          <p className="mb-order__title">{order.details.plan.name}</p>
          <p className="mb-order__meta">
            {order.number} · {formatDateTime(order.createdAt)}
          </p>
        </div>
        <div className="mb-order__side">
          <span className="mb-order__price">{formatMoney(order.total, order.currency)}</span>
          <span className="mb-order__status" data-status={order.status}>
            {t(`membership.orderStatus.${order.status}`)}
          </span>
        </div>
        <RightOutline aria-hidden className="mb-order__arrow" />
      </Link>
    </li>
  );
}

function MembershipOrders() {
  const { t } = useTranslation();
  const list = useMembershipOrders();
  const { hasNextPage, isFetching, fetchNextPage } = list.query;
  const none = list.items.length === 0;
  // pages of other kinds' orders (a server without the kind filter): read on until one of ours or the end
  useEffect(() => {
    if (none && hasNextPage && !isFetching) void fetchNextPage();
  }, [none, hasNextPage, isFetching, fetchNextPage]);
  return (
    <PagedList
      query={{ ...list.query, isPending: list.query.isPending || (none && hasNextPage && !list.query.isFetchNextPageError) }}
      items={list.items}
      render={(o) => <OrderRow key={o.id} order={o} />}
      as="ul"
      className="mb-orders"
      testIdPrefix="purchased-orders"
      listTestId="purchased-orders"
      empty={{
        title: t('membership.purchased.emptyOrders'),
        description: t('membership.purchased.emptyOrdersText'),
        link: { to: paths.memberCentre, label: t('membership.purchased.seePlans') },
      }}
      failed={{ title: t('membership.list.failed'), description: t('membership.list.failedText') }}
      footer="membership.list"
    />
  );
}

/** "Purchased": the articles this reader unlocked, and their membership orders (each opens the order's detail). */
export default function PurchasedPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'orders' ? 'orders' : 'articles';
  useMembershipUpdates();
  return (
    <PageLayout title={t('membership.purchased.title')} testId="purchased-page">
      <Tabs activeKey={tab} onChange={(k) => setParams({ tab: k }, { replace: true })}>
        <Tabs.Tab key="articles" title={<span data-testid="purchased-tab-articles">{t('membership.purchased.articles')}</span>} />
        <Tabs.Tab key="orders" title={<span data-testid="purchased-tab-orders">{t('membership.purchased.orders')}</span>} />
      </Tabs>
      {tab === 'articles' ? <UnlockedArticles /> : <MembershipOrders />}
    </PageLayout>
  );
}
