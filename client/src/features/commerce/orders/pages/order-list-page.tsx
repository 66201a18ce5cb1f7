import { ORDER_TABS } from '@contracts/schemas/orders';
import { PullToRefresh, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import '@client/features/commerce/commerce.css';
import { useOrderUpdates } from '@client/features/commerce/hooks/use-order-updates';
import { EmptyState } from '@client/features/commerce/components/states';
import { PagedItems } from '@client/features/commerce/components/paged-items';
import { useOrders, type OrderListTab } from '@client/features/commerce/orders/api/orders';
import { OrderCard } from '@client/features/commerce/orders/components/order-card';

const TABS: OrderListTab[] = ['all', ...ORDER_TABS];

function isTab(v: string | null): v is OrderListTab {
  return v !== null && (TABS as string[]).includes(v);
}

/** My orders with status tabs: all, pending payment, pending use, completed, cancelled, refunded. */
export default function OrderListPage() {
  const { t } = useTranslation();
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
        <PagedItems
          list={list}
          empty={<EmptyState title={t('orders.empty')} link={{ to: paths.tabShows, label: t('orders.browse') }} />}
          testId="order-list"
        >
          {list.items.map((o) => (
            <OrderCard key={o.id} order={o} />
          ))}
        </PagedItems>
      </PullToRefresh>
    </PageLayout>
  );
}
