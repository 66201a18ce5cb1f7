import { useState, type ReactNode } from 'react';
import { FormCard, SubmitButton, type FormHandle } from '@client/components/form-card';
import { AgreeCheckbox } from '@client/features/auth/components/agree-checkbox';

type Props = {
  form: FormHandle;
  /** the form's name; its submit button's test id is `<name>-submit` */
  name: string;
  submitLabel: string;
  busy: boolean;
  /** the agreement tick box above the submit button (sign-in screens) */
  agreement?: boolean;
  /** submitted: told whether the agreement is ticked */
  onFinish: (agreed: boolean) => void;
  children: ReactNode;
};

/** The card of an account screen's form, with its footer: the agreement when asked and a full-width submit button. */
export function AuthForm({ form, name, submitLabel, busy, agreement = false, onFinish, children }: Props) {
  const [agreed, setAgreed] = useState(false);
  const footer = (
    <>
      {agreement ? <AgreeCheckbox checked={agreed} onChange={setAgreed} /> : null}
      <SubmitButton label={submitLabel} testId={`${name}-submit`} loading={busy} />
    </>
  );
  return (
    <FormCard form={form} name={name} onFinish={() => onFinish(agreed)} footer={footer}>
      {children}
    </FormCard>
  );
}
