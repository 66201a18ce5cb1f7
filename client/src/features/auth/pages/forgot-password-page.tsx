import { resetPasswordSchema } from '@contracts/schemas/auth';
import { Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import { reportSubmitError, validateForm } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import { useResetPassword } from '@client/features/auth/api/reset-password';
import { AccountField } from '@client/features/auth/components/account-field';
import { AuthForm } from '@client/features/auth/components/auth-form';
import { CodeField } from '@client/features/auth/components/code-field';
import { NewPasswordFields } from '@client/features/auth/components/password-field';

type Values = { account?: string; code?: string; password?: string; confirmPassword?: string };
const FIELDS = ['account', 'code', 'password', 'confirmPassword'] as const;

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const reset = useResetPassword();

  const submit = useThrottledAction(() => {
    const v = form.getFieldsValue();
    const body = { account: v.account ?? '', code: v.code ?? '', password: v.password ?? '', confirmPassword: v.confirmPassword ?? '' };
    const data = validateForm(form, resetPasswordSchema, body, FIELDS);
    if (!data) return;
    reset.mutate(data, {
      onSuccess: () => {
        notify({ key: 'auth.forgot.success' });
        void navigate(paths.login, { replace: true });
      },
      onError: (error) => reportSubmitError(error, form, FIELDS),
    });
  });

  return (
    <PageLayout title={t('auth.forgot.title')} testId="forgot-password-page">
      <p className="form-hint" style={{ paddingTop: 8 }}>
        {t('auth.forgot.hint')}
      </p>
      <AuthForm form={form} name="reset" submitLabel={t('auth.forgot.submit')} busy={reset.isPending} onFinish={submit}>
        <AccountField />
        <CodeField purpose="reset" form={form} targetField="account" />
        <NewPasswordFields name="password" testId="password-input" />
      </AuthForm>
    </PageLayout>
  );
}
