import { changePhoneSchema } from '@contracts/schemas/auth';
import { Form } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@client/components/page-layout';
import { TextField } from '@client/components/text-field';
import { reportSubmitError, validateForm } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { useGoBack } from '@client/lib/use-go-back';
import { useSession } from '@client/lib/use-session';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import { useChangePhone } from '@client/features/auth/api/change-phone';
import { AuthForm } from '@client/features/auth/components/auth-form';
import { CodeField } from '@client/features/auth/components/code-field';
import { REAUTH_FIELDS, ReauthFields, reauthBody, type ReauthValues } from '@client/features/auth/components/reauth-fields';

type Values = { phone?: string; code?: string } & ReauthValues;
const FIELDS = ['phone', 'code', ...REAUTH_FIELDS] as const;

export default function ChangePhonePage() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const { user } = useSession();
  // SPEC §4: an account with no phone (made by e-mail or a third-party login) binds one; the mode is
  // fixed when the page opens, so the page does not turn into "change" the moment the bind succeeds
  const [mode] = useState<'change' | 'bind'>(() => (user?.phone ? 'change' : 'bind'));
  const [form] = Form.useForm<Values>();
  // SPEC §5: a verification code must be requested before changing phone
  const [codeRequestedFor, setCodeRequestedFor] = useState<string | null>(null);
  const change = useChangePhone(mode);

  const submit = useThrottledAction(() => {
    const v = form.getFieldsValue();
    const data = validateForm(form, changePhoneSchema, { phone: v.phone ?? '', code: v.code ?? '', ...reauthBody(v) }, FIELDS);
    if (!data) return;
    if (codeRequestedFor !== data.phone) {
      form.setFields([{ name: 'code', errors: [t('auth.changePhone.codeFirst')] }]);
      return;
    }
    change.mutate(data, {
      onSuccess: () => {
        notify({ key: mode === 'bind' ? 'auth.bindPhone.success' : 'auth.changePhone.success' });
        goBack();
      },
      onError: (error) => reportSubmitError(error, form, FIELDS),
    });
  });

  return (
    <PageLayout title={t(mode === 'bind' ? 'auth.bindPhone.title' : 'auth.changePhone.title')} testId="change-phone-page">
      <p className="form-hint" style={{ paddingTop: 8 }} data-testid={`phone-mode-${mode}`}>
        {mode === 'change' && user?.phone ? t('auth.changePhone.current', { phone: user.phone }) : t('auth.bindPhone.intro')}
      </p>
      <AuthForm form={form} name="change-phone" submitLabel={t('common.confirm')} busy={change.isPending} onFinish={submit}>
        <Form.Item name="phone" label={t(mode === 'bind' ? 'auth.bindPhone.phone' : 'auth.fields.newPhone')}>
          <TextField
            type="tel"
            testId="phone-input"
            inputMode="numeric"
            maxLength={11}
            placeholder={t('auth.fields.newPhonePlaceholder')}
          />
        </Form.Item>
        <CodeField purpose="change_phone" phoneOnly form={form} targetField="phone" onRequest={setCodeRequestedFor} />
        <ReauthFields form={form} purpose="reauth" />
      </AuthForm>
    </PageLayout>
  );
}
