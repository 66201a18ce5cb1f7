import type { UserDto } from '@contracts/api';
import type { UpdateProfileInput } from '@contracts/schemas/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { session } from '@client/lib/session';
import { meQueryKey } from '@client/features/profile/api/get-me';

/** `PATCH /me` with the changed fields → the updated user. */
export async function updateProfile(patch: UpdateProfileInput): Promise<UserDto> {
  return unwrap(await api.patch<UserDto>('/me', patch));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      session.mergeUser(user);
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}
