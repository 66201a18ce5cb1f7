import { changePasswordSchema } from '@contracts/schemas/auth';
import { Button, Form, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@client/components/page-layout';
import { TextField } from '@client/components/text-field';
import { clearErrorsOnEdit, reportSubmitError, showValidation, validateWith } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { useGoBack } from '@client/lib/use-go-back';
import { useSession } from '@client/lib/use-session';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import { useChangePassword } from '@client/features/auth/api/change-password';
import { SendCodeButton } from '@client/features/auth/components/send-code-button';

type Mode = 'password' | 'code';
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
  const [mode, setMode] = useState<Mode>('password');
  const change = useChangePassword();
  const bound = user?.phone ?? user?.email ?? null;

  const submit = useThrottledAction(() => {
    const v = form.getFieldsValue();
    const body =
      mode === 'password'
        ? {
            mode,
            oldPassword: v.oldPassword ?? '',
            newPassword: v.newPassword ?? '',
            confirmPassword: v.confirmPassword ?? '',
          }
        : { mode, code: v.code ?? '', newPassword: v.newPassword ?? '', confirmPassword: v.confirmPassword ?? '' };
    // same rules as the server: same-as-old, mismatch and empty confirmation are caught here
    const checked = validateWith(changePasswordSchema, body);
    if (!checked.ok) {
      showValidation(form, checked.errors, FIELDS);
      return;
    }
    change.mutate(checked.data, {
      onSuccess: () => {
        notify({ key: 'auth.changePassword.success' });
        form.resetFields();
        goBack();
      },
      onError: (error) => reportSubmitError(error, form, FIELDS),
    });
  });

  const switchMode = (key: string) => {
    setMode(key === 'code' ? 'code' : 'password');
    form.setFields(FIELDS.map((name) => ({ name, errors: [] })));
  };

  return (
    <PageLayout title={t('auth.changePassword.title')} testId="change-password-page">
      <div className="auth-mode-switch">
        <Tabs activeKey={mode} onChange={switchMode}>
          <Tabs.Tab key="password" title={<span data-testid="change-mode-password">{t('auth.changePassword.byOld')}</span>} />
          <Tabs.Tab key="code" title={<span data-testid="change-mode-code">{t('auth.changePassword.byCode')}</span>} />
        </Tabs>
      </div>
      <div className="form-card">
        <Form
          form={form}
          onValuesChange={clearErrorsOnEdit(form)}
          name="change-password"
          layout="vertical"
          onFinish={submit}
          footer={
            <Button block type="submit" color="primary" size="large" loading={change.isPending} data-testid="change-password-submit">
              {t('common.confirm')}
            </Button>
          }
        >
          {mode === 'password' ? (
            <Form.Item name="oldPassword" label={t('auth.fields.oldPassword')}>
              <TextField
                type="password"
                testId="old-password-input"
                autoComplete="current-password"
                placeholder={t('auth.fields.oldPasswordPlaceholder')}
              />
            </Form.Item>
          ) : (
            <>
              <Form.Item
                name="target"
                label={t('auth.fields.boundAccount')}
                description={bound ? t('auth.changePassword.boundHint', { account: bound }) : undefined}
              >
                <TextField testId="account-input" autoComplete="username" placeholder={t('auth.fields.boundAccountPlaceholder')} />
              </Form.Item>
              <Form.Item
                name="code"
                label={t('auth.fields.code')}
                extra={
                  <SendCodeButton
                    purpose="reset"
                    getTarget={() => String(form.getFieldValue('target') ?? '')}
                    onInvalid={(errors) => form.setFields([{ name: 'target', errors: errors.map((e) => e.msg) }])}
                  />
                }
              >
                <TextField testId="code-input" inputMode="numeric" maxLength={6} placeholder={t('auth.fields.codePlaceholder')} />
              </Form.Item>
            </>
          )}
          <Form.Item name="newPassword" label={t('auth.fields.newPassword')}>
            <TextField
              type="password"
              testId="new-password-input"
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
