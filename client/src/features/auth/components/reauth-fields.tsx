import { useTranslation } from 'react-i18next';
import type { FormHandle } from '@client/components/form-card';
import { useSession } from '@client/lib/use-session';
import { AccountField } from '@client/features/auth/components/account-field';
import { CodeField } from '@client/features/auth/components/code-field';
import { PasswordField } from '@client/features/auth/components/password-field';

/** The form fields re-authentication adds (server: contracts/schemas/reauth.ts). */
export const REAUTH_FIELDS = ['currentPassword', 'currentTarget', 'currentCode'] as const;
export type ReauthValues = { currentPassword?: string; currentTarget?: string; currentCode?: string };

/** The re-authentication part of a request body: the password, or the code to the current phone/e-mail. */
export function reauthBody(v: ReauthValues): { currentPassword?: string; currentCode?: string } {
  return v.currentPassword ? { currentPassword: v.currentPassword } : v.currentCode ? { currentCode: v.currentCode } : {};
}

/**
 * Proof that the person holding this session owns the account (issue #24), before a phone change
 * or a deletion request: the current password when the account has one, otherwise a code sent to
 * the bound phone/e-mail (typed in full, as on the change-password screen). An account with neither
 * shows nothing: the server accepts a session started in the last 10 minutes instead.
 */
export function ReauthFields({ form, purpose }: { form: FormHandle; purpose: 'reauth' | 'delete' }) {
  const { t } = useTranslation();
  const { user } = useSession();
  if (user?.hasPassword) {
    return (
      <PasswordField name="currentPassword" testId="current-password-input" label="oldPassword" placeholder="oldPasswordPlaceholder" />
    );
  }
  const bound = user?.phone ?? user?.email;
  if (!bound) return null;
  return (
    <>
      <AccountField
        name="currentTarget"
        testId="current-target-input"
        label={t('auth.fields.boundAccount')}
        placeholder={t('auth.fields.boundAccountPlaceholder')}
        description={t('auth.changePassword.boundHint', { account: bound })}
      />
      <CodeField purpose={purpose} form={form} targetField="currentTarget" name="currentCode" testId="current-code-input" />
    </>
  );
}
