import { GOODS_STATUSES, type AdminGoodsRow, type GoodsStatus } from '@contracts/schemas/shop';
import { Button, SearchBar, Tag } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import { PagedList } from '@client/components/paged-list';
import { serverLanguage } from '@client/lib/language';
import { formatMoney } from '@client/lib/money';
import { sized } from '@client/lib/sized-image';
import { useLocale } from '@client/lib/use-locale';
import { useAdminGoodsList } from '@client/features/shop/api/admin';
import { AdminNav } from '@client/features/shop/components/admin-nav';
import { STATUS_COLOURS } from '@client/features/shop/components/status';
import '@client/features/shop/shop.css';

function Row({ goods }: { goods: AdminGoodsRow }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const title = goods.title[serverLanguage(locale)] || goods.title['zh-cn'];
  return (
    <li className="shop-admin-row" data-testid="admin-goods-row" data-id={goods.id}>
      <Link
        to={`${paths.adminGoodsEditor}?id=${encodeURIComponent(goods.id)}`}
        className="shop-admin-row__link"
        data-testid="admin-goods-open"
      >
        <img src={sized(goods.cover, 56)} alt="" width={56} height={56} loading="lazy" />
        <span className="shop-admin-row__text">
          <span className="shop-admin-row__title">{title}</span>
          <span className="shop-admin-row__meta">
            <Tag color={STATUS_COLOURS[goods.status]} fill="outline">
              {t(`shop.status.${goods.status}`)}
            </Tag>
            <span>{formatMoney(goods.price, goods.currency)}</span>
            <span data-testid="admin-goods-saleable">{t('shop.admin.saleableOf', { count: goods.saleable, skus: goods.skuCount })}</span>
          </span>
        </span>
      </Link>
    </li>
  );
}

/** Admins: every goods (drafts too) by status and keyword; a row opens its editor. */
export default function AdminGoodsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [status, setStatus] = useState<GoodsStatus | ''>('');
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const list = useAdminGoodsList(status, q);
  return (
    <PageLayout
      title={t('shop.admin.title')}
      testId="admin-goods-page"
      right={
        <Button size="mini" color="primary" fill="none" onClick={() => void navigate(paths.adminGoodsEditor)} data-testid="admin-goods-new">
          <AddOutline aria-hidden /> {t('shop.admin.new')}
        </Button>
      }
    >
      <AdminNav />
      <div className="shop-search" role="search">
        <SearchBar
          value={draft}
          onChange={setDraft}
          onSearch={(v) => setQ(v.trim())}
          clearable={false}
          placeholder={t('shop.admin.search')}
          aria-label={t('shop.admin.search')}
          data-testid="admin-goods-search"
        />
      </div>
      <div className="shop-chips" role="group" aria-label={t('shop.admin.statusFilter')}>
        {(['', ...GOODS_STATUSES] as const).map((s) => (
          <button
            key={s || 'all'}
            type="button"
            className={status === s ? 'shop-chip shop-chip--on' : 'shop-chip'}
            aria-pressed={status === s}
            onClick={() => setStatus(s)}
            data-testid={`admin-status-${s || 'all'}`}
          >
            {s ? t(`shop.status.${s}`) : t('shop.filters.all')}
          </button>
        ))}
      </div>
      <PagedList
        query={list.query}
        items={list.items}
        render={(g) => <Row key={g.id} goods={g} />}
        as="ul"
        className="shop-admin-list"
        testIdPrefix="admin-goods"
        listTestId="admin-goods-list"
        empty={{ title: t('shop.admin.empty') }}
        failed={{ title: t('shop.list.failed'), description: t('shop.list.failedText') }}
        footer="shop.list"
      />
    </PageLayout>
  );
}
