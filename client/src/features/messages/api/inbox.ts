import type { Paged } from '@contracts/api';
import { MESSAGE_CATEGORIES, type MessageCategory } from '@contracts/message-categories';
import type { MessageDto, UnreadCountDto } from '@contracts/schemas/messages';
import { queryOptions, useQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { useSession } from '@client/lib/use-session';

/**
 * The inbox's shared part: unread counts (the tab bar's and the messages entry's badges), the
 * query keys of the inbox lists, and how a pushed message enters the caches. React-query owns the
 * data; the `/me` push only updates or invalidates it (STYLE.md; hooks/use-inbox-updates.ts).
 */

/** A list tab: every category, or one. */
export type InboxTab = 'all' | MessageCategory;
export const INBOX_TABS: readonly InboxTab[] = ['all', ...MESSAGE_CATEGORIES];

export const inboxKeys = {
  all: ['messages'] as const,
  unread: ['messages', 'unread-count'] as const,
  lists: ['messages', 'list'] as const,
  list: (tab: InboxTab) => ['messages', 'list', tab] as const,
};

export function emptyCounts(): UnreadCountDto {
  return { total: 0, byCategory: Object.fromEntries(MESSAGE_CATEGORIES.map((c) => [c, 0])) as Record<MessageCategory, number> };
}

/** The unread count of a tab. */
export function unreadOf(counts: UnreadCountDto | undefined, tab: InboxTab): number {
  if (!counts) return 0;
  return tab === 'all' ? counts.total : (counts.byCategory[tab] ?? 0);
}

/** Counts after an unread message arrived. */
export function countArrival(counts: UnreadCountDto, message: Pick<MessageDto, 'category' | 'read'>): UnreadCountDto {
  if (message.read) return counts;
  return {
    total: counts.total + 1,
    byCategory: { ...counts.byCategory, [message.category]: (counts.byCategory[message.category] ?? 0) + 1 },
  };
}

/** Counts after some unread messages of a category were read or deleted. */
export function countRead(counts: UnreadCountDto, category: MessageCategory, n = 1): UnreadCountDto {
  const had = counts.byCategory[category] ?? 0;
  const gone = Math.min(had, Math.max(0, n));
  if (gone === 0) return counts;
  return { total: Math.max(0, counts.total - gone), byCategory: { ...counts.byCategory, [category]: had - gone } };
}

/** Counts after "mark all read" on a tab. */
export function countReadAll(counts: UnreadCountDto, tab: InboxTab): UnreadCountDto {
  if (tab === 'all') return emptyCounts();
  return countRead(counts, tab, counts.byCategory[tab] ?? 0);
}

/** A paged list with `message` put first (once), for the tabs it belongs to. */
export function prependMessage(
  data: InfiniteData<Paged<MessageDto>> | undefined,
  message: MessageDto,
): InfiniteData<Paged<MessageDto>> | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((p) => p.items.some((m) => m.id === message.id))) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return {
    ...data,
    pages: [{ ...first, items: [message, ...first.items], total: first.total + 1 }, ...rest.map((p) => ({ ...p, total: p.total + 1 }))],
  };
}

/** A paged list with the messages matching `pick` changed by `change`. */
export function updateMessages(
  data: InfiniteData<Paged<MessageDto>> | undefined,
  pick: (m: MessageDto) => boolean,
  change: (m: MessageDto) => MessageDto | null,
): InfiniteData<Paged<MessageDto>> | undefined {
  if (!data) return data;
  let removed = 0;
  const pages = data.pages.map((p) => {
    const items: MessageDto[] = [];
    for (const m of p.items) {
      if (!pick(m)) {
        items.push(m);
        continue;
      }
      const next = change(m);
      if (next) items.push(next);
      else removed += 1;
    }
    return { ...p, items };
  });
  return { ...data, pages: removed ? pages.map((p) => ({ ...p, total: Math.max(0, p.total - removed) })) : pages };
}

/** `GET /messages/unread-count` */
export async function getUnreadCount(): Promise<UnreadCountDto> {
  return unwrap(await api.get<UnreadCountDto>('/messages/unread-count', { loading: false, quiet: true }));
}

export function getUnreadCountQueryOptions() {
  return queryOptions({ queryKey: inboxKeys.unread, queryFn: getUnreadCount, staleTime: 30_000 });
}

/** The signed-in user's unread counts (undefined for a guest or before they arrived). */
export function useUnreadCount(): UnreadCountDto | undefined {
  const { token } = useSession();
  const query = useQuery({ ...getUnreadCountQueryOptions(), enabled: token !== null });
  return token ? query.data : undefined;
}

/** Whether a pushed payload is a message. */
export function isMessage(value: unknown): value is MessageDto {
  if (!value || typeof value !== 'object') return false;
  const m = value as Partial<MessageDto>;
  return typeof m.id === 'string' && typeof m.title === 'string' && MESSAGE_CATEGORIES.includes(m.category as MessageCategory);
}

/** Puts a pushed message into the inbox's caches: the counts and the lists it belongs to (feedback refreshes itself). */
export function receiveMessage(queryClient: QueryClient, message: MessageDto): void {
  const counts = queryClient.getQueryData<UnreadCountDto>(inboxKeys.unread);
  const lists = [inboxKeys.list('all'), inboxKeys.list(message.category)];
  const known = lists.some((key) =>
    queryClient.getQueryData<InfiniteData<Paged<MessageDto>>>(key)?.pages.some((p) => p.items.some((m) => m.id === message.id)),
  );
  if (counts && !known) queryClient.setQueryData(inboxKeys.unread, countArrival(counts, message));
  else if (!counts) void queryClient.invalidateQueries({ queryKey: inboxKeys.unread });
  for (const key of lists) {
    queryClient.setQueryData<InfiniteData<Paged<MessageDto>>>(key, (data) => prependMessage(data, message));
  }
}
