import type { Paged } from '@contracts/api';
import type { MessageDto, UnreadCountDto } from '@contracts/schemas/messages';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  countArrival,
  countRead,
  countReadAll,
  emptyCounts,
  inboxKeys,
  isMessage,
  prependMessage,
  receiveMessage,
  unreadOf,
  updateMessages,
} from '@client/features/messages/api/inbox';

const message = (id: string, patch: Partial<MessageDto> = {}): MessageDto => ({
  id,
  category: 'service',
  title: `title ${id}`,
  body: 'body',
  link: null,
  read: false,
  createdAt: '2026-11-23T10:00:00.000Z',
  ...patch,
});

const pages = (...lists: MessageDto[][]): InfiniteData<Paged<MessageDto>> => {
  const total = lists.reduce((n, l) => n + l.length, 0);
  return {
    pages: lists.map((items, i) => ({ items, page: i + 1, limit: 2, total, hasMore: i < lists.length - 1 })),
    pageParams: lists.map((_, i) => i + 1),
  };
};

const counts = (byCategory: Partial<UnreadCountDto['byCategory']>): UnreadCountDto => {
  const base = emptyCounts();
  const merged = { ...base.byCategory, ...byCategory };
  return { total: Object.values(merged).reduce((a, b) => a + b, 0), byCategory: merged };
};

describe('unread count reducers', () => {
  it('count an unread arrival in its category and the total, a read one not at all', () => {
    const start = counts({ system: 2 });
    const after = countArrival(start, message('a', { category: 'service' }));
    expect(after).toEqual(counts({ system: 2, service: 1 }));
    expect(countArrival(start, message('b', { read: true }))).toBe(start);
    expect(start).toEqual(counts({ system: 2 }));
  });

  it('read one never goes below zero, in the category or in the total', () => {
    const start = counts({ service: 1, order: 4 });
    expect(countRead(start, 'service')).toEqual(counts({ order: 4 }));
    expect(countRead(countRead(start, 'service'), 'service')).toEqual(counts({ order: 4 }));
    expect(countRead(start, 'order', 10)).toEqual(counts({ service: 1 }));
  });

  it('read all clears one tab, or every tab', () => {
    const start = counts({ service: 3, review: 2 });
    expect(countReadAll(start, 'review')).toEqual(counts({ service: 3 }));
    expect(countReadAll(start, 'all')).toEqual(emptyCounts());
    expect(unreadOf(start, 'all')).toBe(5);
    expect(unreadOf(start, 'service')).toBe(3);
    expect(unreadOf(undefined, 'service')).toBe(0);
  });
});

describe('list updates', () => {
  it('prepend a new message once, keeping the other pages and raising the totals', () => {
    const data = pages([message('b'), message('c')], [message('d')]);
    const next = prependMessage(data, message('a'));
    expect(next?.pages.map((p) => p.items.map((m) => m.id))).toEqual([['a', 'b', 'c'], ['d']]);
    expect(next?.pages.map((p) => p.total)).toEqual([4, 4]);
    expect(prependMessage(next, message('a'))).toBe(next);
    expect(prependMessage(undefined, message('a'))).toBeUndefined();
  });

  it('mark and remove messages across pages', () => {
    const data = pages([message('a'), message('b')], [message('c')]);
    const read = updateMessages(
      data,
      (m) => m.id !== 'b',
      (m) => ({ ...m, read: true }),
    );
    expect(read?.pages.flatMap((p) => p.items.map((m) => [m.id, m.read]))).toEqual([
      ['a', true],
      ['b', false],
      ['c', true],
    ]);
    const removed = updateMessages(
      data,
      (m) => m.id === 'a' || m.id === 'c',
      () => null,
    );
    expect(removed?.pages.map((p) => p.items.map((m) => m.id))).toEqual([['b'], []]);
    expect(removed?.pages.map((p) => p.total)).toEqual([1, 1]);
  });
});

describe('a pushed message', () => {
  it('is recognised only with an id, a title and a known category', () => {
    expect(isMessage(message('a'))).toBe(true);
    expect(isMessage({ ...message('a'), category: 'spam' })).toBe(false);
    expect(isMessage({ id: 'a' })).toBe(false);
    expect(isMessage(null)).toBe(false);
  });

  it('raises the badge once and joins the lists it belongs to', async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    qc.setQueryData(inboxKeys.unread, counts({ system: 1 }));
    qc.setQueryData(inboxKeys.list('all'), pages([message('old', { category: 'system' })]));
    qc.setQueryData(inboxKeys.list('service'), pages([]));
    qc.setQueryData(inboxKeys.list('order'), pages([]));

    const reply = message('reply', { category: 'service' });
    receiveMessage(qc, reply);
    receiveMessage(qc, reply); // the same push twice (a reconnect) counts once

    expect(qc.getQueryData(inboxKeys.unread)).toEqual(counts({ system: 1, service: 1 }));
    const ids = (tab: 'all' | 'service' | 'order') =>
      qc.getQueryData<InfiniteData<Paged<MessageDto>>>(inboxKeys.list(tab))?.pages[0]?.items.map((m) => m.id);
    expect(ids('all')).toEqual(['reply', 'old']);
    expect(ids('service')).toEqual(['reply']);
    expect(ids('order')).toEqual([]);
    qc.clear();
  });
});
