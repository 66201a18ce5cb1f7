import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import Redis, { type RedisOptions } from 'ioredis';
import { AppConfig } from '@server/config/app-config';

/**
 * Redis connections. `client` prefixes every key with REDIS_PREFIX (so test files and instances
 * can share one server); BullMQ and socket.io get their own connections with the same prefix.
 */
@Injectable()
export class RedisService implements OnApplicationShutdown {
  readonly client: Redis;
  private readonly extra: Redis[] = [];

  constructor(private readonly config: AppConfig) {
    this.client = this.create({ keyPrefix: this.prefix });
  }

  get prefix() {
    return this.config.raw.REDIS_PREFIX;
  }

  /** A new connection (for blocking use, pub/sub, BullMQ). Closed on shutdown. */
  create(options: RedisOptions = {}): Redis {
    const conn = new Redis(this.config.raw.REDIS_URL, { lazyConnect: false, enableAutoPipelining: true, ...options });
    conn.on('error', () => undefined); // reconnects on its own; health reports the state
    this.extra.push(conn);
    return conn;
  }

  async onApplicationShutdown() {
    await Promise.allSettled(this.extra.map((c) => c.quit()));
  }
}
