import type { Paged } from '@contracts/api';
import type {
  AdminEntry,
  ContestDetail,
  CreateContestInput,
  EntryStatus,
  FlaggedVote,
  ReviewEntryInput,
  UpdateContestInput,
  VoteModerationResult,
} from '@contracts/schemas/contest';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { contestKeys } from '@client/features/contest/api/keys';

/** Admin screens of the contest (roles: admin): entry review and held votes. */
export const REVIEW_PAGE_SIZE = 20;

export const reviewKeys = {
  all: [...contestKeys.all, 'review'] as const,
  entries: (contestId: string, status: EntryStatus) => [...contestKeys.all, 'review', 'entries', contestId, status] as const,
  held: (contestId: string) => [...contestKeys.all, 'review', 'held', contestId] as const,
};

const nextPage = (last: Paged<unknown>) => (last.page * last.limit < last.total ? last.page + 1 : undefined);

/** `GET /admin/contests/:id/entries?status=&page=&limit=` */
export async function getAdminEntries(contestId: string, status: EntryStatus, page: number): Promise<Paged<AdminEntry>> {
  return unwrap(
    await api.get<Paged<AdminEntry>>(`/admin/contests/${encodeURIComponent(contestId)}/entries`, {
      query: { status, page, limit: REVIEW_PAGE_SIZE },
      loading: false,
      quiet: true,
    }),
  );
}

export function useAdminEntries(contestId: string, status: EntryStatus) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: reviewKeys.entries(contestId, status),
      queryFn: ({ pageParam }) => getAdminEntries(contestId, status, pageParam),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );
}

/** `POST /admin/entries/:id/review {decision, reason?}` */
export async function reviewEntry(input: ReviewEntryInput & { id: string }): Promise<AdminEntry> {
  const body = input.decision === 'reject' ? { decision: input.decision, reason: input.reason } : { decision: input.decision };
  return unwrap(await api.post<AdminEntry>(`/admin/entries/${encodeURIComponent(input.id)}/review`, body));
}

/** Approving or rejecting changes the review lists, the ranking and the photographer's works. */
export function useReviewEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contestKeys.all }),
  });
}

/** `GET /admin/contests/:id/flagged-votes?status=held&page=&limit=` */
export async function getHeldVotes(contestId: string, page: number): Promise<Paged<FlaggedVote>> {
  return unwrap(
    await api.get<Paged<FlaggedVote>>(`/admin/contests/${encodeURIComponent(contestId)}/flagged-votes`, {
      query: { status: 'held', page, limit: REVIEW_PAGE_SIZE },
      loading: false,
      quiet: true,
    }),
  );
}

export function useHeldVotes(contestId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: reviewKeys.held(contestId),
      queryFn: ({ pageParam }) => getHeldVotes(contestId, pageParam),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );
}

/** `POST /admin/votes/void` or `/admin/votes/approve` `{ids}`: held votes voided or counted. */
export async function moderateVotes(input: { ids: string[]; decision: 'void' | 'approve' }): Promise<VoteModerationResult> {
  return unwrap(await api.post<VoteModerationResult>(`/admin/votes/${input.decision}`, { ids: input.ids }));
}

export function useModerateVotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateVotes,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contestKeys.all }),
  });
}

/** `POST /admin/contests` (id null) or `PATCH /admin/contests/:id`: the saved contest. */
export async function saveContest(input: { id: string | null; body: CreateContestInput | UpdateContestInput }): Promise<ContestDetail> {
  return unwrap(
    input.id
      ? await api.patch<ContestDetail>(`/admin/contests/${encodeURIComponent(input.id)}`, input.body)
      : await api.post<ContestDetail>('/admin/contests', input.body),
  );
}

export function useSaveContest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contestKeys.all }),
  });
}
