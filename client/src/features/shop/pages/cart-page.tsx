import type { Cart, CartLine } from '@contracts/schemas/shop';
import { Button, Skeleton } from 'antd-mobile';
import { DeleteOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { loginPath, paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import { StateBlock } from '@client/components/deferred';
import { reportSubmitError } from '@client/lib/forms';
import { formatMoney } from '@client/lib/money';
import { sized } from '@client/lib/sized-image';
import { useSession } from '@client/lib/use-session';
import { usePatchCartLine, useRemoveCartLine, useServerCart } from '@client/features/shop/api/cart';
import { QuantityStepper } from '@client/features/shop/components/quantity-stepper';
import { useLocalCart } from '@client/features/shop/hooks/use-local-cart';
import { attrsText, cartSummary, lineMax, linesSubtotal } from '@client/features/shop/utils/cart';
import { cartCheckoutPath } from '@client/features/shop/utils/checkout';
import { LINE_CAP } from '@client/features/shop/utils/local-cart';
import '@client/features/shop/shop.css';

type ShownLine = {
  key: string;
  goodsId: string;
  title: string;
  cover: string;
  attrs: string;
  price: number;
  quantity: number;
  max: number;
  /** why it cannot be bought as it is (null: it can) */
  problem: string | null;
};

function LineRow({
  line,
  currency,
  selected,
  onSelect,
  onQuantity,
  onRemove,
  busy,
}: {
  line: ShownLine;
  currency: string;
  selected?: boolean | undefined;
  onSelect?: ((selected: boolean) => void) | undefined;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li className={line.problem ? 'shop-cart-line shop-cart-line--off' : 'shop-cart-line'} data-testid="cart-line" data-sku={line.key}>
      {onSelect ? (
        <input
          type="checkbox"
          className="shop-check"
          checked={selected ?? false}
          disabled={busy}
          onChange={(e) => onSelect(e.target.checked)}
          aria-label={t('shop.cartPage.select', { title: line.title })}
          data-testid="cart-line-select"
        />
      ) : null}
      <img className="shop-cart-line__cover" src={sized(line.cover, 72)} alt="" width={72} height={72} loading="lazy" />
      <div className="shop-cart-line__body">
        <Link
          to={`${paths.goodsDetail}?id=${encodeURIComponent(line.goodsId)}`}
          className="shop-cart-line__title"
          data-testid="cart-line-title"
        >
          {line.title}
        </Link>
        {line.attrs ? <p className="shop-muted shop-small">{line.attrs}</p> : null}
        {line.problem ? (
          <span className="shop-tag shop-tag--warning" data-testid="cart-line-problem">
            {line.problem}
          </span>
        ) : null}
        <div className="shop-cart-line__foot">
          <span className="shop-price__now" data-testid="cart-line-price">
            {formatMoney(line.price, currency)}
          </span>
          <button
            type="button"
            className="shop-icon-button"
            onClick={onRemove}
            disabled={busy}
            aria-label={t('shop.cartPage.remove', { title: line.title })}
            data-testid="cart-line-remove"
          >
            <DeleteOutline aria-hidden />
          </button>
        </div>
        <QuantityStepper
          value={line.quantity}
          max={line.max}
          onChange={(q) => {
            if (q !== line.quantity) onQuantity(q);
          }}
          disabled={busy}
          label={t('shop.cartPage.quantityOf', { title: line.title })}
          hideLabel
        />
      </div>
    </li>
  );
}

function EmptyCart() {
  const { t } = useTranslation();
  return (
    <div className="center-state" data-testid="cart-empty">
      <StateBlock status="empty" title={t('shop.cartPage.empty')} description={t('shop.cartPage.emptyText')} />
      <Link to={paths.goodsList} data-testid="cart-browse">
        {t('shop.detail.browse')}
      </Link>
    </div>
  );
}

function lineProblem(line: CartLine, t: (k: string, o?: Record<string, unknown>) => string): string | null {
  if (line.available) return null;
  if (line.stock === 0) return t('shop.soldOut');
  if (line.stock !== null) return t('shop.detail.lowStock', { count: line.stock });
  return t('shop.cartPage.unavailable');
}

/** A member's cart: the server's lines, chosen for checkout one by one or all at once. */
function MemberCart({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const patch = usePatchCartLine();
  const remove = useRemoveCartLine();
  const busy = patch.isPending || remove.isPending;
  const summary = cartSummary(cart);
  if (cart.lines.length === 0) return <EmptyCart />;
  const onError = (e: unknown) => reportSubmitError(e);
  const selectAll = async (selected: boolean) => {
    for (const line of cart.lines) {
      if ((line.available || !selected) && line.selected !== selected) {
        await patch.mutateAsync({ id: line.id, body: { selected } }).catch(onError);
      }
    }
  };
  return (
    <>
      <ul className="shop-cart-lines" aria-label={t('shop.cartPage.title')} data-testid="cart-lines">
        {cart.lines.map((line) => (
          <LineRow
            key={line.id}
            currency={cart.currency}
            busy={busy}
            selected={line.selected}
            line={{
              key: line.skuId,
              goodsId: line.goodsId,
              title: line.title,
              cover: line.cover,
              attrs: attrsText(line.attrs),
              price: line.price,
              quantity: line.quantity,
              max: lineMax(line),
              problem: lineProblem(line, t),
            }}
            onSelect={(selected) => patch.mutate({ id: line.id, body: { selected } }, { onError })}
            onQuantity={(quantity) => patch.mutate({ id: line.id, body: { quantity } }, { onError })}
            onRemove={() => remove.mutate(line.id, { onError })}
          />
        ))}
      </ul>
      <div className="shop-buybar shop-cart-bar">
        <label className="shop-cart-bar__all">
          <input
            type="checkbox"
            className="shop-check"
            checked={summary.allSelected}
            disabled={busy}
            onChange={(e) => void selectAll(e.target.checked)}
            data-testid="cart-select-all"
          />
          {t('shop.cartPage.selectAll')}
        </label>
        <p className="shop-cart-bar__total" role="status">
          <span className="shop-muted shop-small">{t('shop.cartPage.subtotal')}</span>{' '}
          <strong data-testid="cart-subtotal">{formatMoney(cart.selectedSubtotal, cart.currency)}</strong>
          {summary.blocked ? (
            <span className="shop-small shop-warning" data-testid="cart-blocked">
              {' '}
              {t('shop.cartPage.blocked')}
            </span>
          ) : null}
        </p>
        <Button
          color="primary"
          shape="rounded"
          disabled={summary.units === 0 || summary.blocked || busy}
          onClick={() => void navigate(cartCheckoutPath)}
          data-testid="cart-checkout"
        >
          {t('shop.cartPage.checkout', { count: summary.units })}
        </Button>
      </div>
    </>
  );
}

/** A guest's cart, on the device: change and remove; checking out asks to log in (the cart is merged then). */
function GuestCart() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cart = useLocalCart();
  if (cart.lines.length === 0) return <EmptyCart />;
  const currency = cart.lines[0]?.currency ?? 'CNY';
  return (
    <>
      <ul className="shop-cart-lines" aria-label={t('shop.cartPage.title')} data-testid="cart-lines">
        {cart.lines.map((line) => (
          <LineRow
            key={line.skuId}
            currency={line.currency}
            busy={false}
            line={{
              key: line.skuId,
              goodsId: line.goodsId,
              title: line.title,
              cover: line.cover,
              attrs: line.attrs,
              price: line.price,
              quantity: line.quantity,
              max: LINE_CAP,
              problem: null,
            }}
            onQuantity={(q) => cart.setQuantity(line.skuId, q)}
            onRemove={() => cart.remove(line.skuId)}
          />
        ))}
      </ul>
      <div className="shop-buybar shop-cart-bar">
        <p className="shop-cart-bar__total">
          <span className="shop-muted shop-small">{t('shop.cartPage.subtotal')}</span>{' '}
          <strong data-testid="cart-subtotal">{formatMoney(linesSubtotal(cart.lines), currency)}</strong>
        </p>
        <Button color="primary" shape="rounded" onClick={() => void navigate(loginPath(paths.cart))} data-testid="cart-login">
          {t('shop.cartPage.loginToBuy')}
        </Button>
      </div>
    </>
  );
}

function MemberCartScreen() {
  const { t } = useTranslation();
  const cart = useServerCart();
  if (cart.isError) {
    return (
      <div className="center-state" role="alert" data-testid="cart-error">
        <StateBlock status="disconnected" title={t('shop.cartPage.failed')} description={t('shop.list.failedText')} />
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void cart.refetch()} data-testid="cart-retry">
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (!cart.data) {
    return (
      <div style={{ padding: 16 }} data-testid="cart-loading" role="status" aria-live="polite">
        <span className="visually-hidden">{t('common.loading')}</span>
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  return <MemberCart cart={cart.data} />;
}

/** `/pages/goods/cart`: the shopper's cart (members: the server's; guests: the device's). */
export default function CartPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  return (
    <PageLayout title={t('shop.cartPage.title')} testId="cart-page">
      {token === null ? <GuestCart /> : <MemberCartScreen />}
    </PageLayout>
  );
}
