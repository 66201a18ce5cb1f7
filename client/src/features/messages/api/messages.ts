import type { Paged } from '@contracts/api';
import type { MessageDto, UnreadCountDto } from '@contracts/schemas/messages';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { countRead, countReadAll, inboxKeys, updateMessages, type InboxTab } from '@client/features/messages/api/inbox';

export const MESSAGES_PAGE_SIZE = 20;

type MessagePages = InfiniteData<Paged<MessageDto>>;

/** `GET /messages?category=&page=&limit=`, newest first. */
export async function getMessages(tab: InboxTab, page: number, limit = MESSAGES_PAGE_SIZE): Promise<Paged<MessageDto>> {
  return unwrap(
    await api.get<Paged<MessageDto>>('/messages', {
      query: { category: tab === 'all' ? undefined : tab, page, limit },
      loading: false,
      quiet: true,
    }),
  );
}

export function getMessagesQueryOptions(tab: InboxTab) {
  return infiniteQueryOptions({
    queryKey: inboxKeys.list(tab),
    queryFn: ({ pageParam }) => getMessages(tab, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: Paged<MessageDto>) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

export function useMessages(tab: InboxTab) {
  return useInfiniteQuery(getMessagesQueryOptions(tab));
}

/** A message already in one of the cached lists. */
export function findCachedMessage(pages: (MessagePages | undefined)[], id: string): MessageDto | undefined {
  for (const data of pages) {
    for (const page of data?.pages ?? []) {
      const found = page.items.find((m) => m.id === id);
      if (found) return found;
    }
  }
  return undefined;
}

/** The inbox has no single-message route: a message not in the caches is looked up page by page. */
export async function findMessage(id: string, maxPages = 10): Promise<MessageDto | null> {
  for (let page = 1; page <= maxPages; page += 1) {
    const result = await getMessages('all', page, 100);
    const found = result.items.find((m) => m.id === id);
    if (found) return found;
    if (page * result.limit >= result.total) break;
  }
  return null;
}

/** `POST /messages/:id/read` */
export async function markRead(message: MessageDto): Promise<null> {
  return unwrap(await api.post<null>(`/messages/${encodeURIComponent(message.id)}/read`, {}, { loading: false, quiet: true }));
}

/** `POST /messages/read-all {category?}` */
export async function markAllRead(tab: InboxTab): Promise<{ updated: number }> {
  return unwrap(await api.post<{ updated: number }>('/messages/read-all', tab === 'all' ? {} : { category: tab }));
}

/** `DELETE /messages {ids}` */
export async function deleteMessages(ids: string[]): Promise<{ deleted: number }> {
  return unwrap(await api.delete<{ deleted: number }>('/messages', { ids }));
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onMutate: (message) => {
      if (message.read) return;
      queryClient.setQueriesData<MessagePages>({ queryKey: inboxKeys.lists }, (data) =>
        updateMessages(
          data,
          (m) => m.id === message.id,
          (m) => ({ ...m, read: true }),
        ),
      );
      queryClient.setQueryData<UnreadCountDto>(inboxKeys.unread, (counts) => (counts ? countRead(counts, message.category) : counts));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.unread }),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: (_result, tab) => {
      queryClient.setQueriesData<MessagePages>({ queryKey: inboxKeys.lists }, (data) =>
        updateMessages(
          data,
          (m) => !m.read && (tab === 'all' || m.category === tab),
          (m) => ({ ...m, read: true }),
        ),
      );
      queryClient.setQueryData<UnreadCountDto>(inboxKeys.unread, (counts) => (counts ? countReadAll(counts, tab) : counts));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.unread }),
  });
}

export function useDeleteMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessages,
    onSuccess: (_result, ids) => {
      const gone = new Set(ids);
      queryClient.setQueriesData<MessagePages>({ queryKey: inboxKeys.lists }, (data) =>
        updateMessages(
          data,
          (m) => gone.has(m.id),
          () => null,
        ),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
