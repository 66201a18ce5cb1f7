import { REMARK_MAX } from '@contracts/schemas/commerce';
import { placeGoodsOrderSchema, type Address, type PlaceGoodsOrderInput } from '@contracts/schemas/shop';
import { Button, NoticeBar, Popup, Skeleton } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import { StateBlock } from '@client/components/deferred';
import { TextAreaField } from '@client/components/text-area-field';
import { BusinessError } from '@client/lib/api-client';
import { reportSubmitError, validateWith } from '@client/lib/forms';
import { formatMoney } from '@client/lib/money';
import { notify } from '@client/lib/notify';
import { randomUuid } from '@client/lib/random-uuid';
import { sized } from '@client/lib/sized-image';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import { useAddresses } from '@client/features/shop/api/addresses';
import { useServerCart } from '@client/features/shop/api/cart';
import { useGoodsDetail } from '@client/features/shop/api/catalogue';
import { usePlaceGoodsOrder, useShippingQuote } from '@client/features/shop/api/checkout';
import { AddressSummary } from '@client/features/shop/components/address-card';
import { attrsText, linesSubtotal, refusedLines, type RefusedLine } from '@client/features/shop/utils/cart';
import { readCheckoutSource, type CheckoutSource } from '@client/features/shop/utils/checkout';
import '@client/features/shop/shop.css';

/** A line as checkout shows it. */
type Line = { skuId: string; goodsId: string; title: string; attrs: string; cover: string; price: number; quantity: number };

function useCheckoutLines(source: CheckoutSource): { lines: Line[] | undefined; currency: string; failed: boolean; retry: () => void } {
  const cart = useServerCart(source.from === 'cart');
  const goods = useGoodsDetail(source.from === 'now' ? source.goodsId : '');
  if (source.from === 'cart') {
    const lines = cart.data?.lines
      .filter((l) => l.selected)
      .map((l) => ({
        skuId: l.skuId,
        goodsId: l.goodsId,
        title: l.title,
        attrs: attrsText(l.attrs),
        cover: l.cover,
        price: l.price,
        quantity: l.quantity,
      }));
    return { lines, currency: cart.data?.currency ?? 'CNY', failed: cart.isError, retry: () => void cart.refetch() };
  }
  const sku = goods.data?.skus.find((s) => s.id === source.skuId);
  const lines =
    goods.data === undefined
      ? undefined
      : sku
        ? [
            {
              skuId: sku.id,
              goodsId: goods.data.id,
              title: goods.data.title,
              attrs: attrsText(sku.attrs),
              cover: goods.data.cover,
              // the price the detail page showed is what the buyer agreed to
              price: source.price ?? sku.price,
              quantity: source.quantity,
            },
          ]
        : [];
  return { lines, currency: goods.data?.currency ?? 'CNY', failed: goods.isError, retry: () => void goods.refetch() };
}

