import { ResponseCode, type FieldError } from '@contracts/api';
import { sendCodeSchema, type CodePurpose } from '@contracts/schemas/auth';
import { accountKind } from '@contracts/validators';
import { Button } from 'antd-mobile';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { readFieldErrors } from '@client/lib/api-client';
import { validateWith } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { useSendCode } from '@client/features/auth/api/send-code';
import { useCountdown } from '@client/features/auth/hooks/use-countdown';
import '@client/features/auth/auth.css';

type Props = {
  purpose: CodePurpose;
  /** the phone number or e-mail address to send to */
  getTarget: () => string;
  /** only phones (sms), e.g. for a new phone number */
  phoneOnly?: boolean;
  /** the target is invalid: show this under the target field */
  onInvalid: (errors: FieldError[]) => void;
  testId?: string;
};

/**
 * Sends a verification code and counts down the server's `cooldown` before a resend. A refusal
 * (e.g. asked again too soon) shows the server's message and its remaining cooldown.
 */
export function SendCodeButton({ purpose, getTarget, phoneOnly = false, onInvalid, testId = 'send-code' }: Props) {
  const { t } = useTranslation();
  const { remaining, start } = useCountdown();
  const mutation = useSendCode();
  // Set at once (isPending only changes on the next render): a double tap sends one request.
  const sending = useRef(false);

  const onClick = () => {
    if (sending.current || remaining > 0) return;
    const target = getTarget().trim();
    const channel = phoneOnly || accountKind(target) !== 'email' ? 'sms' : 'email';
    const checked = validateWith(sendCodeSchema, { channel, target, purpose });
    if (!checked.ok) {
      onInvalid(checked.errors);
      return;
    }
    sending.current = true;
    mutation.mutate(checked.data, {
      onSettled: () => {
        sending.current = false;
      },
      onSuccess: (envelope) => {
        const cooldown = envelope.data && typeof envelope.data.cooldown === 'number' ? envelope.data.cooldown : 0;
        if (envelope.code === ResponseCode.OK) {
          notify({ key: 'auth.codeSent' });
          start(cooldown || 60);
          return;
        }
        // a refusal about the target (unknown account, taken phone…) shows under that field
        const targetErrors = readFieldErrors(envelope.data).filter((e) => e.field === 'target');
        if (targetErrors.length > 0) onInvalid(targetErrors);
        else notify(envelope.msg);
        if (cooldown > 0) start(cooldown);
      },
    });
  };

  const counting = remaining > 0;
  return (
    <Button
      className="send-code-button"
      size="small"
      color="primary"
      fill="outline"
      disabled={counting}
      loading={mutation.isPending}
      onClick={onClick}
      data-testid={testId}
      aria-live="polite"
    >
      {counting ? t('auth.resendIn', { seconds: remaining }) : t('auth.sendCode')}
    </Button>
  );
}
