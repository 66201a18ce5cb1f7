import type { CodeSentDto } from '@contracts/api';
import type { SendCodeInput } from '@contracts/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api, type Envelope } from '@client/lib/api-client';

/**
 * `POST /auth/codes` → `{cooldown}`. A refusal (code 0) says in `msg` how long to wait and
 * carries `data.cooldown` too, so the envelope is returned as it is.
 */
export function sendCode(input: SendCodeInput): Promise<Envelope<CodeSentDto | null>> {
  return api.post<CodeSentDto | null>('/auth/codes', input);
}

export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
