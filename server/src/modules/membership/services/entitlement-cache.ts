import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { PeerChannel } from '@server/infra/redis/peer-channel';
import { RedisService } from '@server/infra/redis/redis.service';

/** What the paywall needs of a reader's state row. */
export interface Entitlement {
  vipUntil: number;
  buyout: boolean;
  credits: number;
}

/** What this instance knows of a reader: their entitlement, and which articles (translation groups) they unlocked (or not). */
export interface ReaderEntry {
  at: number;
  value?: Entitlement;
  /** translation group id → unlocked by this reader (an unlock opens every version of the group) */
  unlocked: Map<string, boolean>;
}

/**
 * Each reader's entitlement and what is known of their unlocked articles, kept in this instance's
 * memory for {@link ENTITLEMENT_TTL_MS}: the paywall decides every feed page and article detail and
 * must not read the state row, nor `article_unlocks`, each time (the unlocks read was half of a feed
 * page's server time: docs/performance-log.md, "Articles"). A change to a reader (a ledger row, an unlock,
 * a paid or refunded order, an expiry) forgets them on this instance at once and on the others
 * through a Redis channel (milliseconds later); a read in flight then writes into the forgotten
 * entry, never into the next one. Should the channel be down, another instance sees a change within
 * the TTL, as before the channel existed (docs/decisions/0102-paywall-provider-and-entitlement-cache.md).
 *
 * The readers forgotten in one event-loop turn go out in one message, sent at the end of the turn,
 * and only when another instance listens (infra/redis/peer-channel.ts): a PUBLISH per spent credit
 * was a Redis round trip each, plus a message every instance, this one included, received and
 * handled (bench:unlock, docs/performance-log.md).
 */
export const ENTITLEMENT_TTL_MS = 5_000;
const MAX_READERS = 50_000;

@Injectable()
export class EntitlementCache implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(EntitlementCache.name);
  private readonly byUser = new Map<string, ReaderEntry>();
  /** The other instances: the readers this one forgot, and theirs. */
  private readonly peers: PeerChannel<string>;

  constructor(redis: RedisService) {
    this.peers = new PeerChannel<string>(
      redis,
      'membership:entitlements',
      (ids) => {
        for (const userId of ids) this.byUser.delete(userId);
      },
      this.logger,
    );
  }

  onModuleInit(): Promise<void> {
    return this.peers.start();
  }

  onModuleDestroy() {
    this.peers.stop();
  }

  /** The reader's fresh entry, or a new empty one (kept: what the caller learns goes into it). */
  entry(userId: string, now = Date.now()): ReaderEntry {
    const hit = this.byUser.get(userId);
    if (hit && now - hit.at < ENTITLEMENT_TTL_MS) return hit;
    if (!hit && this.byUser.size >= MAX_READERS) this.byUser.clear();
    const fresh: ReaderEntry = { at: now, unlocked: new Map() };
    this.byUser.set(userId, fresh);
    return fresh;
  }

  /** The reader changed: this instance asks PostgreSQL again on its next read, every other one from the end of this turn. */
  forget(userId: string) {
    this.byUser.delete(userId);
    this.peers.send(userId);
  }

  static vip(e: Entitlement, now = Date.now()): boolean {
    return e.buyout || e.vipUntil > now;
  }
}
