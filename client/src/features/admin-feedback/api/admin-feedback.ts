import type { Paged } from '@contracts/api';
import { FEEDBACK_STATUSES, type AdminFeedbackDto, type FeedbackReplyInput, type FeedbackStatus } from '@contracts/schemas/feedback';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';

export const CS_STATUSES = FEEDBACK_STATUSES;
export type CsStatus = FeedbackStatus;

/** One piece of feedback as customer service sees it (GET /admin/feedback). */
export type CsFeedbackItem = AdminFeedbackDto;

export const CS_PAGE_SIZE = 20;
export const csFeedbackKeys = {
  all: ['cs-feedback'] as const,
  list: (status: CsStatus) => ['cs-feedback', status] as const,
};

/** `GET /admin/feedback?status=&page=&limit=` */
export async function getCsFeedback(status: CsStatus, page: number): Promise<Paged<CsFeedbackItem>> {
  return unwrap(
    await api.get<Paged<CsFeedbackItem>>('/admin/feedback', { query: { status, page, limit: CS_PAGE_SIZE }, loading: false, quiet: true }),
  );
}

export function getCsFeedbackQueryOptions(status: CsStatus) {
  return infiniteQueryOptions({
    queryKey: csFeedbackKeys.list(status),
    queryFn: ({ pageParam }) => getCsFeedback(status, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: Paged<CsFeedbackItem>) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

export function useCsFeedback(status: CsStatus, enabled: boolean) {
  return useInfiniteQuery({ ...getCsFeedbackQueryOptions(status), enabled });
}

/** `POST /admin/feedback/:id/reply {content}` */
export async function replyToFeedback(input: FeedbackReplyInput & { id: string }): Promise<AdminFeedbackDto> {
  return unwrap(await api.post<AdminFeedbackDto>(`/admin/feedback/${encodeURIComponent(input.id)}/reply`, { content: input.content }));
}

export function useReplyToFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToFeedback,
    onSettled: () => queryClient.invalidateQueries({ queryKey: csFeedbackKeys.all }),
  });
}
