import type { Paged } from '@contracts/api';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api, unwrap, type QueryValue } from '@client/lib/api-client';
import { CONTENT_PAGE_SIZE } from '@client/features/content/api/keys';

/** One page of a list route (no spinner: the list shows its own states; no generic toast). */
export async function getPage<T>(path: string, page: number, query: Record<string, QueryValue> = {}): Promise<Paged<T>> {
  return unwrap(await api.get<Paged<T>>(path, { query: { ...query, page, limit: CONTENT_PAGE_SIZE }, loading: false, quiet: true }));
}

/** A paged route as an infinite query, with the items of every loaded page. */
export function usePaged<T>(queryKey: QueryKey, path: string, query: Record<string, QueryValue> = {}, enabled = true) {
  const q = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => getPage<T>(path, pageParam, query),
    initialPageParam: 1,
    getNextPageParam: (last: Paged<T>) => (last.hasMore ? last.page + 1 : undefined),
    enabled,
  });
  const items = useMemo(() => q.data?.pages.flatMap((p) => p.items) ?? [], [q.data]);
  return { query: q, items };
}
