import type { DiscoveryService } from '@nestjs/core';
import type { EventBus } from '@nestjs/cqrs';
import { Subject } from 'rxjs';
import { DomainEvent } from '@server/common/events/domain-event';
import type { MessageKey } from '@server/common/i18n/i18n';
import type { DeliverNoticePayload, NoticeSource } from '@server/modules/notices/ports/notice-source.port';
import { NoticeSources } from './notice-sources';
import type { NoticeService } from './notice.service';

class FishSpotted extends DomainEvent<{ userIds: string[] }>() {}
class ReefClosed extends DomainEvent<{ userId: string }>() {}
class Unmapped extends DomainEvent<{ userId: string }>() {}

const notice = (eventId: string, recipientId: string): DeliverNoticePayload => ({
  eventId,
  recipientId,
  category: 'system',
  titleKey: 'notice.welcome.title',
  bodyKey: 'notice.welcome.body',
  params: {},
  link: null,
});

/** A source: FishSpotted → one notice per user, in batches of 2; ReefClosed → one notice. */
const fishSource: NoticeSource<FishSpotted | ReefClosed> = {
  events: [FishSpotted, ReefClosed],
  keys: ['notice.welcome.title', 'notice.welcome.body'],
  noticesFor(e) {
    if (e instanceof ReefClosed) return [notice(e.eventId, e.userId)];
    return (async function* () {
      for (let i = 0; i < e.userIds.length; i += 2) yield e.userIds.slice(i, i + 2).map((u) => notice(e.eventId, u));
    })();
  },
};

function setUp(sources: { name: string; instance: unknown }[]) {
  const bus = new Subject<object>();
  const queued: { one?: DeliverNoticePayload; many?: readonly DeliverNoticePayload[] }[] = [];
  const noticeService = {
    enqueue: async (one: DeliverNoticePayload) => void queued.push({ one }),
    enqueueMany: async (many: readonly DeliverNoticePayload[]) => void queued.push({ many }),
  } as unknown as NoticeService;
  const discovery = { getProviders: () => sources } as unknown as DiscoveryService;
  const router = new NoticeSources(discovery, bus as unknown as EventBus, noticeService);
  return { router, bus, queued };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('NoticeSources (the notice port, found at start)', () => {
  it('queues what the mapped events become: one job for one notice, a round trip per batch for many; other events pass', async () => {
    const { router, bus, queued } = setUp([{ name: 'FishNotices', instance: fishSource }]);
    router.onModuleInit();
    expect(router.mappedEvents()).toEqual(['FishSpotted', 'ReefClosed']);

    const closed = new ReefClosed({ userId: 'u1' });
    const spotted = new FishSpotted({ userIds: ['a', 'b', 'c'] });
    bus.next(closed);
    bus.next(spotted);
    bus.next(new Unmapped({ userId: 'u1' }));
    await settle();

    expect(queued).toEqual([
      { one: notice(closed.eventId, 'u1') },
      { many: [notice(spotted.eventId, 'a'), notice(spotted.eventId, 'b')] },
      { one: notice(spotted.eventId, 'c') },
    ]);
    router.onModuleDestroy();
    bus.next(new ReefClosed({ userId: 'u2' }));
    await settle();
    expect(queued).toHaveLength(3);
  });

  it('logs a failing source and never throws into the publisher', async () => {
    const broken: NoticeSource = { events: [ReefClosed], keys: [], noticesFor: () => Promise.reject(new Error('boom')) };
    const { router } = setUp([]);
    router.add(broken, 'Broken');
    await expect(router.deliver(broken, new ReefClosed({ userId: 'u1' }))).resolves.toBeUndefined();
  });

  it('fails start-up when two sources map one event class', () => {
    const other: NoticeSource = { events: [ReefClosed], keys: [], noticesFor: () => [] };
    const { router } = setUp([
      { name: 'FishNotices', instance: fishSource },
      { name: 'OtherNotices', instance: other },
    ]);
    expect(() => router.onModuleInit()).toThrow('event ReefClosed has two notice sources: FishNotices and OtherNotices');
  });

  it('fails start-up when a declared key has no text', () => {
    const untold: NoticeSource = { events: [Unmapped], keys: ['notice.fish.spotted.title' as MessageKey], noticesFor: () => [] };
    const { router } = setUp([{ name: 'Untold', instance: untold }]);
    expect(() => router.onModuleInit()).toThrow('notice source Untold uses keys without a text: notice.fish.spotted.title');
  });
});
