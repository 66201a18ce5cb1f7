import { changePhoneSchema } from '@contracts/schemas/auth';
import { Button, Form } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@client/components/page-layout';
import { TextField } from '@client/components/text-field';
import { clearErrorsOnEdit, reportSubmitError, showValidation, validateWith } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { useGoBack } from '@client/lib/use-go-back';
import { useSession } from '@client/lib/use-session';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import { useChangePhone } from '@client/features/auth/api/change-phone';
import { SendCodeButton } from '@client/features/auth/components/send-code-button';

type Values = { phone?: string; code?: string };
const FIELDS = ['phone', 'code'] as const;

export default function ChangePhonePage() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const { user } = useSession();
  const [form] = Form.useForm<Values>();
  // SPEC §5: a verification code must be requested before changing phone
  const [codeRequestedFor, setCodeRequestedFor] = useState<string | null>(null);
  const change = useChangePhone();

  const submit = useThrottledAction(() => {
    const v = form.getFieldsValue();
    const checked = validateWith(changePhoneSchema, { phone: v.phone ?? '', code: v.code ?? '' });
    if (!checked.ok) {
      showValidation(form, checked.errors, FIELDS);
      return;
    }
    if (codeRequestedFor !== checked.data.phone) {
      form.setFields([{ name: 'code', errors: [t('auth.changePhone.codeFirst')] }]);
      return;
    }
    change.mutate(checked.data, {
      onSuccess: () => {
        notify({ key: 'auth.changePhone.success' });
        goBack();
      },
      onError: (error) => reportSubmitError(error, form, FIELDS),
    });
  });

  return (
    <PageLayout title={t('auth.changePhone.title')} testId="change-phone-page">
      <p className="form-hint" style={{ paddingTop: 8 }}>
        {user?.phone ? t('auth.changePhone.current', { phone: user.phone }) : t('auth.changePhone.none')}
      </p>
      <div className="form-card">
        <Form
          form={form}
          onValuesChange={clearErrorsOnEdit(form)}
          name="change-phone"
          layout="vertical"
          onFinish={submit}
          footer={
            <Button block type="submit" color="primary" size="large" loading={change.isPending} data-testid="change-phone-submit">
              {t('common.confirm')}
            </Button>
          }
        >
          <Form.Item name="phone" label={t('auth.fields.newPhone')}>
            <TextField
              type="tel"
              testId="phone-input"
              inputMode="numeric"
              maxLength={11}
              placeholder={t('auth.fields.newPhonePlaceholder')}
            />
          </Form.Item>
          <Form.Item
            name="code"
            label={t('auth.fields.code')}
            extra={
              <SendCodeButton
                purpose="change_phone"
                phoneOnly
                getTarget={() => {
                  const phone = String(form.getFieldValue('phone') ?? '').trim();
                  setCodeRequestedFor(phone);
                  return phone;
                }}
                onInvalid={(errors) => {
                  setCodeRequestedFor(null);
                  form.setFields([{ name: 'phone', errors: errors.map((e) => e.msg) }]);
                }}
              />
            }
          >
            <TextField testId="code-input" inputMode="numeric" maxLength={6} placeholder={t('auth.fields.codePlaceholder')} />
          </Form.Item>
        </Form>
      </div>
    </PageLayout>
  );
}
