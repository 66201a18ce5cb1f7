import type { Paged } from '@contracts/api';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

export const PAGE_SIZE = 20;

/**
 * A paged list route as an infinite query: `items` of every loaded page, `hasMore`, and a
 * `loadMore` that rejects on failure (the list footer then offers a retry).
 */
export function usePagedList<T>(queryKey: QueryKey, fetchPage: (page: number) => Promise<Paged<T>>, enabled = true) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: Paged<T>) => (last.hasMore ? last.page + 1 : undefined),
    enabled,
  });
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const { fetchNextPage } = query;
  const loadMore = useCallback(async () => {
    const result = await fetchNextPage();
    if (result.isError) throw result.error;
  }, [fetchNextPage]);
  return { query, items, hasMore: query.hasNextPage, loadMore, total: query.data?.pages[0]?.total ?? 0 };
}
