import type { PopularSearch, SearchHistoryItem, SearchHit, SearchType } from '@contracts/schemas/search';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { contentKeys } from '@client/features/content/api/keys';
import { usePaged } from '@client/features/content/api/paged';

/** `GET /search?q=&type=` as an infinite list; idle while the query is empty. */
export function useSearch(q: string, type: SearchType) {
  return usePaged<SearchHit>(contentKeys.search(q, type), '/search', { q, type }, q.trim().length > 0);
}

export function usePopularSearches() {
  return useQuery({
    queryKey: contentKeys.popularSearches,
    queryFn: async () => unwrap(await api.get<PopularSearch[]>('/search/popular', { loading: false, quiet: true })),
    staleTime: 60_000,
  });
}

/** A logged-in reader's history, kept by the server. */
export function useServerHistory(enabled: boolean) {
  return useQuery({
    queryKey: contentKeys.searchHistory,
    queryFn: async () => unwrap(await api.get<SearchHistoryItem[]>('/me/search-history', { loading: false, quiet: true })),
    enabled,
  });
}

export function useClearServerHistory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await api.delete<{ cleared: number }>('/me/search-history')),
    onSuccess: () => qc.setQueryData<SearchHistoryItem[]>(contentKeys.searchHistory, []),
  });
}
