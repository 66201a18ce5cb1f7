import { applicationSchema, type ApplicationDto } from '@contracts/schemas/advertisers';
import { Checkbox, Form } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormCard, SubmitButton, type FormHandle } from '@client/components/form-card';
import { TextAreaField } from '@client/components/text-area-field';
import { TextField } from '@client/components/text-field';
import { paths } from '@client/config/paths';
import { fieldErrorsOf, reportSubmitError, showValidation, validateWith } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { localStore, readJson, writeJson } from '@client/lib/storage';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import { useAreas, useSubmitApplication } from '@client/features/advertisers/api/advertisers';
import { AreaField } from '@client/features/advertisers/components/area-field';
import { ImageUploadField } from '@client/features/advertisers/components/image-upload-field';
import { PhoneField } from '@client/features/advertisers/components/phone-field';
import {
  DEFAULT_PREFIX,
  FORM_FIELDS,
  fromApplication,
  toApplicationBody,
  toFormErrors,
  type ApplicationValues,
} from '@client/features/advertisers/utils/application-form';

type Props = {
  /** the rejected application being edited, or null for a new one */
  editing: ApplicationDto | null;
  /** local draft's key (per account) */
  draftKey: string;
  onDone: (application: ApplicationDto) => void;
};

type PhoneProps = {
  form: FormHandle;
  name: 'legalPhone' | 'contactPhone';
  prefixName: 'legalPhonePrefix' | 'contactPhonePrefix';
  testId: string;
  onPrefix: () => void;
};

/** The phone's number is a form field; its country code a hidden one set from the same line. */
function PrefixedPhone({ form, name, prefixName, testId, onPrefix }: PhoneProps) {
  const { t } = useTranslation();
  const prefix = (Form.useWatch(prefixName, form) as string | undefined) ?? DEFAULT_PREFIX;
  return (
    <>
      <Form.Item name={prefixName} hidden>
        <input type="hidden" />
      </Form.Item>
      <Form.Item name={name} label={t(`advertisers.apply.fields.${name}`)}>
        <PhoneField
          testId={testId}
          prefix={prefix}
          onPrefix={(p) => {
            form.setFieldsValue({ [prefixName]: p });
            form.setFields([{ name, errors: [] }]);
            onPrefix();
          }}
        />
      </Form.Item>
    </>
  );
}

/**
 * The application (SPEC §3): company, legal person, contact; checked on the device with the
 * contract's schema, each refusal under its field in the reader's language. What is typed stays
 * on a failed submit and waits in local storage when the user leaves.
 */
export function ApplicationForm({ editing, draftKey, onDone }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ApplicationValues>();
  const areas = useAreas();
  const submit = useSubmitApplication();
  const restored = useRef(false);

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const draft = readJson<ApplicationValues>(localStore(), draftKey);
    const base: ApplicationValues = editing
      ? fromApplication(editing)
      : { legalPhonePrefix: DEFAULT_PREFIX, contactPhonePrefix: DEFAULT_PREFIX };
    form.setFieldsValue({ ...base, ...(draft ?? {}) });
    if (draft) notify({ key: 'advertisers.apply.draftRestored' });
  }, [draftKey, editing, form]);

  const saveDraft = () => writeJson(localStore(), draftKey, form.getFieldsValue(true));

  const onFinish = useThrottledAction(() => {
    const body = toApplicationBody(form.getFieldsValue(true) as ApplicationValues);
    const checked = validateWith(applicationSchema, body);
    if (!checked.ok) {
      showValidation(form, toFormErrors(checked.errors), FORM_FIELDS);
      return;
    }
    submit.mutate(
      { id: editing?.id ?? null, body: checked.data },
      {
        onSuccess: (application) => {
          localStore().removeItem(draftKey);
          notify({ key: editing ? 'advertisers.apply.resubmitted' : 'advertisers.apply.submitted' });
          onDone(application);
        },
        onError: (error) => {
          const fieldErrors = toFormErrors(fieldErrorsOf(error));
          if (fieldErrors.length > 0) showValidation(form, fieldErrors, FORM_FIELDS);
          else reportSubmitError(error, form, FORM_FIELDS);
        },
      },
    );
  });

  const f = (name: string) => t(`advertisers.apply.fields.${name}`);
  return (
    <FormCard<ApplicationValues>
      form={form}
      name="ad-application"
      onEdit={saveDraft}
      onFinish={onFinish}
      footer={
        <SubmitButton
          label={editing ? t('advertisers.apply.resubmit') : t('advertisers.apply.submit')}
          testId="ad-apply-submit"
          loading={submit.isPending}
        />
      }
    >
      <Form.Header>{t('advertisers.apply.company')}</Form.Header>
      <Form.Item name="companyName" label={f('companyName')}>
        <TextField testId="ad-companyName" maxLength={100} autoComplete="organization" />
      </Form.Item>
      <Form.Item name="area" label={f('area')}>
        <AreaField areas={areas.data ?? []} loading={areas.isPending} />
      </Form.Item>
      <Form.Item name="address" label={f('address')}>
        <TextField testId="ad-address" maxLength={200} autoComplete="street-address" />
      </Form.Item>
      <Form.Item name="creditCode" label={f('creditCode')} help={f('creditCodeHint')}>
        <TextField testId="ad-creditCode" maxLength={18} placeholder="91350100M000100Y43" autoComplete="off" />
      </Form.Item>
      <Form.Item name="licenseImage" label={f('licenseImage')}>
        <ImageUploadField
          testId="ad-licence"
          uploadPath="/advertisers/licences"
          displayUrl={editing?.licenseImageUrl}
          addLabel={t('advertisers.licence.add')}
          alt={f('licenseImage')}
        />
      </Form.Item>
      <Form.Item name="businessScope" label={f('businessScope')}>
        <TextAreaField testId="ad-businessScope" maxLength={500} rows={3} />
      </Form.Item>

      <Form.Header>{t('advertisers.apply.legal')}</Form.Header>
      <Form.Item name="legalName" label={f('legalName')}>
        <TextField testId="ad-legalName" maxLength={100} />
      </Form.Item>
      <PrefixedPhone form={form} name="legalPhone" prefixName="legalPhonePrefix" testId="ad-legalPhone" onPrefix={saveDraft} />
      <Form.Item name="legalEmail" label={f('legalEmail')}>
        <TextField testId="ad-legalEmail" type="email" maxLength={254} />
      </Form.Item>

      <Form.Header>{t('advertisers.apply.contact')}</Form.Header>
      <Form.Item name="contactName" label={f('contactName')}>
        <TextField testId="ad-contactName" maxLength={100} autoComplete="name" />
      </Form.Item>
      <PrefixedPhone form={form} name="contactPhone" prefixName="contactPhonePrefix" testId="ad-contactPhone" onPrefix={saveDraft} />
      <Form.Item name="contactEmail" label={f('contactEmail')}>
        <TextField testId="ad-contactEmail" type="email" maxLength={254} autoComplete="email" />
      </Form.Item>
      <Form.Item name="wechatId" label={f('wechatId')}>
        <TextField testId="ad-wechatId" maxLength={50} />
      </Form.Item>
      <Form.Item name="whatsapp" label={f('whatsapp')}>
        <TextField testId="ad-whatsapp" maxLength={50} />
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
    </FormCard>
  );
}
