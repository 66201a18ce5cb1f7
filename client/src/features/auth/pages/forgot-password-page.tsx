import { resetPasswordSchema } from '@contracts/schemas/auth';
import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import { TextField } from '@client/components/text-field';
import { clearErrorsOnEdit, reportSubmitError, showValidation, validateWith } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import { useResetPassword } from '@client/features/auth/api/reset-password';
import { SendCodeButton } from '@client/features/auth/components/send-code-button';

type Values = { account?: string; code?: string; password?: string; confirmPassword?: string };
const FIELDS = ['account', 'code', 'password', 'confirmPassword'] as const;

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const reset = useResetPassword();

  const submit = useThrottledAction(() => {
    const values = form.getFieldsValue();
    const checked = validateWith(resetPasswordSchema, {
      account: values.account ?? '',
      code: values.code ?? '',
      password: values.password ?? '',
      confirmPassword: values.confirmPassword ?? '',
    });
    if (!checked.ok) {
      showValidation(form, checked.errors, FIELDS);
      return;
    }
    reset.mutate(checked.data, {
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
      <div className="form-card">
        <Form
          form={form}
          onValuesChange={clearErrorsOnEdit(form)}
          name="reset"
          layout="vertical"
          onFinish={submit}
          footer={
            <Button block type="submit" color="primary" size="large" loading={reset.isPending} data-testid="reset-submit">
              {t('auth.forgot.submit')}
            </Button>
          }
        >
          <Form.Item name="account" label={t('auth.fields.account')}>
            <TextField testId="account-input" autoComplete="username" placeholder={t('auth.fields.accountPlaceholder')} />
          </Form.Item>
          <Form.Item
            name="code"
            label={t('auth.fields.code')}
            extra={
              <SendCodeButton
                purpose="reset"
                getTarget={() => String(form.getFieldValue('account') ?? '')}
                onInvalid={(errors) => form.setFields([{ name: 'account', errors: errors.map((e) => e.msg) }])}
              />
            }
          >
            <TextField testId="code-input" inputMode="numeric" maxLength={6} placeholder={t('auth.fields.codePlaceholder')} />
          </Form.Item>
          <Form.Item name="password" label={t('auth.fields.newPassword')}>
            <TextField
              type="password"
              testId="password-input"
              autoComplete="new-password"
              placeholder={t('auth.fields.newPasswordPlaceholder')}
            />
          </Form.Item>
          <Form.Item name="confirmPassword" label={t('auth.fields.confirmPassword')}>
            <TextField
              type="password"
              testId="confirm-password-input"
              autoComplete="new-password"
              placeholder={t('auth.fields.confirmPasswordPlaceholder')}
            />
          </Form.Item>
        </Form>
      </div>
    </PageLayout>
  );
}
