import type { UserDto } from '@contracts/api';
import type { BindPhoneInput, ChangePhoneInput } from '@contracts/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { session } from '@client/lib/session';

/** `POST /me/phone {phone, code}` (code purpose change_phone, sent to the new phone) → the user. */
export async function changePhone(body: ChangePhoneInput): Promise<UserDto | null> {
  return unwrap(await api.post<UserDto | null>('/me/phone', body));
}

/** `POST /me/phone/bind`: the first phone of an account without one (same body and proof as a change). */
export async function bindPhone(body: BindPhoneInput): Promise<UserDto | null> {
  return unwrap(await api.post<UserDto | null>('/me/phone/bind', body));
}

/** Changes the phone, or (`bind`) binds the first one; the session's user follows. */
export function useChangePhone(mode: 'change' | 'bind' = 'change') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mode === 'bind' ? bindPhone : changePhone,
    onSuccess: (user) => {
      if (user && typeof user === 'object' && 'id' in user) session.mergeUser(user);
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}
