import type { Paged } from '@contracts/api';
import type { FeedbackDto, FeedbackInput } from '@contracts/schemas/feedback';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';

/** One piece of feedback as its author sees it (GET /feedback). */
export type FeedbackItem = FeedbackDto;

export const FEEDBACK_PAGE_SIZE = 20;
export const myFeedbackKey = ['feedback', 'mine'] as const;

/** `GET /feedback?page=&limit=`: the caller's feedback, newest first. */
export async function getMyFeedback(page: number): Promise<Paged<FeedbackItem>> {
  return unwrap(
    await api.get<Paged<FeedbackItem>>('/feedback', { query: { page, limit: FEEDBACK_PAGE_SIZE }, loading: false, quiet: true }),
  );
}

export function getMyFeedbackQueryOptions() {
  return infiniteQueryOptions({
    queryKey: myFeedbackKey,
    queryFn: ({ pageParam }) => getMyFeedback(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: Paged<FeedbackItem>) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

export function useMyFeedback(enabled = true) {
  return useInfiniteQuery({ ...getMyFeedbackQueryOptions(), enabled });
}

/** `GET /feedback/:id`: one of the caller's feedback (a message's link opens it). */
export async function getFeedback(id: string): Promise<FeedbackItem> {
  return unwrap(await api.get<FeedbackItem>(`/feedback/${encodeURIComponent(id)}`, { loading: false, quiet: true }));
}

export function getFeedbackQueryOptions(id: string) {
  return queryOptions({ queryKey: [...myFeedbackKey, 'one', id], queryFn: () => getFeedback(id) });
}

export function useFeedback(id: string | null) {
  return useQuery({ ...getFeedbackQueryOptions(id ?? ''), enabled: !!id });
}

/** `POST /feedback {type, content, screenshots}`. */
export async function submitFeedback(body: FeedbackInput): Promise<FeedbackItem> {
  return unwrap(await api.post<FeedbackItem>('/feedback', body));
}

export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myFeedbackKey }),
  });
}
