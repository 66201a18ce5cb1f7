import {
  createOrderSchema,
  HOLDER_NAME_MAX,
  REMARK_MAX,
  COUNTRY_MAX,
  type ExhibitionDetail,
  type TicketType,
} from '@contracts/schemas/commerce';
import { ORDER_MAX_QUANTITY } from '@contracts/schemas/orders';
import { Button, Form, Tag } from 'antd-mobile';
import { CouponOutline, RightOutline } from 'antd-mobile-icons';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { FormCard } from '@client/components/form-card';
import { TextAreaField } from '@client/components/text-area-field';
import { TextField } from '@client/components/text-field';
import { BusinessError } from '@client/lib/api-client';
import { reportSubmitError, validateForm } from '@client/lib/forms';
import { randomUuid } from '@client/lib/random-uuid';
import { readJson, sessionStore, localStore, writeJson } from '@client/lib/storage';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import '@client/features/commerce/commerce.css';
import { QuantityStepper } from '@client/features/commerce/components/quantity-stepper';
import { ItemPage } from '@client/features/commerce/components/item-page';
import { EmptyState } from '@client/features/commerce/components/states';
import { useUsableCoupons } from '@client/features/commerce/coupons/api/coupons';
import { CouponPicker } from '@client/features/commerce/coupons/components/coupon-picker';
import { formatRange, formatVenueTime, useMoney } from '@client/features/commerce/utils/format';
import { formatDiscount } from '@client/lib/money';
import { orderTotal } from '@client/features/commerce/utils/money';
import { useCreateOrder, useExhibition } from '@client/features/commerce/exhibitions/api/exhibitions';
import { ticketTypeBlock } from '@client/features/commerce/exhibitions/utils/ticket-type-block';

const FIELDS = ['name', 'email', 'country', 'remark'] as const;
type Holder = { name?: string; email?: string; country?: string; remark?: string };

/** The form survives a failed submit, a reload and a trip to the login page (this tab only). */
const DRAFT_KEY = 'reefline:buy-draft';
/** The last buyer's details prefill the next purchase. */
const LAST_HOLDER_KEY = 'reefline:last-holder';

function maxQuantity(type: TicketType | undefined): number {
  if (!type) return 1;
  return Math.max(1, Math.min(type.perOrderLimit, type.remaining, ORDER_MAX_QUANTITY));
}

