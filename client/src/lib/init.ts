import type { InitDto } from '@contracts/api';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';

/** `GET /common/init`: version, languages, shelf status, theme, currency, oauth providers, `__token__`. */
export async function getInit(): Promise<InitDto> {
  return unwrap(await api.get<InitDto>('/common/init', { loading: false, quiet: true }));
}

export const initQueryKey = ['common', 'init'] as const;

export function getInitQueryOptions() {
  return queryOptions({ queryKey: initQueryKey, queryFn: getInit, staleTime: 10 * 60_000 });
}

export function useInit() {
  return useQuery(getInitQueryOptions());
}

export function prefetchInit(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(getInitQueryOptions());
}
