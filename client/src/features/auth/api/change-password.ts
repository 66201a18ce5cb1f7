import type { ChangePasswordInput } from '@contracts/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { session } from '@client/lib/session';

export type ChangePasswordResult = { token?: string } | null;

/**
 * `POST /auth/password/change` by old password or by a code sent to the bound phone/e-mail.
 * Other sessions are revoked; when the server hands this session a fresh token we keep it.
 */
export async function changePassword(body: ChangePasswordInput): Promise<ChangePasswordResult> {
  return unwrap(await api.post<ChangePasswordResult>('/auth/password/change', body));
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (result) => {
      const user = session.getUser();
      if (result && typeof result.token === 'string' && user) session.login(result.token, user);
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}
