import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';
import { session } from '@client/lib/session';

/** `POST /auth/logout`; the local session is cleared whatever the server answers. */
export async function logout(): Promise<void> {
  try {
    await api.post<unknown>('/auth/logout', {}, { quiet: true });
  } catch {
    // the session ends locally anyway
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      session.logout();
      queryClient.clear();
    },
  });
}
