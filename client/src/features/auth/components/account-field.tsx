import { Form } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@client/components/text-field';

type Props = {
  name?: string;
  label?: string;
  placeholder?: string;
  description?: ReactNode;
  testId?: string;
};

/** The phone-or-e-mail field (`account-input`) a code is sent to or a login names. */
export function AccountField({ name = 'account', label, placeholder, description, testId = 'account-input' }: Props) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={label ?? t('auth.fields.account')} description={description}>
      <TextField testId={testId} autoComplete="username" placeholder={placeholder ?? t('auth.fields.accountPlaceholder')} />
    </Form.Item>
  );
}
