import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { EventBus, type IEvent } from '@nestjs/cqrs';
import type { Subscription } from 'rxjs';
import type { EventEnvelope } from '@server/common/events/domain-event';
import { hasMessage } from '@server/common/i18n/i18n';
import {
  ProvidesNotices,
  type DeliverNoticePayload,
  type NoticeSource,
  type Notices,
} from '@server/modules/notices/ports/notice-source.port';
import { NoticeService } from './notice.service';

const isBatches = (n: Notices): n is AsyncIterable<readonly DeliverNoticePayload[]> => Symbol.asyncIterator in n;

/**
 * Every provider marked `@ProvidesNotices()`, found at start, and the events they map: each
 * published event of a mapped class is turned into notices by its source and queued (one job per
 * event and recipient). Start-up fails when two sources map one event class or a declared key has
 * no text. Like the event handlers this replaces, a failure is logged, never thrown into the
 * publisher.
 */
@Injectable()
export class NoticeSources implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(NoticeSources.name);
  /** event class → its source (and the source's provider name, for errors) */
  private readonly byEvent = new Map<object, { source: NoticeSource; name: string; event: string }>();
  private subscription: Subscription | undefined;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly events: EventBus,
    private readonly notices: NoticeService,
  ) {}

  onModuleInit() {
    for (const wrapper of this.discovery.getProviders({ metadataKey: ProvidesNotices.KEY })) {
      this.add(wrapper.instance as NoticeSource, String(wrapper.name));
    }
    // every event published on the bus; the unmapped ones are passed over at the cost of a map lookup
    this.subscription = this.events.subscribe((event: IEvent) => {
      const entry = this.byEvent.get(event.constructor);
      if (entry) void this.deliver(entry.source, event as EventEnvelope);
    });
  }

  onModuleDestroy() {
    this.subscription?.unsubscribe();
  }

  /** Adds one source (exported for its test): its keys must have texts, its events no other source. */
  add(source: NoticeSource, name: string): void {
    const missing = source.keys.filter((k) => !hasMessage(k));
    if (missing.length) throw new Error(`notice source ${name} uses keys without a text: ${missing.join(', ')}`);
    for (const cls of source.events) {
      const other = this.byEvent.get(cls);
      if (other && other.source !== source) throw new Error(`event ${cls.name} has two notice sources: ${other.name} and ${name}`);
      this.byEvent.set(cls, { source, name, event: cls.name });
    }
  }

  /** The event classes some source maps. */
  mappedEvents(): string[] {
    return [...this.byEvent.values()].map((e) => e.event);
  }

  /** One event's notices, queued: one job for one notice, one round trip per batch for many. */
  async deliver(source: NoticeSource, event: EventEnvelope): Promise<void> {
    try {
      const notices = await source.noticesFor(event);
      if (!isBatches(notices)) return await this.queue(notices);
      for await (const batch of notices) await this.queue(batch);
    } catch (err) {
      this.logger.error(
        { err: err instanceof Error ? err.message : String(err), event: event.constructor.name },
        'could not queue a notice',
      );
    }
  }

  private async queue(notices: readonly DeliverNoticePayload[]): Promise<void> {
    if (notices.length === 1) await this.notices.enqueue(notices[0]!);
    else if (notices.length) await this.notices.enqueueMany(notices);
  }
}
