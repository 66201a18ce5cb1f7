import type { AuthResultDto } from '@contracts/api';
import type { LoginInput } from '@contracts/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { session } from '@client/lib/session';

/** `POST /auth/login` with a password or a verification code → `{token, user}`. */
export async function login(body: LoginInput): Promise<AuthResultDto> {
  return unwrap(await api.post<AuthResultDto>('/auth/login', body));
}

/** Stores the session and drops every cached answer of the previous visitor. */
export function useStartSession() {
  const queryClient = useQueryClient();
  return (result: AuthResultDto) => {
    queryClient.clear();
    session.login(result.token, result.user);
  };
}

export function useLogin() {
  const start = useStartSession();
  return useMutation({ mutationFn: login, onSuccess: start });
}
