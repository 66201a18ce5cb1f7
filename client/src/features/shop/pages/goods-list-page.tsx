import { GOODS_SORTS, KEYWORD_MAX, type GoodsSort } from '@contracts/schemas/shop';
import { Badge, Button, SearchBar } from 'antd-mobile';
import { FilterOutline } from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import { PagedList } from '@client/components/paged-list';
import { useCategories, useGoodsList } from '@client/features/shop/api/catalogue';
import { CartCount } from '@client/features/shop/components/cart-count';
import { CategoryChips } from '@client/features/shop/components/category-chips';
import { FilterSheet } from '@client/features/shop/components/filter-sheet';
import { GoodsCard } from '@client/features/shop/components/goods-card';
import { filtersFromParams, filtersToSearch, sheetFilterCount, type GoodsFilters } from '@client/features/shop/utils/filters';
import '@client/features/shop/shop.css';

const SORT_KEYS: Record<GoodsSort, string> = {
  popular: 'shop.sort.popular',
  newest: 'shop.sort.newest',
  price_asc: 'shop.sort.priceUp',
  price_desc: 'shop.sort.priceDown',
};

/**
 * The SPEC's "Product list with filters" (`/pages/goods/lists`, and the shop home at the SPEC's
 * fallback `/pages/tab/home/shopindex`, inside the home tab): keyword, category chips, sort, a sheet
 * of price / stock / discount filters, and the goods in an infinite grid with the SPEC's footers.
 * The filters live in the address (back and shared links keep them).
 */
export default function GoodsListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const home = location.pathname === paths.shopIndex;
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(location.search)), [location.search]);
  const [draft, setDraft] = useState(filters.q ?? '');
  const [sheet, setSheet] = useState(false);
  const categories = useCategories();
  const list = useGoodsList(filters);
  const apply = (next: GoodsFilters) => void navigate(`${location.pathname}${filtersToSearch(next)}`, { replace: true });
  const set = (change: Partial<GoodsFilters>) => {
    const next: GoodsFilters = { ...filters, ...change };
    for (const key of Object.keys(change) as (keyof GoodsFilters)[]) if (change[key] === undefined) delete next[key];
    apply(next);
  };
  const sheetCount = sheetFilterCount(filters);
  const filtered = filtersToSearch({ ...filters, sort: 'popular' }) !== '';

  return (
    <PageLayout title={t('shop.title')} back={!home} withTabs={home} right={<CartCount />} testId="goods-list-page">
      <div className="shop-search" role="search">
        <SearchBar
          value={draft}
          onChange={setDraft}
          onSearch={(v) => set({ q: v.trim() || undefined })}
          clearable={false}
          maxLength={KEYWORD_MAX}
          placeholder={t('shop.search.placeholder')}
          aria-label={t('shop.search.placeholder')}
          data-testid="shop-search-input"
        />
        <Button size="small" color="primary" onClick={() => set({ q: draft.trim() || undefined })} data-testid="shop-search-submit">
          {t('shop.search.submit')}
        </Button>
      </div>
      {categories.data ? (
        <CategoryChips tree={categories.data} value={filters.category} onChange={(category) => set({ category })} />
      ) : null}
      <div className="shop-sortbar">
        <div className="shop-sortbar__sorts" role="group" aria-label={t('shop.sort.label')}>
          {GOODS_SORTS.map((s) => (
            <button
              key={s}
              type="button"
              className={filters.sort === s ? 'shop-sort shop-sort--on' : 'shop-sort'}
              aria-pressed={filters.sort === s}
              onClick={() => set({ sort: s })}
              data-testid={`sort-${s}`}
            >
              {t(SORT_KEYS[s])}
            </button>
          ))}
        </div>
        <button type="button" className="shop-sort shop-sort--filter" onClick={() => setSheet(true)} data-testid="filter-open">
          <FilterOutline aria-hidden />
          {t('shop.filters.open')}
          {sheetCount > 0 ? <Badge content={sheetCount} aria-label={t('shop.filters.on', { count: sheetCount })} /> : null}
        </button>
      </div>
      <PagedList
        query={list.query}
        items={list.items}
        render={(g) => <GoodsCard key={g.id} goods={g} />}
        as="ul"
        className="shop-grid"
        ariaLabel={t('shop.listLabel')}
        testIdPrefix="goods"
        listTestId="goods-list"
        empty={
          filtered
            ? { title: t('shop.empty.filtered'), link: { to: location.pathname, label: t('shop.filters.clear') } }
            : { title: t('shop.empty.title') }
        }
        failed={{ title: t('shop.list.failed'), description: t('shop.list.failedText') }}
        footer="shop.list"
      />
      <FilterSheet
        open={sheet}
        filters={filters}
        onClose={() => setSheet(false)}
        onApply={(next) => {
          setSheet(false);
          apply(next);
        }}
      />
    </PageLayout>
  );
}
