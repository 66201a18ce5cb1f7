import type { UploadDto, UserDto } from '@contracts/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { session } from '@client/lib/session';
import { meQueryKey } from '@client/features/profile/api/get-me';

export type AvatarResult = UploadDto & { user?: UserDto };

/** `POST /me/avatar`, multipart field `file`: a 300×300 JPEG → `{url, fullurl, user}`. */
export async function uploadAvatar(jpeg: Blob): Promise<AvatarResult> {
  const form = new FormData();
  form.append('file', jpeg, 'avatar.jpg');
  return unwrap(await api.post<AvatarResult>('/me/avatar', form, { timeoutMs: 60_000 }));
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (result) => {
      if (result.user) {
        session.mergeUser(result.user);
        queryClient.setQueryData(meQueryKey, result.user);
      } else {
        session.mergeUser({ avatar: result.fullurl || result.url });
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
      }
    },
  });
}