function AddressChooser({
  addresses,
  chosen,
  onChoose,
}: {
  addresses: Address[];
  chosen: Address | undefined;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (addresses.length === 0) {
    return (
      <section className="card shop-checkout-card" data-testid="checkout-no-address">
        <p>{t('shop.checkout.noAddress')}</p>
        <Link className="shop-primary-link" to={paths.addressEdit} data-testid="checkout-add-address">
          {t('shop.address.add')}
        </Link>
      </section>
    );
  }
  return (
    <section className="card shop-checkout-card">
      <h2 className="visually-hidden">{t('shop.checkout.address')}</h2>
      <button
        type="button"
        className="shop-checkout-address"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="checkout-address"
      >
        {chosen ? <AddressSummary address={chosen} /> : <span>{t('shop.checkout.chooseAddress')}</span>}
        <RightOutline aria-hidden />
        <span className="visually-hidden">{t('shop.checkout.changeAddress')}</span>
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyClassName="shop-sheet">
        <div role="dialog" aria-label={t('shop.checkout.chooseAddress')} data-testid="checkout-address-sheet">
          <h2 className="section-title">{t('shop.checkout.chooseAddress')}</h2>
          <ul className="shop-address-list">
            {addresses.map((a) => (
              <li key={a.id}>
                <button
                  type="button"
                  className={a.id === chosen?.id ? 'shop-address-choice shop-address-choice--on' : 'shop-address-choice'}
                  aria-pressed={a.id === chosen?.id}
                  onClick={() => {
                    onChoose(a.id);
                    setOpen(false);
                  }}
                  data-testid="checkout-address-choice"
                >
                  <AddressSummary address={a} />
                </button>
              </li>
            ))}
          </ul>
          <Link className="shop-primary-link" to={paths.addresses} data-testid="checkout-manage-addresses">
            {t('shop.checkout.manageAddresses')}
          </Link>
        </div>
      </Popup>
    </section>
  );
}

function Checkout({ source }: { source: CheckoutSource }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addresses = useAddresses();
  const { lines: loaded, currency, failed, retry } = useCheckoutLines(source);
  const place = usePlaceGoodsOrder();
  const [addressId, setAddressId] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  const [refused, setRefused] = useState<{ message: string; lines: RefusedLine[] } | null>(null);
  /** buy now: a new price the buyer has now been shown (a refusal named it) */
  const [newPrice, setNewPrice] = useState<number | undefined>(undefined);
  const idempotency = useRef<{ signature: string; key: string } | null>(null);

  const list = addresses.data ?? [];
  const chosen = list.find((a) => a.id === addressId) ?? list.find((a) => a.isDefault) ?? list[0];
  const lines = loaded?.map((l) => (source.from === 'now' && newPrice !== undefined ? { ...l, price: newPrice } : l));
  const subtotal = linesSubtotal(lines ?? []);
  // the fee before placing (decision 0143): the same rule placing applies, for the chosen address
  const quote = useShippingQuote(
    lines && lines.length
      ? {
          ...(source.from === 'cart'
            ? { fromCart: true as const }
            : { lines: lines.map((l) => ({ skuId: l.skuId, quantity: l.quantity })) }),
          addressId: chosen?.id,
        }
      : null,
  );
  const fee = quote.data && !quote.isPlaceholderData ? quote.data.shippingFee : undefined;

  const submit = useThrottledAction(() => {
    if (!chosen) return notify({ key: 'shop.checkout.chooseAddress' });
    if (!lines || lines.length === 0) return undefined;
    const raw: PlaceGoodsOrderInput =
      source.from === 'cart'
        ? { fromCart: true, addressId: chosen.id, remark: remark.trim() || undefined }
        : {
            lines: lines.map((l) => ({ skuId: l.skuId, quantity: l.quantity, price: l.price })),
            addressId: chosen.id,
            remark: remark.trim() || undefined,
          };
    const checked = validateWith(placeGoodsOrderSchema, raw);
    if (!checked.ok) return notify(checked.errors[0]?.msg ?? '');
    const body = checked.data;
    const signature = JSON.stringify(body);
    if (idempotency.current?.signature !== signature) idempotency.current = { signature, key: randomUuid() };
    place.mutate(
      { body, idempotencyKey: idempotency.current.key },
      {
        onSuccess: (order) => void navigate(`${paths.orderPay}?id=${encodeURIComponent(order.id)}`, { replace: true }),
        onError: (error) => {
          // a refusal is final for that request: the corrected one is a new order
          if (error instanceof BusinessError) idempotency.current = null;
          const named = error instanceof BusinessError ? refusedLines(error.data) : [];
          if (named.length > 0) {
            setRefused({ message: error.message, lines: named });
            const price = named.find((l) => l.reason === 'price')?.price;
            if (source.from === 'now' && price !== undefined) setNewPrice(price);
          } else reportSubmitError(error);
        },
      },
    );
    return undefined;
  });

  if (failed || addresses.isError) {
    return (
      <div className="center-state" role="alert" data-testid="checkout-error">
        <StateBlock status="disconnected" title={t('shop.checkout.failed')} description={t('shop.list.failedText')} />
        <Button
          color="primary"
          fill="outline"
          shape="rounded"
          onClick={() => {
            retry();
            void addresses.refetch();
          }}
        >
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (!lines || !addresses.data) {
    return (
      <div style={{ padding: 16 }} role="status" aria-live="polite" data-testid="checkout-loading">
        <span className="visually-hidden">{t('common.loading')}</span>
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  }
  if (lines.length === 0) {
    return (
      <div className="center-state" data-testid="checkout-nothing">
        <StateBlock status="empty" title={t('shop.checkout.nothing')} />
        <Link to={paths.cart}>{t('shop.checkout.toCart')}</Link>
      </div>
    );
  }

  const refusal = (skuId: string) => refused?.lines.find((l) => l.skuId === skuId);
  return (
    <>
      <AddressChooser addresses={addresses.data} chosen={chosen} onChoose={setAddressId} />
      {refused ? (
        <div role="alert">
          <NoticeBar content={t('shop.checkout.refused')} color="alert" wrap data-testid="checkout-refused" />
        </div>
      ) : null}
      <section className="card shop-checkout-card" aria-labelledby="checkout-lines-title">
        <h2 id="checkout-lines-title" className="section-title">
          {t('shop.checkout.lines')}
        </h2>
        <ul className="shop-checkout-lines" data-testid="checkout-lines">
          {lines.map((l) => {
            const r = refusal(l.skuId);
            return (
              <li
                key={l.skuId}
                className={r ? 'shop-checkout-line shop-checkout-line--refused' : 'shop-checkout-line'}
                data-testid="checkout-line"
                data-sku={l.skuId}
              >
                <img className="shop-cart-line__cover" src={sized(l.cover, 56)} alt="" width={56} height={56} loading="lazy" />
                <div className="shop-cart-line__body">
                  <p className="shop-cart-line__title">{l.title}</p>
                  {l.attrs ? <p className="shop-muted shop-small">{l.attrs}</p> : null}
                  <p className="shop-small">
                    {formatMoney(l.price, currency)} × {l.quantity}
                  </p>
                  {r ? (
                    <p className="shop-warning shop-small" data-testid="checkout-line-refusal" data-reason={r.reason}>
                      {r.msg}
                    </p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
        {refused && source.from === 'cart' ? (
          <Link to={paths.cart} className="shop-small" data-testid="checkout-back-to-cart">
            {t('shop.checkout.toCart')}
          </Link>
        ) : null}
      </section>
      <section className="card shop-checkout-card">
        <TextAreaField
          value={remark}
          onChange={setRemark}
          maxLength={REMARK_MAX}
          ariaLabel={t('shop.checkout.remark')}
          placeholder={t('shop.checkout.remarkPlaceholder')}
          testId="checkout-remark"
          rows={2}
        />
        <dl className="shop-checkout-sums">
          <dt>{t('shop.checkout.subtotal')}</dt>
          <dd data-testid="checkout-subtotal">{formatMoney(subtotal, currency)}</dd>
          <dt>{t('shop.checkout.shipping')}</dt>
          <dd data-testid="checkout-shipping" data-fee={fee ?? ''}>
            {fee === undefined ? t('shop.checkout.shippingLater') : fee === 0 ? t('shop.checkout.free') : formatMoney(fee, currency)}
          </dd>
        </dl>
      </section>
      <div className="shop-buybar shop-cart-bar">
        <p className="shop-cart-bar__total">
          <span className="shop-muted shop-small">{fee === undefined ? t('shop.checkout.goodsTotal') : t('shop.checkout.payTotal')}</span>{' '}
          <strong data-testid="checkout-total">{formatMoney(subtotal + (fee ?? 0), currency)}</strong>
        </p>
        <Button color="primary" shape="rounded" loading={place.isPending} disabled={!chosen} onClick={submit} data-testid="checkout-submit">
          {t('shop.checkout.place')}
        </Button>
      </div>
    </>
  );
}

/** `/pages/goods/checkout?from=cart` or `?goods=&sku=&qty=&price=` (buy now): address, lines, remark, place the order → payment. */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const source = readCheckoutSource(params);
  return (
    <PageLayout title={t('shop.checkout.title')} testId="checkout-page">
      {source ? (
        <Checkout source={source} />
      ) : (
        <div className="center-state" data-testid="checkout-nothing">
          <StateBlock status="empty" title={t('shop.checkout.nothing')} />
          <Link to={paths.cart}>{t('shop.checkout.toCart')}</Link>
        </div>
      )}
    </PageLayout>
  );
}
