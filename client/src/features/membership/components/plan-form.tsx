import {
  membershipPlanSchema,
  PLAN_KINDS,
  updateMembershipPlanSchema,
  type AdminMembershipPlan,
  type MembershipPlanInput,
  type PlanKind,
  type PlanTexts,
} from '@contracts/schemas/membership';
import { LANGUAGES } from '@contracts/language';
import { Input, Popup, Selector, Switch, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetActions } from '@client/components/sheet-actions';
import { reportSubmitError, validateWith } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { useSavePlan, type PlanSave } from '@client/features/membership/api/admin';
import { toMajorText, toMinorUnits } from '@client/lib/price-input';

type Props = { plan: AdminMembershipPlan | null; open: boolean; onClose: () => void };

const EMPTY: PlanTexts = { 'zh-cn': '', 'en-us': '', 'zh-hant': '' };

function TextsField({
  id,
  label,
  value,
  onChange,
  multiline,
}: {
  id: string;
  label: (language: string) => string;
  value: PlanTexts;
  onChange: (v: PlanTexts) => void;
  multiline?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {LANGUAGES.map((l) => (
        <div className="editor-field" key={l}>
          <label className="editor-field__label" htmlFor={`${id}-${l}`}>
            {label(t(`membership.language.${l}`))}
          </label>
          {multiline ? (
            <TextArea id={`${id}-${l}`} value={value[l]} rows={2} onChange={(v) => onChange({ ...value, [l]: v })} />
          ) : (
            <Input id={`${id}-${l}`} value={value[l]} onChange={(v) => onChange({ ...value, [l]: v })} data-testid={`${id}-${l}`} />
          )}
        </div>
      ))}
    </>
  );
}

function PlanFields({ plan, onClose }: { plan: AdminMembershipPlan | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePlan();
  const [kind, setKind] = useState<PlanKind>(plan?.kind ?? 'months');
  const [size, setSize] = useState(String(plan?.months ?? plan?.credits ?? ''));
  const [price, setPrice] = useState(plan ? toMajorText(plan.price) : '');
  const [currency, setCurrency] = useState(plan?.currency ?? 'CNY');
  const [names, setNames] = useState<PlanTexts>(plan?.names ?? EMPTY);
  const [descriptions, setDescriptions] = useState<PlanTexts>(plan?.descriptions ?? EMPTY);
  const [active, setActive] = useState(plan?.active ?? true);

  const submit = (body: PlanSave) =>
    save.mutate(body, {
      onSuccess: () => {
        notify({ key: 'membership.admin.saved' });
        onClose();
      },
      onError: (e) => reportSubmitError(e),
    });

  const onSave = () => {
    const common = { price: toMinorUnits(price), currency, names, descriptions, active };
    const checked = plan
      ? validateWith(updateMembershipPlanSchema, common)
      : validateWith(membershipPlanSchema, {
          ...common,
          kind,
          months: kind === 'months' ? size : undefined,
          credits: kind === 'credits' ? size : undefined,
        });
    if (!checked.ok) notify(checked.errors[0]?.msg ?? '');
    else if (plan) submit({ id: plan.id, body: checked.data });
    else submit({ id: null, body: checked.data as MembershipPlanInput });
  };

  return (
    <div className="editor" role="dialog" aria-label={t(plan ? 'membership.admin.edit' : 'membership.admin.new')} data-testid="plan-form">
      <div className="editor-field">
        <span className="editor-field__label">{t('membership.admin.kind')}</span>
        <Selector
          options={PLAN_KINDS.map((k) => ({
            label: t(`membership.plans.kind.${k}`),
            value: k,
            disabled: plan !== null && k !== plan.kind,
          }))}
          value={[kind]}
          onChange={(v) => v[0] && setKind(v[0])}
        />
      </div>
      {kind !== 'buyout' ? (
        <div className="editor-field">
          <label className="editor-field__label" htmlFor="plan-size">
            {t(kind === 'months' ? 'membership.admin.months' : 'membership.admin.credits')}
          </label>
          <Input
            id="plan-size"
            type="number"
            inputMode="numeric"
            value={size}
            onChange={setSize}
            disabled={plan !== null}
            data-testid="plan-size"
          />
        </div>
      ) : null}
      <div className="editor-field">
        <label className="editor-field__label" htmlFor="plan-price">
          {t('membership.admin.price')}
        </label>
        <Input id="plan-price" inputMode="decimal" value={price} onChange={setPrice} placeholder="30.00" data-testid="plan-price" />
      </div>
      <div className="editor-field">
        <label className="editor-field__label" htmlFor="plan-currency">
          {t('membership.admin.currency')}
        </label>
        <Input id="plan-currency" value={currency} maxLength={3} onChange={setCurrency} />
      </div>
      <TextsField id="plan-name" label={(language) => t('membership.admin.nameIn', { language })} value={names} onChange={setNames} />
      <TextsField
        id="plan-description"
        label={(language) => t('membership.admin.descriptionIn', { language })}
        value={descriptions}
        onChange={setDescriptions}
        multiline
      />
      <div className="editor-field">
        <span className="editor-field__label">{t('membership.admin.active')}</span>
        <Switch checked={active} onChange={setActive} aria-label={t('membership.admin.active')} />
      </div>
      <SheetActions
        className="editor__actions"
        onCancel={onClose}
        confirmLabel={t('membership.admin.save')}
        confirmTestId="plan-save"
        loading={save.isPending}
        onConfirm={onSave}
      />
    </div>
  );
}

/** The form of a new or an existing membership plan, in a sheet (kind and size are fixed once created). */
export function PlanForm({ plan, open, onClose }: Props) {
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="mb-sheet" destroyOnClose>
      {open ? <PlanFields key={plan?.id ?? 'new'} plan={plan} onClose={onClose} /> : null}
    </Popup>
  );
}
