import { DiscoveryService } from '@nestjs/core';
import type { MessageCategory } from '@contracts/schemas/messages';
import type { EventEnvelope } from '@server/common/events/domain-event';
import type { MessageKey, StoredParams } from '@server/common/i18n/i18n';

/**
 * The notice port, a module of its own (`modules/notices/` holds only this port): every module
 * that wants its users to hear of its events implements it, and messaging, which delivers them,
 * consumes it. Neither imports the other for it, so a module that messaging reads (auth, for its
 * users' languages) can provide notices too without a cycle of modules.
 *
 * How a module's events become inbox notices. Messaging knows no module: the module that publishes
 * the events (or the one whose texts they are) implements {@link NoticeSource} on one provider
 * marked `@ProvidesNotices()`, in its own folder (`modules/<name>/notices/`), and messaging finds
 * it at start (Nest's DiscoveryService, as search finds `@ProvidesSearch()`), listens to the event
 * classes it names and queues what `noticesFor` returns on the "notices" queue.
 *
 * Delivery is idempotent as before: one job per (event id, recipient) and an inbox row keyed by
 * the same pair, so a retried or repeated event never becomes a second message. Start-up fails
 * when two sources map one event class (their notices would share those keys), or when a key a
 * source declares has no text.
 */

/** One inbox message for one recipient (message keys + params, rendered when read). */
export interface DeliverNoticePayload {
  /** The event's id: with `recipientId` it keys the job and the inbox row. */
  eventId: string;
  recipientId: string;
  category: MessageCategory;
  titleKey: MessageKey;
  bodyKey: MessageKey;
  /**
   * Rendered in the reader's language when read, and in the recipient's saved language in the push:
   * a text that has a translation goes as `{ key }` or `{ text }` (decision 0135), never in the actor's
   * language; a plain string is shown as written (a name, a staff member's own words).
   */
  params: StoredParams;
  link: string | null;
}

/** What one event becomes: no notice, some, or batches of them (many recipients, queued a batch at a time). */
export type Notices = readonly DeliverNoticePayload[] | AsyncIterable<readonly DeliverNoticePayload[]>;

/** An event class (the classes of `DomainEvent`). */
export type NoticeEventClass<E extends EventEnvelope = EventEnvelope> = abstract new (...args: never[]) => E;

export interface NoticeSource<E extends EventEnvelope = EventEnvelope> {
  /** The event classes this source turns into notices (each class maps to one source in the app). */
  readonly events: readonly NoticeEventClass<E>[];
  /** Every message key its notices use (titles and bodies): checked at start, a key without a text fails it. */
  readonly keys: readonly MessageKey[];
  /**
   * The notices one event becomes. Called after the event was published; a throw or a rejection is
   * logged by messaging and never reaches the publisher.
   */
  noticesFor(event: E): Notices | Promise<Notices>;
}

/** Marks a provider that implements {@link NoticeSource}. */
export const ProvidesNotices = DiscoveryService.createDecorator<Record<string, never>>();
