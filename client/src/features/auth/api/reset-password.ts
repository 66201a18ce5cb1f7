import type { ResetPasswordInput } from '@contracts/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';

/** `POST /auth/password/reset {account, code, password, confirmPassword}`. */
export async function resetPassword(body: ResetPasswordInput): Promise<unknown> {
  return unwrap(await api.post<unknown>('/auth/password/reset', body));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
