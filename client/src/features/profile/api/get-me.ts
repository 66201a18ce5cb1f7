import type { UserDto } from '@contracts/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { session } from '@client/lib/session';
import { useSession } from '@client/lib/use-session';

export const meQueryKey = ['me'] as const;

/** `GET /me`; the stored user info is refreshed with the answer. */
export async function getMe(): Promise<UserDto> {
  const user = unwrap(await api.get<UserDto>('/me', { loading: false }));
  session.mergeUser(user);
  return user;
}

export function getMeQueryOptions() {
  return queryOptions({ queryKey: meQueryKey, queryFn: getMe });
}

/** The signed-in user: the stored copy at once, then the server's. */
export function useMe() {
  const { token, user } = useSession();
  return useQuery({
    ...getMeQueryOptions(),
    enabled: token !== null,
    placeholderData: user ?? undefined,
  });
}
