import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { rows, type Prepared } from '@server/infra/database/sql';
import { RedisService } from '@server/infra/redis/redis.service';

/** A reader's flags are kept this long on an instance while the invalidation channel is live… */
export const READER_FLAGS_TTL_MS = 60_000;
/** …and this long while it is not (the staleness bound on another instance then: docs/decisions/0112-reader-flags.md). */
export const READER_FLAGS_OFFLINE_TTL_MS = 5_000;
const READERS_MAX = 20_000;

export interface ArticleFlags {
  liked: boolean;
  favourited: boolean;
}

const FLAGS: Prepared = {
  name: 'content_reader_flags',
  text: `SELECT id,
            EXISTS (SELECT 1 FROM article_likes l WHERE l.user_id = $1 AND l.article_id = id) AS liked,
            EXISTS (SELECT 1 FROM article_favourites f WHERE f.user_id = $1 AND f.article_id = id) AS favourited
         FROM unnest($2::uuid[]) AS id`,
};
const FOLLOWS: Prepared = {
  name: 'content_reader_follows',
  text: `SELECT EXISTS (SELECT 1 FROM author_follows WHERE follower_id = $1 AND author_id = $2) AS following`,
};

interface Reader {
  at: number;
  articles: Map<string, ArticleFlags>;
  follows: Map<string, boolean>;
}

/**
 * A reader's liked / favourited flags per article and whether they follow an author, kept in this
 * instance's memory for READER_FLAGS_TTL_MS from the first read, so a feed page or an article read
 * again asks PostgreSQL only for what it has not seen. The reader's own like, favourite or follow
 * drops their entry once the change is stored: on this instance at once, on the others through a
 * Redis channel (a few milliseconds later); a read that was in flight then writes into the dropped
 * entry, never into the next one. While the channel is down (not yet subscribed, reconnecting) an
 * entry lives only READER_FLAGS_OFFLINE_TTL_MS, and every entry is dropped when it comes back.
 */
@Injectable()
export class ReaderFlags implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ReaderFlags.name);
  private readonly readers = new Map<string, Reader>();
  private sub?: Redis;
  private live = false;

  constructor(
    private readonly ds: DataSource,
    private readonly redis: RedisService,
  ) {}

  private get channel() {
    return `${this.redis.prefix}content:reader-flags`;
  }

  onModuleInit() {
    const sub = this.redis.create();
    this.sub = sub;
    const lost = () => {
      this.live = false;
      this.readers.clear();
    };
    sub.on('close', lost);
    sub.on('reconnecting', lost);
    sub.on('ready', () => {
      sub.subscribe(this.channel).then(
        () => {
          this.readers.clear(); // what changed while the channel was down
          this.live = true;
        },
        (err: unknown) => this.logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'reader flags subscription failed'),
      );
    });
    sub.on('message', (_channel: string, message: string) => {
      for (const userId of message.split(',')) this.readers.delete(userId);
    });
  }

  onModuleDestroy() {
    this.live = false;
    this.sub?.removeAllListeners('message');
  }

  private reader(userId: string, now = Date.now()): Reader {
    let r = this.readers.get(userId);
    if (!r || now - r.at >= (this.live ? READER_FLAGS_TTL_MS : READER_FLAGS_OFFLINE_TTL_MS)) {
      if (!r && this.readers.size >= READERS_MAX) this.readers.clear();
      r = { at: now, articles: new Map(), follows: new Map() };
      this.readers.set(userId, r);
    }
    return r;
  }

  /** The reader's flags for these articles (one query for those not in memory). */
  async articles(userId: string, ids: readonly string[]): Promise<Map<string, ArticleFlags>> {
    const r = this.reader(userId);
    const missing = ids.filter((id) => !r.articles.has(id));
    if (missing.length) {
      const found = await rows<{ id: string } & ArticleFlags>(this.ds, FLAGS, [userId, missing]);
      for (const f of found) r.articles.set(f.id, { liked: f.liked, favourited: f.favourited });
    }
    return r.articles;
  }

  async follows(userId: string, authorId: string): Promise<boolean> {
    const r = this.reader(userId);
    let on = r.follows.get(authorId);
    if (on === undefined) {
      const [f] = await rows<{ following: boolean }>(this.ds, FOLLOWS, [userId, authorId]);
      on = f?.following ?? false;
      r.follows.set(authorId, on);
    }
    return on;
  }

  /** The reader liked, saved or followed something: their next read asks again. */
  forget(userId: string): void {
    this.readers.delete(userId);
    this.redis.client.publish(this.channel, userId).catch((err: unknown) => {
      this.logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'reader flags invalidation not sent');
    });
  }
}
