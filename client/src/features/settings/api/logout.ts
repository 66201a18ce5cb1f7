import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';
import { session } from '@client/lib/session';

/** `POST /auth/logout`; the local session ends whatever the server answers. */
export async function logout(): Promise<void> {
  try {
    await api.post<unknown>('/auth/logout', {}, { quiet: true });
  } catch {
    // the session ends locally anyway
  }
}

/**
 * Logs out on the server; `end()` then clears the local session and every cached answer. The page
 * leaves the needs-login area first, so the guard does not send it to the login page.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: logout });
  const end = () => {
    session.logout();
    queryClient.clear();
  };
  return { ...mutation, end };
}
