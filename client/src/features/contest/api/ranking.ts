import type { QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { contestKeys } from '@client/features/contest/api/keys';
import type { RankingDto } from '@client/features/contest/api/types';
import { newerRanking } from '@client/features/contest/utils/ranking';

/** `GET /contests/:id/ranking` → `{contestId, seq, items}` ordered by rank. */
export async function getRanking(contestId: string): Promise<RankingDto> {
  return unwrap(await api.get<RankingDto>(`/contests/${encodeURIComponent(contestId)}/ranking`, { loading: false, quiet: true }));
}

/**
 * The ranking query: the HTTP answer never replaces a newer snapshot the socket already put in
 * the cache (the later `seq` wins).
 */
export function getRankingQueryOptions(queryClient: QueryClient, contestId: string) {
  return {
    queryKey: contestKeys.ranking(contestId),
    queryFn: async (): Promise<RankingDto> => {
      const fetched = await getRanking(contestId);
      return newerRanking(queryClient.getQueryData<RankingDto>(contestKeys.ranking(contestId)), fetched);
    },
    staleTime: Number.POSITIVE_INFINITY,
  };
}
