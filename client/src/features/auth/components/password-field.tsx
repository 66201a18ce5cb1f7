import { Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { TextField } from '@client/components/text-field';

type FieldKey = 'password' | 'oldPassword' | 'newPassword' | 'confirmPassword';

type Props = {
  name: string;
  testId: string;
  /** `auth.fields.<label>` and `auth.fields.<placeholder>` */
  label: FieldKey;
  placeholder: `${FieldKey}Placeholder`;
  /** a password being chosen (autofill may suggest one), not the one in use */
  isNew?: boolean;
};

/** A password field with its show/hide toggle. */
export function PasswordField({ name, testId, label, placeholder, isNew = false }: Props) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={t(`auth.fields.${label}`)}>
      <TextField
        type="password"
        testId={testId}
        autoComplete={isNew ? 'new-password' : 'current-password'}
        placeholder={t(`auth.fields.${placeholder}`)}
      />
    </Form.Item>
  );
}

/** A new password (field `name`) and its confirmation (`confirmPassword`). */
export function NewPasswordFields({ name, testId }: { name: string; testId: string }) {
  return (
    <>
      <PasswordField name={name} testId={testId} label="newPassword" placeholder="newPasswordPlaceholder" isNew />
      <PasswordField
        name="confirmPassword"
        testId="confirm-password-input"
        label="confirmPassword"
        placeholder="confirmPasswordPlaceholder"
        isNew
      />
    </>
  );
}
