import { registerSchema } from '@contracts/schemas/auth';
import { Button, Form } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths, safeRedirect } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import { TextField } from '@client/components/text-field';
import { clearErrorsOnEdit, reportSubmitError, showValidation, validateWith } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import { useRegister } from '@client/features/auth/api/register';
import { AgreeCheckbox } from '@client/features/auth/components/agree-checkbox';
import { AuthHero } from '@client/features/auth/components/auth-hero';
import { SendCodeButton } from '@client/features/auth/components/send-code-button';

type Values = { account?: string; code?: string; password?: string };
const FIELDS = ['account', 'code', 'password'] as const;

export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [form] = Form.useForm<Values>();
  const [agree, setAgree] = useState(false);
  const register = useRegister();

  const submit = useThrottledAction(() => {
    const values = form.getFieldsValue();
    const checked = validateWith(registerSchema, {
      account: values.account ?? '',
      code: values.code ?? '',
      password: values.password ?? '',
      agree,
    });
    if (!checked.ok) {
      showValidation(form, checked.errors, FIELDS);
      return;
    }
    register.mutate(checked.data, {
      onSuccess: () => {
        notify({ key: 'auth.register.success' });
        void navigate(redirect, { replace: true });
      },
      onError: (error) => reportSubmitError(error, form, FIELDS),
    });
  });

  return (
    <PageLayout title={t('auth.register.title')} testId="register-page">
      <AuthHero title={t('auth.register.heading')} subtitle={t('auth.register.subtitle')} />
      <div className="form-card">
        <Form
          form={form}
          onValuesChange={clearErrorsOnEdit(form)}
          name="register"
          layout="vertical"
          onFinish={submit}
          footer={
            <>
              <AgreeCheckbox checked={agree} onChange={setAgree} />
              <Button block type="submit" color="primary" size="large" loading={register.isPending} data-testid="register-submit">
                {t('auth.register.submit')}
              </Button>
            </>
          }
        >
          <Form.Item name="account" label={t('auth.fields.account')} description={t('auth.fields.accountHelp')}>
            <TextField testId="account-input" autoComplete="username" placeholder={t('auth.fields.accountPlaceholder')} />
          </Form.Item>
          <Form.Item
            name="code"
            label={t('auth.fields.code')}
            extra={
              <SendCodeButton
                purpose="register"
                getTarget={() => String(form.getFieldValue('account') ?? '')}
                onInvalid={(errors) => form.setFields([{ name: 'account', errors: errors.map((e) => e.msg) }])}
              />
            }
          >
            <TextField
              testId="code-input"
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
              placeholder={t('auth.fields.codePlaceholder')}
            />
          </Form.Item>
          <Form.Item name="password" label={t('auth.fields.password')}>
            <TextField
              type="password"
              testId="password-input"
              autoComplete="new-password"
              placeholder={t('auth.fields.newPasswordPlaceholder')}
            />
          </Form.Item>
        </Form>
      </div>
      <div className="auth-links">
        <Link className="link-button" to={paths.login} replace data-testid="link-login">
          {t('auth.register.toLogin')}
        </Link>
      </div>
    </PageLayout>
  );
}
