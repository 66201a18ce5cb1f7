import { COUPON_KINDS } from '@contracts/schemas/commerce';
import { couponInputSchema, couponUpdateSchema, type AdminCoupon, type LocalisedText } from '@contracts/schemas/catalogue';
import { Button, Selector, Switch, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@client/components/page-layout';
import { PagedList } from '@client/components/paged-list';
import { reportSubmitError, validateWith } from '@client/lib/forms';
import { serverLanguage } from '@client/lib/language';
import { useLocale } from '@client/lib/use-locale';
import { notify } from '@client/lib/notify';
import { toMajorText, toMinorUnits } from '@client/lib/price-input';
import { useAdminCoupons, useSaveCoupon } from '@client/features/console/api/catalogue';
import { ADMIN_ROLES, StaffOnly } from '@client/features/console/components/staff-only';
import { EMPTY_TEXT, LANGUAGES_OF_TEXT as ALL_LANGUAGES, TextsField } from '@client/components/texts-field';
import { LineField } from '@client/features/console/components/line-field';
import '@client/features/console/console.css';

type Kind = (typeof COUPON_KINDS)[number];
const num = (s: string): number | string => (s.trim() === '' ? '' : Number.isFinite(Number(s)) ? Number(s) : s);

/** A new coupon (`coupon` null) or an existing one: stock never below what is claimed, terms fixed once claimed. */
function CouponForm({ coupon, onDone }: { coupon: AdminCoupon | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCoupon();
  const prefix = coupon ? `coupon-${coupon.id}` : 'coupon-new';
  const [title, setTitle] = useState<LocalisedText>(coupon?.title ?? EMPTY_TEXT);
  const [kind, setKind] = useState<Kind>(coupon?.kind ?? 'amount');
  const [value, setValue] = useState(coupon ? (coupon.kind === 'amount' ? toMajorText(coupon.value) : String(coupon.value)) : '');
  const [minSpend, setMinSpend] = useState(coupon ? toMajorText(coupon.minSpend) : '0');
  const [perPersonLimit, setPerPersonLimit] = useState(coupon ? String(coupon.perPersonLimit) : '1');
  const [validDays, setValidDays] = useState(coupon ? String(coupon.validDays) : '30');
  const [stock, setStock] = useState(coupon ? String(coupon.stock) : '');
  const [active, setActive] = useState(coupon?.active ?? true);

  const onSave = () => {
    const body = {
      title,
      kind,
      value: kind === 'amount' ? toMinorUnits(value) : num(value),
      minSpend: toMinorUnits(minSpend),
      perPersonLimit: num(perPersonLimit),
      validDays: num(validDays),
      stock: num(stock),
      active,
    };
    const done = { onSuccess: () => (notify({ key: 'console.catalogue.saved' }), onDone()), onError: (e: unknown) => reportSubmitError(e) };
    if (coupon) {
      const before: Record<string, unknown> = { ...coupon };
      const changed = Object.fromEntries(Object.entries(body).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(before[k])));
      const checked = validateWith(couponUpdateSchema, changed);
      if (!checked.ok) return notify(checked.errors[0]?.msg ?? '');
      save.mutate({ id: coupon.id, body: checked.data }, done);
    } else {
      const checked = validateWith(couponInputSchema, body);
      if (!checked.ok) return notify(checked.errors[0]?.msg ?? '');
      save.mutate({ id: null, body: checked.data }, done);
    }
    return undefined;
  };

  return (
    <form
      className="console-form console-form--nested"
      data-testid={coupon ? 'coupon-form' : 'coupon-new-form'}
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <TextsField
        formClass="console-form"
        required={ALL_LANGUAGES}
        id={`${prefix}-title`}
        label={t('console.coupons.fields.title')}
        value={title}
        onChange={setTitle}
      />
      <fieldset className="console-form__group">
        <legend className="console-form__legend">{t('console.coupons.fields.kind')}</legend>
        <Selector
          options={COUPON_KINDS.map((k) => ({ label: t(`console.coupons.kind.${k}`), value: k }))}
          value={[kind]}
          onChange={(v) => v[0] && setKind(v[0])}
          data-testid={`${prefix}-kind`}
        />
      </fieldset>
      <LineField
        id={`${prefix}-value`}
        label={t(kind === 'amount' ? 'console.coupons.fields.amount' : 'console.coupons.fields.percent')}
        value={value}
        onChange={setValue}
        inputMode="decimal"
      />
      <LineField
        id={`${prefix}-min-spend`}
        label={t('console.coupons.fields.minSpend')}
        value={minSpend}
        onChange={setMinSpend}
        inputMode="decimal"
      />
      <LineField
        id={`${prefix}-limit`}
        label={t('console.coupons.fields.perPersonLimit')}
        value={perPersonLimit}
        onChange={setPerPersonLimit}
        inputMode="numeric"
      />
      <LineField
        id={`${prefix}-days`}
        label={t('console.coupons.fields.validDays')}
        value={validDays}
        onChange={setValidDays}
        inputMode="numeric"
      />
      <LineField id={`${prefix}-stock`} label={t('console.coupons.fields.stock')} value={stock} onChange={setStock} inputMode="numeric" />
      <div className="console-form__switch">
        <span id={`${prefix}-active-label`}>{t('console.coupons.fields.active')}</span>
        <Switch checked={active} onChange={setActive} aria-labelledby={`${prefix}-active-label`} data-testid={`${prefix}-active`} />
      </div>
      <Button block color="primary" type="submit" loading={save.isPending} data-testid={`${prefix}-save`}>
        {t('console.catalogue.save')}
      </Button>
    </form>
  );
}

function CouponRow({ coupon }: { coupon: AdminCoupon }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const lang = serverLanguage(useLocale());
  const value =
    coupon.kind === 'amount'
      ? t('console.coupons.amountOff', { amount: toMajorText(coupon.value) })
      : t('console.coupons.percentOff', { n: coupon.value });
  return (
    <li className="console-types__item" data-testid="coupon" data-id={coupon.id}>
      <div className="console-types__head">
        <span className="console-person__name">{coupon.title[lang]}</span>
        <span className="console-muted">
          {value} · {t('console.coupons.claimedOf', { claimed: coupon.claimed, stock: coupon.stock })}
        </span>
        {coupon.active ? null : <Tag fill="outline">{t('console.coupons.inactive')}</Tag>}
        <Button size="mini" fill="none" color="primary" onClick={() => setEditing(!editing)} data-testid="coupon-edit">
          {t(editing ? 'console.catalogue.close' : 'console.catalogue.edit')}
        </Button>
      </div>
      {editing ? <CouponForm coupon={coupon} onDone={() => setEditing(false)} /> : null}
    </li>
  );
}

/** Admins: every coupon (inactive ones too); a new one; each one's stock, limits and state. */
export default function CouponsPage() {
  const { t } = useTranslation();
  const coupons = useAdminCoupons();
  const [adding, setAdding] = useState(false);
  return (
    <StaffOnly roles={ADMIN_ROLES} title={t('console.coupons.title')} testId="console-coupons-page">
      <PageLayout title={t('console.coupons.title')} testId="console-coupons-page">
        <section className="console-section">
          {adding ? (
            <CouponForm coupon={null} onDone={() => setAdding(false)} />
          ) : (
            <Button block color="primary" onClick={() => setAdding(true)} data-testid="coupon-add">
              {t('console.coupons.new')}
            </Button>
          )}
        </section>
        <PagedList
          query={coupons.query}
          items={coupons.items}
          render={(c) => <CouponRow key={c.id} coupon={c} />}
          as="ul"
          className="console-list"
          ariaLabel={t('console.coupons.title')}
          testIdPrefix="coupons"
          listTestId="coupons-list"
          empty={{ title: t('console.coupons.empty'), description: t('console.coupons.emptyHint') }}
          failed={{ title: t('console.loadFailed'), description: t('console.loadFailedHint') }}
          footer="console.list"
        />
      </PageLayout>
    </StaffOnly>
  );
}
