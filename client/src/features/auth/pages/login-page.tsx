import { loginSchema } from '@contracts/schemas/auth';
import { Button, Form, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths, safeRedirect } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import { TextField } from '@client/components/text-field';
import { clearErrorsOnEdit, reportSubmitError, showValidation, validateWith } from '@client/lib/forms';
import { validationMessage } from '@client/lib/i18n';
import { notify } from '@client/lib/notify';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import { useLogin } from '@client/features/auth/api/login';
import { AgreeCheckbox } from '@client/features/auth/components/agree-checkbox';
import { AuthHero } from '@client/features/auth/components/auth-hero';
import { OAuthButtons } from '@client/features/auth/components/oauth-buttons';
import { SendCodeButton } from '@client/features/auth/components/send-code-button';

type Mode = 'password' | 'code';
type Values = { account?: string; password?: string; code?: string };
const FIELDS = ['account', 'password', 'code'] as const;

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [form] = Form.useForm<Values>();
  const [mode, setMode] = useState<Mode>('password');
  const [agree, setAgree] = useState(false);
  const login = useLogin();

  const submit = useThrottledAction(() => {
    const values = form.getFieldsValue();
    const body =
      mode === 'password'
        ? { account: values.account ?? '', password: values.password ?? '' }
        : { account: values.account ?? '', code: values.code ?? '' };
    const checked = validateWith(loginSchema, body);
    if (!checked.ok) {
      showValidation(form, checked.errors, FIELDS);
      return;
    }
    if (!agree) {
      notify(validationMessage('v.agree.required'));
      return;
    }
    login.mutate(checked.data, {
      onSuccess: () => {
        notify({ key: 'auth.loginSuccess' });
        void navigate(redirect, { replace: true });
      },
      onError: (error) => reportSubmitError(error, form, FIELDS),
    });
  });

  const registerLink = params.get('redirect') ? `${paths.register}?redirect=${encodeURIComponent(redirect)}` : paths.register;

  return (
    <PageLayout title={t('auth.login.title')} testId="login-page">
      <AuthHero title={t('auth.login.welcome')} subtitle={t('auth.login.subtitle')} />
      <div className="auth-mode-switch">
        <Tabs activeKey={mode} onChange={(key) => setMode(key === 'code' ? 'code' : 'password')}>
          <Tabs.Tab key="password" title={<span data-testid="login-mode-password">{t('auth.login.byPassword')}</span>} />
          <Tabs.Tab key="code" title={<span data-testid="login-mode-code">{t('auth.login.byCode')}</span>} />
        </Tabs>
      </div>
      <div className="form-card">
        <Form
          form={form}
          onValuesChange={clearErrorsOnEdit(form)}
          name="login"
          layout="vertical"
          onFinish={submit}
          footer={
            <>
              <AgreeCheckbox checked={agree} onChange={setAgree} />
              <Button block type="submit" color="primary" size="large" loading={login.isPending} data-testid="login-submit">
                {t('auth.login.submit')}
              </Button>
            </>
          }
        >
          <Form.Item name="account" label={t('auth.fields.account')}>
            <TextField testId="account-input" autoComplete="username" placeholder={t('auth.fields.accountPlaceholder')} />
          </Form.Item>
          {mode === 'password' ? (
            <Form.Item name="password" label={t('auth.fields.password')}>
              <TextField
                type="password"
                testId="password-input"
                autoComplete="current-password"
                placeholder={t('auth.fields.passwordPlaceholder')}
              />
            </Form.Item>
          ) : (
            <Form.Item
              name="code"
              label={t('auth.fields.code')}
              extra={
                <SendCodeButton
                  purpose="login"
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
          )}
        </Form>
      </div>
      <div className="auth-links">
        <Link className="link-button" to={registerLink} data-testid="link-register">
          {t('auth.login.toRegister')}
        </Link>
        <Link className="link-button link-button--muted" to={paths.forgotPassword} data-testid="link-forgot-password">
          {t('auth.login.forgot')}
        </Link>
      </div>
      <OAuthButtons returnTo={redirect} />
    </PageLayout>
  );
}