function BuyForm({ exhibition, initialType }: { exhibition: ExhibitionDetail; initialType: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoney();
  const create = useCreateOrder();
  const draft = useMemo(
    () => readJson<Holder & { ticketTypeId?: string; quantity?: number; exhibitionId?: string }>(sessionStore(), DRAFT_KEY),
    [],
  );
  const sameDraft = draft?.exhibitionId === exhibition.id ? draft : null;
  const [form] = Form.useForm<Holder>();
  const buyable = exhibition.ticketTypes.filter((tt) => ticketTypeBlock(tt, Date.now()) === null);
  const [typeId, setTypeId] = useState<string | undefined>(
    () => [initialType, sameDraft?.ticketTypeId].find((id) => id && buyable.some((tt) => tt.id === id)) ?? buyable[0]?.id ?? undefined,
  );
  const type = exhibition.ticketTypes.find((tt) => tt.id === typeId);
  const max = maxQuantity(type);
  const [quantity, setQuantity] = useState(() => Math.min(sameDraft?.quantity ?? 1, max));
  const [couponId, setCouponId] = useState<string | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const coupons = useUsableCoupons(typeId, quantity, !!type);
  const couponList = coupons.data?.items ?? [];
  const coupon = couponList.find((c) => c.id === couponId) ?? null;
  const usableCount = couponList.filter((c) => c.usable !== false).length;
  const idempotency = useRef<{ signature: string; key: string } | null>(null);

  // the quantity stays within the chosen type's limit
  useEffect(() => {
    setQuantity((q) => Math.min(Math.max(1, q), max));
  }, [max]);
  // a coupon that no longer applies (other type or quantity) is dropped
  useEffect(() => {
    if (couponId && coupons.data && !coupons.isPlaceholderData) {
      const c = coupons.data.items.find((x) => x.id === couponId);
      if (!c || c.usable === false) setCouponId(null);
    }
  }, [couponId, coupons.data, coupons.isPlaceholderData]);

  const saveDraft = () => {
    writeJson(sessionStore(), DRAFT_KEY, { ...form.getFieldsValue(), ticketTypeId: typeId, quantity, exhibitionId: exhibition.id });
  };
  useEffect(saveDraft);

  const subtotal = (type?.price ?? 0) * quantity;
  const discount = coupon?.discount ?? 0;
  const total = orderTotal(type?.price ?? 0, quantity, discount);
  const currency = type?.currency ?? exhibition.currency;

  const submit = useThrottledAction(() => {
    const values = form.getFieldsValue();
    const body = {
      ticketTypeId: typeId ?? '',
      quantity,
      name: values.name ?? '',
      email: values.email ?? '',
      country: values.country ?? '',
      couponId: couponId ?? undefined,
      remark: values.remark ? values.remark : undefined,
    };
    const data = validateForm(form, createOrderSchema, body, FIELDS);
    if (!data) return;
    const signature = JSON.stringify(data);
    if (idempotency.current?.signature !== signature) idempotency.current = { signature, key: randomUuid() };
    create.mutate(
      { body: data, idempotencyKey: idempotency.current.key },
      {
        onSuccess: (order) => {
          writeJson(localStore(), LAST_HOLDER_KEY, { name: data.name, email: data.email, country: data.country });
          sessionStore().removeItem(DRAFT_KEY);
          void navigate(`${paths.orderPay}?id=${encodeURIComponent(order.id)}`, { replace: true });
        },
        onError: (error) => {
          // a refusal is final for that request: a corrected retry is a new purchase
          if (error instanceof BusinessError) idempotency.current = null;
          reportSubmitError(error, form, FIELDS);
        },
      },
    );
  });

  if (buyable.length === 0) return <EmptyState title={t('exhibitions.notOnSale')} />;

  const lastHolder = readJson<Holder>(localStore(), LAST_HOLDER_KEY) ?? {};
  const initialValues: Holder = {
    name: sameDraft?.name ?? lastHolder.name ?? '',
    email: sameDraft?.email ?? lastHolder.email ?? '',
    country: sameDraft?.country ?? lastHolder.country ?? '',
    remark: sameDraft?.remark ?? '',
  };

  const holderTitle = <p className="form-hint cm-form-title">{t('exhibitions.holderTitle')}</p>;

  return (
    <>
      <section className="card cm-card">
        <h2 className="cm-title">{exhibition.title}</h2>
        <p className="cm-muted cm-small">{formatRange(exhibition.startsAt, exhibition.endsAt, exhibition.timeZone)}</p>
        <p className="cm-muted cm-small">{exhibition.venue.name}</p>
      </section>
      <section className="card cm-card" aria-labelledby="buy-type-title">
        <h3 id="buy-type-title" className="cm-subtitle">
          {t('exhibitions.ticketTypes')}
        </h3>
        <div className="cm-type-choices" role="radiogroup" aria-labelledby="buy-type-title">
          {exhibition.ticketTypes.map((tt) => {
            const block = ticketTypeBlock(tt, Date.now());
            const active = tt.id === typeId;
            return (
              <button
                key={tt.id}
                type="button"
                role="radio"
                aria-checked={active}
                disabled={block !== null}
                className={active ? 'cm-type-choice cm-type-choice--active' : 'cm-type-choice'}
                onClick={() => setTypeId(tt.id)}
                data-testid={`choose-type-${tt.id}`}
              >
                <span className="cm-type-choice__name">{tt.name}</span>
                <span className="cm-type-choice__price">{tt.price === 0 ? t('exhibitions.free') : money(tt.price, tt.currency)}</span>
                <span className="cm-small cm-muted">
                  {block ? t(`exhibitions.block.${block}`) : t('exhibitions.remaining', { count: tt.remaining })}
                </span>
              </button>
            );
          })}
        </div>
        {type ? (
          <div className="cm-row cm-quantity">
            <span>
              {t('exhibitions.quantity')}
              <span className="cm-muted cm-small"> {t('exhibitions.quantityHint', { max })}</span>
            </span>
            <QuantityStepper value={quantity} max={max} onChange={setQuantity} label={t('exhibitions.quantity')} testId="buy-quantity" />
          </div>
        ) : null}
      </section>
      <FormCard form={form} name="buy" initialValues={initialValues} onEdit={saveDraft} header={holderTitle}>
        <Form.Item name="name" label={t('exhibitions.fields.name')} required>
          <TextField testId="buy-name" maxLength={HOLDER_NAME_MAX} autoComplete="name" placeholder={t('exhibitions.placeholders.name')} />
        </Form.Item>
        <Form.Item name="email" label={t('exhibitions.fields.email')} required>
          <TextField
            testId="buy-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('exhibitions.placeholders.email')}
          />
        </Form.Item>
        <Form.Item name="country" label={t('exhibitions.fields.country')} required>
          <TextField
            testId="buy-country"
            maxLength={COUNTRY_MAX}
            autoComplete="country-name"
            placeholder={t('exhibitions.placeholders.country')}
          />
        </Form.Item>
        <Form.Item name="remark" label={t('exhibitions.fields.remark')}>
          <TextAreaField testId="buy-remark" maxLength={REMARK_MAX} rows={2} placeholder={t('exhibitions.placeholders.remark')} />
        </Form.Item>
      </FormCard>
      <section className="card cm-card">
        <button type="button" className="cm-coupon-row" onClick={() => setPickerOpen(true)} data-testid="buy-coupon">
          <CouponOutline aria-hidden />
          <span className="cm-coupon-row__label">{t('coupons.title')}</span>
          <span className="cm-coupon-row__value">
            {coupon ? (
              <Tag color="primary" fill="outline">
                {coupon.title}
              </Tag>
            ) : coupons.isPending && !!type ? (
              t('common.loading')
            ) : usableCount > 0 ? (
              t('coupons.available', { count: usableCount })
            ) : (
              t('coupons.noneAvailable')
            )}
          </span>
          <RightOutline aria-hidden />
        </button>
        <dl className="cm-summary" data-testid="buy-summary">
          <div>
            <dt>{t('orders.fields.subtotal')}</dt>
            <dd>{money(subtotal, currency)}</dd>
          </div>
          {discount > 0 ? (
            <div>
              <dt>{t('orders.fields.discount')}</dt>
              <dd data-testid="buy-discount">{formatDiscount(discount, currency)}</dd>
            </div>
          ) : null}
          <div className="cm-summary__total">
            <dt>{t('orders.fields.total')}</dt>
            <dd data-testid="buy-total">{money(total, currency)}</dd>
          </div>
        </dl>
        {type ? <p className="cm-muted cm-small">{t('exhibitions.saleEnds', { date: formatVenueTime(type.saleEndsAt, exhibition.timeZone) })}</p> : null}
      </section>
      <div className="cm-bottom-bar">
        <Button block color="primary" size="large" loading={create.isPending} onClick={submit} disabled={!type} data-testid="buy-submit">
          {t('exhibitions.placeOrder', { total: money(total, currency) })}
        </Button>
      </div>
      <CouponPicker
        coupons={couponList}
        selected={couponId}
        onSelect={setCouponId}
        visible={pickerOpen}
        onClose={() => setPickerOpen(false)}
      />
    </>
  );
}

/** The buy flow: ticket type, quantity, the buyer's name, e-mail and country, a coupon, the total. */
export default function BuyPage() {
  const [params] = useSearchParams();
  return (
    <ItemPage title="exhibitions.buyTitle" testId="buy-page" useItem={useExhibition} notFound="exhibitions.notFound" loadingRows={3}>
      {(exhibition) => <BuyForm exhibition={exhibition} initialType={params.get('type')} />}
    </ItemPage>
  );
}
