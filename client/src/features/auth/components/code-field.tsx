import type { CodePurpose } from '@contracts/schemas/auth';
import { Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { FormHandle } from '@client/components/form-card';
import { TextField } from '@client/components/text-field';
import { SendCodeButton } from '@client/features/auth/components/send-code-button';
import '@client/features/auth/auth.css';

type Props = {
  purpose: CodePurpose;
  /** the form that holds the phone/e-mail field the code is sent to */
  form: FormHandle;
  /** that field: an invalid or refused target shows its error under it */
  targetField: string;
  /** only phones (sms), e.g. for a new phone number */
  phoneOnly?: boolean;
  /** the browser may offer a code it received (sign-in screens) */
  oneTimeCode?: boolean;
  /** told the target a code is asked for, or null when the target was refused */
  onRequest?: (target: string | null) => void;
  /** the form field of the code (`code` unless a form has two) and its test id */
  name?: string;
  testId?: string;
};

/** The verification code field with its send button (sending state and resend countdown). */
export function CodeField({
  purpose,
  form,
  targetField,
  phoneOnly,
  oneTimeCode = false,
  onRequest,
  name = 'code',
  testId = 'code-input',
}: Props) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={t('auth.fields.code')}
      extra={
        <SendCodeButton
          purpose={purpose}
          phoneOnly={phoneOnly}
          getTarget={() => {
            const target = String(form.getFieldValue(targetField) ?? '').trim();
            onRequest?.(target);
            return target;
          }}
          onInvalid={(errors) => {
            onRequest?.(null);
            form.setFields([{ name: targetField, errors: errors.map((e) => e.msg) }]);
          }}
        />
      }
    >
      <TextField
        testId={testId}
        inputMode="numeric"
        maxLength={6}
        autoComplete={oneTimeCode ? 'one-time-code' : undefined}
        placeholder={t('auth.fields.codePlaceholder')}
      />
    </Form.Item>
  );
}
