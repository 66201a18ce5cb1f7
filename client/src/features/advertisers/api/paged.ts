import type { Paged } from '@contracts/api';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api, unwrap, type QueryValue } from '@client/lib/api-client';

export const AD_PAGE_SIZE = 20;

/** A paged route as an infinite query (no spinner, no generic toast: the list shows its states). */
export function usePaged<T>(queryKey: QueryKey, path: string, query: Record<string, QueryValue> = {}) {
  const q = useInfiniteQuery({
    queryKey: [...queryKey, query],
    queryFn: async ({ pageParam }) =>
      unwrap(await api.get<Paged<T>>(path, { query: { ...query, page: pageParam, limit: AD_PAGE_SIZE }, loading: false, quiet: true })),
    initialPageParam: 1,
    getNextPageParam: (last: Paged<T>) => (last.hasMore ? last.page + 1 : undefined),
  });
  const items = useMemo(() => q.data?.pages.flatMap((p) => p.items) ?? [], [q.data]);
  return { query: q, items };
}
