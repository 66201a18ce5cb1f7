import { ORDER_TABS } from '@contracts/schemas/commerce';
import { Button, PullToRefresh, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import '@client/lib/commerce/commerce.css';
import { useOrderUpdates } from '@client/lib/commerce/live';
import { EmptyState, ErrorState, ListFooter, LoadingState } from '@client/lib/commerce/states';
import { useOrders, type OrderListTab } from '@client/features/orders/api/orders';
import { OrderCard } from '@client/features/orders/components/order-card';

const TABS: OrderListTab[] = ['all', ...ORDER_TABS];

function isTab(v: string | null): v is OrderListTab {
  return v !== null && (TABS as string[]).includes(v);
}

/** My orders with status tabs: all, pending payment, pending use, completed, cancelled, refunded. */
export default function OrderListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: OrderListTab = isTab(raw) ? raw : 'all';
  const list = useOrders(tab);
  useOrderUpdates();

  return (
    <PageLayout title={t('orders.title')} testId="order-list-page">
      <Tabs activeKey={tab} onChange={(key) => setParams({ tab: key }, { replace: true })} className="cm-tabs">
        {TABS.map((k) => (
          <Tabs.Tab key={k} title={<span data-testid={`order-tab-${k}`}>{t(`orders.tabs.${k}`)}</span>} />
        ))}
      </Tabs>
      <PullToRefresh onRefresh={() => list.query.refetch().then(() => undefined)}>
        {list.query.isPending ? (
          <LoadingState />
        ) : list.query.isError && list.items.length === 0 ? (
          <ErrorState onRetry={() => void list.query.refetch()} />
        ) : list.items.length === 0 ? (
          <EmptyState
            title={t('orders.empty')}
            action={
              <Button color="primary" fill="outline" shape="rounded" onClick={() => void navigate(paths.tabShows)}>
                {t('orders.browse')}
              </Button>
            }
          />
        ) : (
          <>
            <ul className="cm-list" data-testid="order-list">
              {list.items.map((o) => (
                <OrderCard key={o.id} order={o} />
              ))}
            </ul>
            <ListFooter hasMore={list.hasMore} loadMore={list.loadMore} />
          </>
        )}
      </PullToRefresh>
    </PageLayout>
  );
}
