import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { contestKeys } from '@client/features/contest/api/keys';
import type { EntryDetailDto, PagedDto, RankRowDto } from '@client/features/contest/api/types';

export const ENTRIES_PAGE_SIZE = 20;
export type EntrySort = 'rank' | 'new';

/** `GET /contests/:id/entries?sort=&page=&limit=` (approved entries). */
export async function getEntries(contestId: string, sort: EntrySort, page: number): Promise<PagedDto<RankRowDto>> {
  return unwrap(
    await api.get<PagedDto<RankRowDto>>(`/contests/${encodeURIComponent(contestId)}/entries`, {
      query: { sort, page, limit: ENTRIES_PAGE_SIZE },
      loading: false,
      quiet: true,
    }),
  );
}

export function getEntriesQueryOptions(contestId: string, sort: EntrySort) {
  return infiniteQueryOptions({
    queryKey: contestKeys.entries(contestId, sort),
    queryFn: ({ pageParam }) => getEntries(contestId, sort, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: PagedDto<RankRowDto>) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

export function useEntries(contestId: string, sort: EntrySort, enabled = true) {
  return useInfiniteQuery({ ...getEntriesQueryOptions(contestId, sort), enabled });
}

/** `GET /entries/:id` (counts a visit on the server). */
export async function getEntry(id: string): Promise<EntryDetailDto> {
  return unwrap(await api.get<EntryDetailDto>(`/entries/${encodeURIComponent(id)}`, { loading: false, quiet: true }));
}

export function getEntryQueryOptions(id: string) {
  return queryOptions({ queryKey: contestKeys.entry(id), queryFn: () => getEntry(id) });
}

export function useEntry(id: string | null) {
  return useQuery({ ...getEntryQueryOptions(id ?? ''), enabled: !!id });
}
