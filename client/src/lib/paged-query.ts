import type { Paged } from '@contracts/api';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';

/**
 * A paged list route as an infinite query (`page` from 1, `hasMore` for the next) with the items
 * of every loaded page: what `PagedList` needs (`query`, `items`).
 */
export function usePagedQuery<T>(queryKey: QueryKey, fetchPage: (page: number) => Promise<Paged<T>>, enabled = true, staleTime?: number) {
  const query = useInfiniteQuery({
    queryKey,
    staleTime,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: Paged<T>) => (last.hasMore ? last.page + 1 : undefined),
    enabled,
  });
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  return { query, items };
}
