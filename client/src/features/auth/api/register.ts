import type { AuthResultDto } from '@contracts/api';
import type { RegisterInput } from '@contracts/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { useStartSession } from '@client/features/auth/api/login';

/** `POST /auth/register {account, code, password, agree}` → `{token, user}` (logged in at once). */
export async function register(body: RegisterInput): Promise<AuthResultDto> {
  return unwrap(await api.post<AuthResultDto>('/auth/register', body));
}

export function useRegister() {
  const start = useStartSession();
  return useMutation({ mutationFn: register, onSuccess: start });
}
