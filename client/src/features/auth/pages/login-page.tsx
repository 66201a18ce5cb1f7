import { loginSchema } from '@contracts/schemas/auth';
import { Form } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { LanguageSwitch } from '@client/components/language-switch';
import { PageLayout } from '@client/components/page-layout';
import { reportSubmitError, validateForm } from '@client/lib/forms';
import { validationMessage } from '@client/lib/validation-message';
import { notify } from '@client/lib/notify';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import { useLogin } from '@client/features/auth/api/login';
import { AccountField } from '@client/features/auth/components/account-field';
import { AuthForm } from '@client/features/auth/components/auth-form';
import { AuthHero } from '@client/features/auth/components/auth-hero';
import { CodeField } from '@client/features/auth/components/code-field';
import { ModeTabs, type AuthMode } from '@client/features/auth/components/mode-tabs';
import { OAuthButtons } from '@client/features/auth/components/oauth-buttons';
import { PasswordField } from '@client/features/auth/components/password-field';
import { useSignInRedirect } from '@client/features/auth/hooks/use-sign-in-redirect';
import '@client/features/auth/auth.css';

type Values = { account?: string; password?: string; code?: string };
const FIELDS = ['account', 'password', 'code'] as const;

export default function LoginPage() {
  const { t } = useTranslation();
  const { redirect, requested, go } = useSignInRedirect();
  const [form] = Form.useForm<Values>();
  const [mode, setMode] = useState<AuthMode>('password');
  const login = useLogin();

  const submit = useThrottledAction((agreed: boolean) => {
    const values = form.getFieldsValue();
    const body =
      mode === 'password'
        ? { account: values.account ?? '', password: values.password ?? '' }
        : { account: values.account ?? '', code: values.code ?? '' };
    const data = validateForm(form, loginSchema, body, FIELDS);
    if (!data) return;
    if (!agreed) {
      notify(validationMessage('v.agree.required'));
      return;
    }
    login.mutate(data, {
      onSuccess: () => {
        notify({ key: 'auth.loginSuccess' });
        go();
      },
      onError: (error) => reportSubmitError(error, form, FIELDS),
    });
  });

  const registerLink = requested ? `${paths.register}?redirect=${encodeURIComponent(redirect)}` : paths.register;

  return (
    <PageLayout title={t('auth.login.title')} testId="login-page">
      <LanguageSwitch className="language-switch--top" />
      <AuthHero title={t('auth.login.welcome')} subtitle={t('auth.login.subtitle')} />
      <ModeTabs screen="login" mode={mode} onChange={setMode} />
      <AuthForm form={form} name="login" submitLabel={t('auth.login.submit')} busy={login.isPending} onFinish={submit} agreement>
        <AccountField />
        {mode === 'password' ? (
          <PasswordField name="password" testId="password-input" label="password" placeholder="passwordPlaceholder" />
        ) : (
          <CodeField purpose="login" form={form} targetField="account" oneTimeCode />
        )}
      </AuthForm>
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
