import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { contestKeys } from '@client/features/contest/api/keys';
import type { MyWorkDto, PagedDto, RankRowDto } from '@client/features/contest/api/types';

export const WORKS_PAGE_SIZE = 20;

/** `GET /me/works` (newest first). */
export async function getMyWorks(page: number): Promise<PagedDto<MyWorkDto>> {
  return unwrap(await api.get<PagedDto<MyWorkDto>>('/me/works', { query: { page, limit: WORKS_PAGE_SIZE }, loading: false, quiet: true }));
}

export function getMyWorksQueryOptions() {
  return infiniteQueryOptions({
    queryKey: contestKeys.works,
    queryFn: ({ pageParam }) => getMyWorks(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: PagedDto<MyWorkDto>) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

export function useMyWorks() {
  return useInfiniteQuery(getMyWorksQueryOptions());
}

export interface SubmitEntryBody {
  title: string;
  images: string[];
  introduction: string;
  camera: string;
  lens: string;
  housing: string;
  accessories: string;
  place: string;
  year: number;
}

/** `POST /contests/:id/entries` → the entry, state `submitted` until an admin decides. */
export async function submitEntry(contestId: string, body: SubmitEntryBody): Promise<RankRowDto & { status?: string }> {
  return unwrap(await api.post<RankRowDto & { status?: string }>(`/contests/${encodeURIComponent(contestId)}/entries`, body));
}

export function useSubmitEntry(contestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitEntryBody) => submitEntry(contestId, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contestKeys.works }),
  });
}
