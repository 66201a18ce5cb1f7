import { shippingRuleInputSchema, type ShippingRule } from '@contracts/schemas/shop';
import { Button, Input, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@client/components/page-layout';
import { StateBlock } from '@client/components/deferred';
import { reportSubmitError, validateWith } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { useSaveShippingRule, useShippingRule } from '@client/features/shop/api/operations';
import { AdminNav } from '@client/features/shop/components/admin-nav';
import { minorUnits, yuanText } from '@client/features/shop/utils/money-input';
import '@client/features/shop/shop.css';

const FIELDS = [
  { key: 'freeFrom', label: 'shop.ops.shipFreeFrom' },
  { key: 'baseFee', label: 'shop.ops.shipBase' },
  { key: 'perKgFee', label: 'shop.ops.shipPerKg' },
] as const;

type Drafts = Record<(typeof FIELDS)[number]['key'], string>;

function RuleForm({ rule }: { rule: ShippingRule }) {
  const { t } = useTranslation();
  const save = useSaveShippingRule();
  const [drafts, setDrafts] = useState<Drafts>({
    freeFrom: yuanText(rule.freeFrom),
    baseFee: yuanText(rule.baseFee),
    perKgFee: yuanText(rule.perKgFee),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () => {
    const checked = validateWith(shippingRuleInputSchema, {
      freeFrom: minorUnits(drafts.freeFrom),
      baseFee: minorUnits(drafts.baseFee) ?? '',
      perKgFee: minorUnits(drafts.perKgFee) ?? '',
    });
    if (!checked.ok) return setErrors(Object.fromEntries(checked.errors.map((e) => [e.field, e.msg])));
    setErrors({});
    save.mutate(checked.data, { onSuccess: () => notify({ key: 'shop.ops.shipSaved' }), onError: (e) => reportSubmitError(e) });
    return undefined;
  };
  return (
    <form
      className="shop-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      data-testid="shipping-form"
    >
      <p className="shop-muted shop-small">{t('shop.ops.shipExplain')}</p>
      {FIELDS.map((f) => (
        <div className="shop-form__field" key={f.key}>
          <label className="shop-form__label" htmlFor={`shipping-${f.key}`}>
            {t(f.label)}
          </label>
          <Input
            id={`shipping-${f.key}`}
            value={drafts[f.key]}
            inputMode="decimal"
            onChange={(v) => setDrafts((d) => ({ ...d, [f.key]: v }))}
            aria-invalid={errors[f.key] ? true : undefined}
            aria-describedby={errors[f.key] ? `shipping-${f.key}-error` : undefined}
            data-testid={`shipping-${f.key}`}
          />
          {errors[f.key] ? (
            <span id={`shipping-${f.key}-error`} className="shop-form__error" data-testid={`shipping-${f.key}-error`}>
              {errors[f.key]}
            </span>
          ) : null}
        </div>
      ))}
      <Button block type="submit" color="primary" shape="rounded" loading={save.isPending} data-testid="shipping-save">
        {t('shop.ops.save')}
      </Button>
    </form>
  );
}

/** Staff: the shipping fee rule (free from an amount, else first kilogram + each further one). */
export default function AdminShippingPage() {
  const { t } = useTranslation();
  const q = useShippingRule();
  let body;
  if (q.isError) {
    body = (
      <div className="center-state" role="alert" data-testid="shipping-error">
        <StateBlock status="disconnected" title={t('shop.ops.failed')} description={t('shop.list.failedText')} />
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void q.refetch()} data-testid="shipping-retry">
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (!q.data) {
    body = (
      <div style={{ padding: 16 }} data-testid="shipping-loading" role="status" aria-live="polite">
        <span className="visually-hidden">{t('common.loading')}</span>
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    );
  } else {
    body = <RuleForm rule={q.data} />;
  }
  return (
    <PageLayout title={t('shop.ops.shipping')} testId="admin-shipping-page">
      <AdminNav />
      {body}
    </PageLayout>
  );
}
