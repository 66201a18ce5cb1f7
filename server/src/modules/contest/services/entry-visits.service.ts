import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppConfig } from '@server/config/app-config';
import { RedisService } from '@server/infra/redis/redis.service';

const VISITS_KEY = 'contest:visits';

/**
 * Entry visits: one HINCRBY per detail view, moved to `contest_entries.visits` in bulk every
 * CONTEST_VISITS_FLUSH_MS (and at shutdown), so a view costs no row write.
 */
@Injectable()
export class EntryVisits implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly ds: DataSource,
    private readonly redis: RedisService,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap() {
    this.timer = setInterval(() => void this.flush().catch(() => undefined), this.config.raw.CONTEST_VISITS_FLUSH_MS);
    this.timer.unref();
  }

  async onModuleDestroy() {
    if (this.timer) clearInterval(this.timer);
    await this.flush().catch(() => undefined);
  }

  /** Counts a visit of the entry; returns the visits counted since the last flush. */
  count(entryId: string): Promise<number> {
    return this.redis.client.hincrby(VISITS_KEY, entryId, 1);
  }

  /** Moves the counters from Redis to PostgreSQL (RENAME first, so no increment is lost meanwhile); returns the entries moved. */
  async flush(): Promise<number> {
    const client = this.redis.client;
    const tmp = `${VISITS_KEY}:flushing:${randomBytes(6).toString('hex')}`;
    try {
      await client.rename(VISITS_KEY, tmp);
    } catch {
      return 0; // nothing counted since the last flush
    }
    const all = await client.hgetall(tmp);
    const ids = Object.keys(all);
    if (ids.length) {
      await this.ds.query(
        `UPDATE contest_entries e SET visits = e.visits + v.n FROM unnest($1::uuid[], $2::bigint[]) AS v(id, n) WHERE e.id = v.id`,
        [ids, ids.map((k) => Number(all[k]))],
      );
    }
    await client.del(tmp);
    return ids.length;
  }
}
