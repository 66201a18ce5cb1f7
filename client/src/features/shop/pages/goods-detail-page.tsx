import type { GoodsDetail } from '@contracts/schemas/shop';
import { Button, NoticeBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import { StateBlock } from '@client/components/deferred';
import { Skeleton } from 'antd-mobile';
import { isNotFound } from '@client/lib/api-client';
import { reportSubmitError } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { useSession } from '@client/lib/use-session';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import { useAddToCart, useServerCart } from '@client/features/shop/api/cart';
import { useGoodsDetail } from '@client/features/shop/api/catalogue';
import { CartCount } from '@client/features/shop/components/cart-count';
import { Gallery } from '@client/features/shop/components/gallery';
import { GoodsDescription } from '@client/features/shop/components/goods-description';
import { Price } from '@client/features/shop/components/price';
import { QuantityStepper } from '@client/features/shop/components/quantity-stepper';
import { SkuPicker } from '@client/features/shop/components/sku-picker';
import { useLocalCart } from '@client/features/shop/hooks/use-local-cart';
import { buyNowPath } from '@client/features/shop/utils/checkout';
import { inCart, LINE_CAP } from '@client/features/shop/utils/local-cart';
import { chosenSku, initialSelection, maxQuantity, missingAttributes, type SkuSelection } from '@client/features/shop/utils/sku-picker';
import '@client/features/shop/shop.css';

function StockLine({ goods, selection }: { goods: GoodsDetail; selection: SkuSelection }) {
  const { t } = useTranslation();
  const sku = chosenSku(goods.skus, goods.attributes.length, selection);
  let text: string;
  if (!sku)
    text = goods.inStock
      ? t('shop.detail.choose', { names: missingAttributes(goods.attributes, selection).join(t('shop.detail.and')) })
      : t('shop.soldOut');
  else if (!sku.inStock) text = t('shop.soldOut');
  else if (sku.stock !== null) text = t('shop.detail.lowStock', { count: sku.stock });
  else text = t('shop.detail.inStock');
  return (
    <p
      className={sku && sku.stock !== null && sku.inStock ? 'shop-stock shop-stock--low' : 'shop-stock'}
      role="status"
      data-testid="goods-stock"
    >
      {text}
    </p>
  );
}

function Detail({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = useSession();
  const member = token !== null;
  const cart = useLocalCart();
  const serverCart = useServerCart(member);
  const addToServer = useAddToCart();
  const [selection, setSelection] = useState<SkuSelection>(() => initialSelection(goods.attributes));
  const [quantity, setQuantity] = useState(1);
  const sku = chosenSku(goods.skus, goods.attributes.length, selection);
  const onSale = goods.status === 'on_sale';
  const held = !sku ? 0 : member ? (serverCart.data?.lines.find((l) => l.skuId === sku.id)?.quantity ?? 0) : inCart(cart.lines, sku.id);
  const room = sku ? Math.max(0, maxQuantity(sku, LINE_CAP) - held) : 0;
  const buyable = sku ? Math.max(0, maxQuantity(sku, LINE_CAP)) : 0;
  useEffect(() => {
    if (quantity > Math.max(1, room)) setQuantity(Math.max(1, room));
  }, [room, quantity]);

  const add = useThrottledAction(() => {
    if (!sku) return notify({ key: 'shop.detail.chooseFirst' });
    if (member) {
      // the server caps the line by its stock and says so in the answer
      addToServer.mutate({ skuId: sku.id, quantity }, { onSuccess: ({ msg }) => notify(msg), onError: (e) => reportSubmitError(e) });
      return undefined;
    }
    const added = cart.add(
      {
        skuId: sku.id,
        goodsId: goods.id,
        quantity,
        title: goods.title,
        attrs: Object.values(sku.attrs).join(' · '),
        price: sku.price,
        currency: goods.currency,
        cover: goods.cover,
      },
      maxQuantity(sku, LINE_CAP),
    );
    notify(added > 0 ? { key: 'shop.cart.added', params: { count: added } } : { key: 'shop.cart.full' });
    return undefined;
  });

  const buyNow = () => {
    if (!sku) return notify({ key: 'shop.detail.chooseFirst' });
    // checkout asks a guest to log in and comes back here with the same choice
    void navigate(buyNowPath({ goodsId: goods.id, skuId: sku.id, quantity: Math.min(quantity, Math.max(1, buyable)), price: sku.price }));
    return undefined;
  };

  const shown = sku ?? goods;
  return (
    <>
      <Gallery images={goods.images} title={goods.title} />
      <section className="shop-detail__head">
        <Price price={shown.price} originalPrice={shown.originalPrice} currency={goods.currency} testId="goods-price" large />
        <h1 className="shop-detail__title" data-testid="goods-title">
          {goods.title}
        </h1>
        <p className="shop-detail__meta">
          <span>{goods.category.name}</span>
          <span>{t('shop.sales', { count: goods.sales })}</span>
          {goods.rating.count > 0 ? (
            <span data-testid="goods-rating">
              {t('shop.detail.rating', { average: goods.rating.average.toFixed(1), count: goods.rating.count })}
            </span>
          ) : null}
        </p>
        {goods.issueId ? (
          <Link
            className="shop-detail__issue"
            to={`${paths.magazinePeriodical}?id=${encodeURIComponent(goods.issueId)}`}
            data-testid="goods-issue-link"
          >
            {t('shop.detail.issueLink')}
          </Link>
        ) : null}
      </section>
      {onSale ? null : <NoticeBar content={t('shop.detail.offShelf')} color="alert" wrap data-testid="goods-off-shelf" />}
      <section className="shop-detail__buy" aria-label={t('shop.detail.options')}>
        <SkuPicker attributes={goods.attributes} skus={goods.skus} selection={selection} onChange={setSelection} />
        <StockLine goods={goods} selection={selection} />
        <QuantityStepper value={quantity} max={Math.max(room, 1)} onChange={setQuantity} disabled={!onSale || !sku || buyable === 0} />
      </section>
      <section className="shop-detail__about">
        <h2 className="section-title">{t('shop.detail.description')}</h2>
        {goods.description ? <GoodsDescription html={goods.description} /> : <p className="shop-muted">{t('shop.detail.noDescription')}</p>}
      </section>
      <div className="shop-buybar">
        <CartCount />
        <Button
          color="primary"
          fill="outline"
          shape="rounded"
          className="shop-buybar__add"
          disabled={!onSale || !goods.inStock || (sku !== undefined && room === 0)}
          loading={addToServer.isPending}
          onClick={add}
          data-testid="add-to-cart"
        >
          {!onSale ? t('shop.detail.notSold') : goods.inStock ? t('shop.detail.addToCart') : t('shop.soldOut')}
        </Button>
        {onSale && goods.inStock ? (
          <Button
            color="primary"
            shape="rounded"
            className="shop-buybar__add"
            disabled={sku !== undefined && buyable === 0}
            onClick={buyNow}
            data-testid="buy-now"
          >
            {t('shop.detail.buyNow')}
          </Button>
        ) : null}
      </div>
    </>
  );
}

/** `/pages/goods/detail?id=`: gallery, price, SKU picker, quantity, "add to cart" (the server's cart for members, the device's for guests), "buy now", description. */
export default function GoodsDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const goods = useGoodsDetail(id);
  let body;
  if (!id || (goods.isError && isNotFound(goods.error))) {
    body = (
      <div className="center-state" data-testid="goods-not-found">
        <StateBlock status="empty" title={t('shop.detail.notFound')} description={t('shop.detail.notFoundText')} />
        <Link to={paths.goodsList}>{t('shop.detail.browse')}</Link>
      </div>
    );
  } else if (goods.isError) {
    body = (
      <div className="center-state" role="alert" data-testid="goods-error">
        <StateBlock status="disconnected" title={t('shop.list.failed')} description={t('shop.list.failedText')} />
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void goods.refetch()} data-testid="goods-retry">
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (!goods.data) {
    body = (
      <div style={{ padding: 16 }} data-testid="goods-loading" role="status" aria-live="polite">
        <span className="visually-hidden">{t('common.loading')}</span>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  } else body = <Detail key={goods.data.id} goods={goods.data} />;
  return (
    <PageLayout title={goods.data?.title ?? t('shop.detail.title')} testId="goods-detail-page">
      {body}
    </PageLayout>
  );
}
