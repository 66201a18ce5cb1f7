import type { StaffOrder } from '@contracts/schemas/admin-orders';
import { Button, Selector, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageLayout } from '@client/components/page-layout';
import { PagedList } from '@client/components/paged-list';
import { TextField } from '@client/components/text-field';
import { paths } from '@client/config/paths';
import { formatPrice } from '@client/lib/money';
import { formatDateTime } from '@client/lib/time-text';
import { useLocale } from '@client/lib/use-locale';
import { useStaffOrders } from '@client/features/console/api/orders';
import { PEOPLE_ROLES, StaffOnly } from '@client/features/console/components/staff-only';
import '@client/features/console/console.css';

const STATUSES = ['pending_payment', 'paid', 'completed', 'refunded', 'cancelled', 'expired'] as const;
type StatusFilter = (typeof STATUSES)[number] | '';

function OrderRow({ order }: { order: StaffOrder }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  return (
    <li>
      <button
        type="button"
        className="console-person"
        onClick={() => void navigate(`${paths.adminOrder}?id=${order.id}`)}
        data-testid="console-order"
        data-id={order.id}
      >
        <span className="console-person__text">
          <span className="console-person__name">{order.number}</span>
          <span className="console-person__meta">
            {[
              order.buyer?.nickname ?? t('console.orders.noBuyer'),
              formatPrice(order.total, order.currency, locale),
              formatDateTime(order.createdAt),
            ].join(' · ')}
          </span>
        </span>
        <Tag fill="outline" data-status={order.status}>
          {t(`console.orders.status.${order.status}`)}
        </Tag>
      </button>
    </li>
  );
}

function Orders({ q, status }: { q: string; status: StatusFilter }) {
  const { t } = useTranslation();
  const orders = useStaffOrders(q, status);
  return (
    <PagedList
      query={orders.query}
      items={orders.items}
      render={(o) => <OrderRow key={o.id} order={o} />}
      as="ul"
      className="console-list"
      ariaLabel={t('console.orders.title')}
      testIdPrefix="console-orders"
      listTestId="console-orders-list"
      empty={{ title: t('console.orders.empty'), description: t('console.orders.emptyHint') }}
      failed={{ title: t('console.loadFailed'), description: t('console.loadFailedHint') }}
      footer="console.list"
    />
  );
}

/** Staff: find orders by number or by the buyer's mobile, e-mail or id, by status (admins and customer service). */
export default function OrdersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const raw = params.get('status') ?? '';
  const status: StatusFilter = (STATUSES as readonly string[]).includes(raw) ? (raw as StatusFilter) : '';
  const [typed, setTyped] = useState(q);
  const go = (next: { q?: string; status?: StatusFilter }) => {
    const merged = { q: next.q ?? q, status: next.status ?? status };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, v]) => v)), { replace: true });
  };
  return (
    <StaffOnly roles={PEOPLE_ROLES} title={t('console.orders.title')} testId="console-orders-page">
      <PageLayout title={t('console.orders.title')} testId="console-orders-page">
        <form
          className="console-search"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            go({ q: typed.trim() });
          }}
        >
          <TextField
            ariaLabel={t('console.orders.search')}
            placeholder={t('console.orders.search')}
            value={typed}
            onChange={setTyped}
            maxLength={100}
            testId="console-orders-search"
          />
          <Button size="small" color="primary" type="submit" data-testid="console-orders-submit">
            {t('console.people.find')}
          </Button>
        </form>
        <div className="console-filters" aria-label={t('console.orders.statusFilter')} role="group">
          <Selector
            columns={3}
            value={status ? [status] : []}
            options={STATUSES.map((s) => ({ label: t(`console.orders.status.${s}`), value: s }))}
            onChange={(v) => go({ status: (v[0] ?? '') as StatusFilter })}
            data-testid="console-orders-status"
          />
        </div>
        <Orders key={`${q}|${status}`} q={q} status={status} />
      </PageLayout>
    </StaffOnly>
  );
}
