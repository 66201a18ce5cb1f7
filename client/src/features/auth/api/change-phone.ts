import type { UserDto } from '@contracts/api';
import type { ChangePhoneInput } from '@contracts/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { session } from '@client/lib/session';

/** `POST /me/phone {phone, code}` (code purpose change_phone, sent to the new phone) → the user. */
export async function changePhone(body: ChangePhoneInput): Promise<UserDto | null> {
  return unwrap(await api.post<UserDto | null>('/me/phone', body));
}

export function useChangePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePhone,
    onSuccess: (user) => {
      if (user && typeof user === 'object' && 'id' in user) session.mergeUser(user);
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}
