import { applicationSchema, type ApplicationDto } from '@contracts/schemas/advertisers';
import { Button, Checkbox, Form } from 'antd-mobile';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormCard } from '@client/components/form-card';
import { AreaField } from '@client/components/area-field';
import { TextAreaField } from '@client/components/text-area-field';
import { TextField } from '@client/components/text-field';
import { paths } from '@client/config/paths';
import { applyFieldErrors, fieldErrorsOf, reportSubmitError, showValidation, validateWith } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { localStore, readJson, writeJson } from '@client/lib/storage';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import { useAreas, useSubmitApplication } from '@client/features/advertisers/api/advertisers';
import { ImageUploadField } from '@client/features/advertisers/components/image-upload-field';
import { PrefixedPhone } from '@client/features/advertisers/components/prefixed-phone';
import { StepBar } from '@client/features/advertisers/components/step-bar';
import {
  CHECKED_ON_LEAVE,
  DEFAULT_PREFIX,
  FORM_FIELDS,
  STEPS,
  draftStepKey,
  fromApplication,
  stepOf,
  toApplicationBody,
  toFormErrors,
  type ApplicationValues,
} from '@client/features/advertisers/utils/application-form';
import '@client/features/advertisers/application.css';

type Props = {
  /** the rejected application being edited, or null for a new one */
  editing: ApplicationDto | null;
  /** local draft's key (per account) */
  draftKey: string;
  onDone: (application: ApplicationDto) => void;
};

/** antd-mobile names a field's input `<form name>_<field>`. */
const FORM_NAME = 'ad-application';
const LAST = STEPS.length - 1;

/**
 * The application (SPEC §3) as four steps — company, legal person, contact, licence (issue #36).
 * Every field is marked required and says what goes in it; a field is checked when the user leaves
 * it and each step when the user goes on, with the contract's own schema (the server's rules, the
 * credit code's check character explained), each refusal under its field in the reader's language.
 * What is typed, and the step, wait in local storage (per account) when the user leaves; a submit
 * clears them. All steps stay mounted (the others hidden), so refusals set on any of them stay.
 */
