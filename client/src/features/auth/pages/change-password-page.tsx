import { changePasswordSchema } from '@contracts/schemas/auth';
import { Form } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@client/components/page-layout';
import { reportSubmitError, validateForm } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { useGoBack } from '@client/lib/use-go-back';
import { useSession } from '@client/lib/use-session';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import { useChangePassword } from '@client/features/auth/api/change-password';
import { AccountField } from '@client/features/auth/components/account-field';
import { AuthForm } from '@client/features/auth/components/auth-form';
import { CodeField } from '@client/features/auth/components/code-field';
import { ModeTabs, type AuthMode } from '@client/features/auth/components/mode-tabs';
import { NewPasswordFields, PasswordField } from '@client/features/auth/components/password-field';

type Values = {
  oldPassword?: string;
  target?: string;
  code?: string;
  newPassword?: string;
  confirmPassword?: string;
};
const FIELDS = ['oldPassword', 'target', 'code', 'newPassword', 'confirmPassword'] as const;

export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const { user } = useSession();
  const [form] = Form.useForm<Values>();
  const [mode, setMode] = useState<AuthMode>('password');
  const change = useChangePassword();
  const bound = user?.phone ?? user?.email ?? null;

  const submit = useThrottledAction(() => {
    const v = form.getFieldsValue();
    const passwords = { newPassword: v.newPassword ?? '', confirmPassword: v.confirmPassword ?? '' };
    const body =
      mode === 'password' ? { mode, oldPassword: v.oldPassword ?? '', ...passwords } : { mode, code: v.code ?? '', ...passwords };
    // same rules as the server: same-as-old, mismatch and empty confirmation are caught here
    const data = validateForm(form, changePasswordSchema, body, FIELDS);
    if (!data) return;
    change.mutate(data, {
      onSuccess: () => {
        notify({ key: 'auth.changePassword.success' });
        form.resetFields();
        goBack();
      },
      onError: (error) => reportSubmitError(error, form, FIELDS),
    });
  });

  const switchMode = (next: AuthMode) => {
    setMode(next);
    form.setFields(FIELDS.map((name) => ({ name, errors: [] })));
  };

  return (
    <PageLayout title={t('auth.changePassword.title')} testId="change-password-page">
      <ModeTabs screen="changePassword" mode={mode} onChange={switchMode} />
      <AuthForm form={form} name="change-password" submitLabel={t('common.confirm')} busy={change.isPending} onFinish={submit}>
        {mode === 'password' ? (
          <PasswordField name="oldPassword" testId="old-password-input" label="oldPassword" placeholder="oldPasswordPlaceholder" />
        ) : (
          <>
            <AccountField
              name="target"
              label={t('auth.fields.boundAccount')}
              placeholder={t('auth.fields.boundAccountPlaceholder')}
              description={bound ? t('auth.changePassword.boundHint', { account: bound }) : undefined}
            />
            <CodeField purpose="reset" form={form} targetField="target" />
          </>
        )}
        <NewPasswordFields name="newPassword" testId="new-password-input" />
      </AuthForm>
    </PageLayout>
  );
}
