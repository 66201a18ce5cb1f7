import { registerSchema } from '@contracts/schemas/auth';
import { Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import { reportSubmitError, validateForm } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import { useRegister } from '@client/features/auth/api/register';
import { AccountField } from '@client/features/auth/components/account-field';
import { AuthHero } from '@client/features/auth/components/auth-hero';
import { AuthForm } from '@client/features/auth/components/auth-form';
import { CodeField } from '@client/features/auth/components/code-field';
import { PasswordField } from '@client/features/auth/components/password-field';
import { useSignInRedirect } from '@client/features/auth/hooks/use-sign-in-redirect';
import '@client/features/auth/auth.css';

type Values = { account?: string; code?: string; password?: string };
const FIELDS = ['account', 'code', 'password'] as const;

export default function RegisterPage() {
  const { t } = useTranslation();
  const { go } = useSignInRedirect();
  const [form] = Form.useForm<Values>();
  const register = useRegister();

  const submit = useThrottledAction((agree: boolean) => {
    const values = form.getFieldsValue();
    const body = { account: values.account ?? '', code: values.code ?? '', password: values.password ?? '', agree };
    const data = validateForm(form, registerSchema, body, FIELDS);
    if (!data) return;
    register.mutate(data, {
      onSuccess: () => {
        notify({ key: 'auth.register.success' });
        go();
      },
      onError: (error) => reportSubmitError(error, form, FIELDS),
    });
  });

  return (
    <PageLayout title={t('auth.register.title')} testId="register-page">
      <AuthHero title={t('auth.register.heading')} subtitle={t('auth.register.subtitle')} />
      <AuthForm form={form} name="register" submitLabel={t('auth.register.submit')} busy={register.isPending} onFinish={submit} agreement>
        <AccountField description={t('auth.fields.accountHelp')} />
        <CodeField purpose="register" form={form} targetField="account" oneTimeCode />
        <PasswordField name="password" testId="password-input" label="password" placeholder="newPasswordPlaceholder" isNew />
      </AuthForm>
      <div className="auth-links">
        <Link className="link-button" to={paths.login} replace data-testid="link-login">
          {t('auth.register.toLogin')}
        </Link>
      </div>
    </PageLayout>
  );
}