export function ApplicationForm({ editing, draftKey, onDone }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ApplicationValues>();
  const areas = useAreas();
  const submit = useSubmitApplication();
  const restored = useRef(false);
  const [step, setStep] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const draft = readJson<ApplicationValues>(localStore(), draftKey);
    const base: ApplicationValues = editing
      ? fromApplication(editing)
      : { legalPhonePrefix: DEFAULT_PREFIX, contactPhonePrefix: DEFAULT_PREFIX };
    form.setFieldsValue({ ...base, ...(draft ?? {}) });
    const savedStep = Number(localStore().getItem(draftStepKey(draftKey)));
    if (draft && Number.isInteger(savedStep) && savedStep > 0 && savedStep <= LAST) setStep(savedStep);
    if (draft) notify({ key: 'advertisers.apply.draftRestored' });
  }, [draftKey, editing, form]);

  // a new step: its heading takes the focus (screen readers hear where they are), the page its top
  useEffect(() => {
    if (!moved.current) return;
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [step]);

  const saveDraft = () => writeJson(localStore(), draftKey, form.getFieldsValue(true));
  const goTo = (next: number) => {
    moved.current = true;
    setStep(next);
    localStore().setItem(draftStepKey(draftKey), String(next));
  };

  /** The contract's verdict on the whole form, refusals placed under the fields the form shows. */
  const check = () => {
    const result = validateWith(applicationSchema, toApplicationBody(form.getFieldsValue(true) as ApplicationValues));
    return result.ok ? { ok: true as const, data: result.data, errors: [] } : { ok: false as const, errors: toFormErrors(result.errors) };
  };

  /** A field the user leaves: its own refusal, or none (other fields keep theirs). */
  const onLeave = (event: FocusEvent<HTMLDivElement>) => {
    const id = (event.target as HTMLElement).id;
    if (!id.startsWith(`${FORM_NAME}_`)) return;
    const name = id.slice(FORM_NAME.length + 1);
    if (!CHECKED_ON_LEAVE.includes(name)) return;
    const error = check().errors.find((e) => e.field === name);
    form.setFields([{ name, errors: error ? [error.msg] : [] }]);
  };

  const firstStepWithError = (fields: readonly string[]) => {
    const steps = fields.map(stepOf).filter((s) => s >= 0);
    return steps.length ? Math.min(...steps) : -1;
  };

  const send = () => {
    const checked = check();
    if (!checked.ok) {
      showValidation(form, checked.errors, FORM_FIELDS);
      const at = firstStepWithError(checked.errors.map((e) => e.field));
      if (at >= 0 && at !== step) goTo(at);
      return;
    }
    submit.mutate(
      { id: editing?.id ?? null, body: checked.data },
      {
        onSuccess: (application) => {
          localStore().removeItem(draftKey);
          localStore().removeItem(draftStepKey(draftKey));
          notify({ key: editing ? 'advertisers.apply.resubmitted' : 'advertisers.apply.submitted' });
          onDone(application);
        },
        onError: (error) => {
          const fieldErrors = toFormErrors(fieldErrorsOf(error));
          if (fieldErrors.length > 0) {
            showValidation(form, fieldErrors, FORM_FIELDS);
            const at = firstStepWithError(fieldErrors.map((e) => e.field));
            if (at >= 0 && at !== step) goTo(at);
          } else reportSubmitError(error, form, FORM_FIELDS);
        },
      },
    );
  };

  // "next" (also Enter in a field) checks this step's fields only; the last step sends the form
  const onFinish = useThrottledAction(() => {
    if (step < LAST) {
      const fields = STEPS[step]!.fields as readonly string[];
      const stepErrors = check().errors.filter((e) => fields.includes(e.field));
      applyFieldErrors(form, stepErrors, fields);
      if (stepErrors.length === 0) goTo(step + 1);
      return;
    }
    send();
  });

  const f = (name: string) => t(`advertisers.apply.fields.${name}`);
  const ph = (name: string) => t(`advertisers.apply.placeholders.${name}`);
  const help = (key: string) => <span className="ad-help">{t(`advertisers.apply.help.${key}`)}</span>;
  const section = (i: number) => ({ hidden: i !== step, 'data-testid': `ad-step-${STEPS[i]!.key}` });
  const submitLabel = editing ? t('advertisers.apply.resubmit') : t('advertisers.apply.submit');

  return (
    <div onBlur={onLeave} className="ad-apply">
      <StepBar step={step} />
      <p className="ad-required-note">{t('advertisers.apply.requiredNote')}</p>
      <FormCard<ApplicationValues>
        form={form}
        name={FORM_NAME}
        onEdit={saveDraft}
        onFinish={onFinish}
        header={
          <h2 ref={heading} tabIndex={-1} className="ad-step-title" data-testid="ad-step-title">
            {t('advertisers.apply.stepOf', { n: step + 1, total: STEPS.length })} · {t(`advertisers.apply.steps.${STEPS[step]!.key}`)}
          </h2>
        }
        footer={
          <div className="ad-step-actions">
            {step > 0 ? (
              <Button type="button" size="large" onClick={() => goTo(step - 1)} data-testid="ad-step-back">
                {t('advertisers.apply.back')}
              </Button>
            ) : null}
            <Button
              block
              type="submit"
              color="primary"
              size="large"
              loading={step === LAST && submit.isPending}
              data-testid={step === LAST ? 'ad-apply-submit' : 'ad-step-next'}
            >
              {step === LAST ? submitLabel : t('advertisers.apply.next')}
            </Button>
          </div>
        }
      >
        <div {...section(0)}>
          <Form.Item name="companyName" label={f('companyName')} required description={help('companyName')}>
            <TextField testId="ad-companyName" maxLength={100} autoComplete="organization" placeholder={ph('companyName')} required />
          </Form.Item>
          <Form.Item name="area" label={f('area')} required>
            <AreaField
              areas={areas.data ?? []}
              loading={areas.isPending}
              testId="ad-area-picker"
              placeholder={t('advertisers.apply.choose')}
              title={f('area')}
            />
          </Form.Item>
          <Form.Item name="address" label={f('address')} required>
            <TextField testId="ad-address" maxLength={200} autoComplete="street-address" placeholder={ph('address')} required />
          </Form.Item>
          <Form.Item name="creditCode" label={f('creditCode')} required description={help('creditCode')}>
            <TextField testId="ad-creditCode" maxLength={18} placeholder={ph('creditCode')} autoComplete="off" required />
          </Form.Item>
          <Form.Item name="businessScope" label={f('businessScope')} required description={help('businessScope')}>
            <TextAreaField testId="ad-businessScope" maxLength={500} rows={3} placeholder={ph('businessScope')} required />
          </Form.Item>
        </div>

        <div {...section(1)}>
          <Form.Item name="legalName" label={f('legalName')} required description={help('legalName')}>
            <TextField testId="ad-legalName" maxLength={100} placeholder={ph('legalName')} required />
          </Form.Item>
          <PrefixedPhone form={form} who="legal" testId="ad-legalPhone" onCountry={saveDraft} />
          <Form.Item name="legalEmail" label={f('legalEmail')} required>
            <TextField testId="ad-legalEmail" type="email" maxLength={254} placeholder={ph('legalEmail')} required />
          </Form.Item>
        </div>

        <div {...section(2)}>
          <Form.Item name="contactName" label={f('contactName')} required description={help('contactName')}>
            <TextField testId="ad-contactName" maxLength={100} autoComplete="name" placeholder={ph('contactName')} required />
          </Form.Item>
          <PrefixedPhone form={form} who="contact" testId="ad-contactPhone" onCountry={saveDraft} />
          <Form.Item name="contactEmail" label={f('contactEmail')} required>
            <TextField
              testId="ad-contactEmail"
              type="email"
              maxLength={254}
              autoComplete="email"
              placeholder={ph('contactEmail')}
              required
            />
          </Form.Item>
          <Form.Item name="wechatId" label={f('wechatId')} required>
            <TextField testId="ad-wechatId" maxLength={50} placeholder={ph('wechatId')} required />
          </Form.Item>
          <Form.Item name="whatsapp" label={f('whatsapp')} required description={help('whatsapp')}>
            <TextField testId="ad-whatsapp" maxLength={50} placeholder={ph('whatsapp')} required />
          </Form.Item>
        </div>

        <div {...section(3)}>
          <Form.Item name="licenseImage" label={f('licenseImage')} required description={help('licenseImage')}>
            <ImageUploadField
              testId="ad-licence"
              uploadPath="/advertisers/licences"
              displayUrl={editing?.licenseImageUrl}
              addLabel={t('advertisers.licence.add')}
              alt={f('licenseImage')}
            />
          </Form.Item>
          <Form.Item name="agree" valuePropName="checked">
            <Checkbox data-testid="ad-agree">
              <span className="ad-tick">{t('advertisers.apply.agree')}</span>
            </Checkbox>
          </Form.Item>
          <p className="ad-read-agreement">
            <Link to={paths.advertiserAgreement} data-testid="ad-read-agreement">
              {t('advertisers.apply.readAgreement')}
            </Link>
          </p>
          <Form.Item name="riskConfirmed" valuePropName="checked">
            <Checkbox data-testid="ad-risk">
              <span className="ad-tick">{t('advertisers.apply.risk')}</span>
            </Checkbox>
          </Form.Item>
        </div>
      </FormCard>
    </div>
  );
}
