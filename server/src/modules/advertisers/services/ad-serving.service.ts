import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { AdSlot, ServedAdDto } from '@contracts/schemas/advertisers';
import { isUuid } from '@contracts/validators';
import { AppConfig } from '@server/config/app-config';
import { rows, tx } from '@server/infra/database/sql';
import { RedisService } from '@server/infra/redis/redis.service';
import { AppException } from '@server/common/errors/app.exception';
import { AdServeIds } from './ad-serve-ids';
import { AdvertiserViews } from './advertiser-views';

/** Live counts: hash field `<campaignId>|<YYYY-MM-DD>|i` (impressions) or `…|c` (clicks). */
export const COUNTS_KEY = 'ads:counts';
/** A batch being moved to PostgreSQL: `ads:counts:pending:<batch id>`. */
export const pendingKey = (batch: string) => `${COUNTS_KEY}:pending:${batch}`;
/** The set of batch ids renamed and not yet known to be in PostgreSQL. */
export const PENDING_SET = `${COUNTS_KEY}:pending`;
/** Per viewer and UTC day: hash campaign id → times served. */
const capKey = (dayKey: string, viewer: string) => `ads:cap:${dayKey}:${viewer}`;

/** How many ads of a slot one answer carries (the home carousel shows several, a card or an article one). */
export const SLOT_SIZE: Record<AdSlot, number> = { home_banner: 3, feed_card: 1, in_article: 1 };

/** RENAME the live counts to a batch key and remember the batch, atomically (no batch lost between the two). */
const STAGE = `
if redis.call('EXISTS', KEYS[1]) == 1 then
  redis.call('RENAME', KEYS[1], KEYS[2])
  redis.call('SADD', KEYS[3], ARGV[1])
  return 1
end
return 0`;

/** What became of one serve id: `i` once its impression was counted, `c` once its click was. */
const serveKey = (nonce: string) => `ads:serve:${nonce}`;

/**
 * Counts one event of a serve, at most once, in one step (racing reports of one serve count once):
 * an impression when the serve has none yet; a click only after the serve's impression and once.
 * Answers 1 counted, 0 already counted (a replay), -1 a click with no impression (dropped).
 */
const COUNT_ONCE = `
if ARGV[2] == 'c' and redis.call('HEXISTS', KEYS[1], 'i') == 0 then return -1 end
if redis.call('HSETNX', KEYS[1], ARGV[2], 1) == 0 then return 0 end
redis.call('EXPIREAT', KEYS[1], ARGV[3])
redis.call('HINCRBY', KEYS[2], ARGV[1], 1)
return 1`;

const utcDay = (d = new Date()) => d.toISOString().slice(0, 10);

/** What shows now: paid (scheduled), inside its window, creative approved. */
const LIVE = `c.status = 'scheduled' AND c.creative_status = 'approved' AND c.starts_at <= now() AND c.ends_at > now()`;

/**
 * Serving and counting. `serve` answers the live ads of a slot, leaving out those this viewer was
 * shown ADS_FREQUENCY_CAP times today (a Redis hash per viewer and day), each ad with a signed
 * serve id (AdServeIds). Impressions and clicks are counted only against a valid serve id, once
 * per serve, a click only after its impression (one script each, COUNT_ONCE); `flush` moves them to `ad_stats_daily` exactly once: the live hash is
 * renamed to a batch key (and the batch id added to a set) in one script, then each pending batch
 * is written in a transaction that also inserts its id into `ad_count_batches` — a batch replayed
 * after a crash (before its key was deleted) finds its id there and adds nothing; batches left by
 * a process that died are picked up by the next flush (and at start-up).
 */
@Injectable()
export class AdServing {
  private readonly logger = new Logger(AdServing.name);

  constructor(
    private readonly ds: DataSource,
    private readonly redis: RedisService,
    private readonly config: AppConfig,
    private readonly views: AdvertiserViews,
    private readonly serveIds: AdServeIds,
  ) {}

  get cap(): number {
    return Number(this.config.raw.ADS_FREQUENCY_CAP);
  }

  async serve(slot: AdSlot, viewer: string): Promise<ServedAdDto[]> {
    const live = await rows<{ id: string; image: string; title: string; link: string; company_name: string }>(
      this.ds,
      `SELECT c.id, c.image, c.title, c.link, a.company_name
         FROM ad_campaigns c JOIN ad_applications a ON a.id = c.application_id
        WHERE c.slot = $1 AND ${LIVE} ORDER BY c.starts_at, c.id LIMIT 100`,
      [slot],
    );
    if (!live.length) return [];
    const key = capKey(utcDay(), viewer);
    const client = this.redis.client;
    const seen = await client.hmget(key, ...live.map((c) => c.id));
    const open = live.filter((_, i) => Number(seen[i] ?? 0) < this.cap);
    // Rotate: a random pick among those under the cap, so every campaign of a slot gets its turn.
    for (let i = open.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [open[i], open[j]] = [open[j], open[i]];
    }
    const chosen = open.slice(0, SLOT_SIZE[slot]);
    if (chosen.length) {
      const m = client.multi();
      for (const c of chosen) m.hincrby(key, c.id, 1);
      m.expire(key, 2 * 86_400);
      await m.exec();
    }
    return chosen.map((c) => ({
      id: c.id,
      slot,
      sponsored: true as const,
      advertiser: c.company_name,
      image: c.image,
      imageUrl: this.views.imageUrl(c.image),
      title: c.title,
      link: c.link,
      serve: this.serveIds.issue(c.id, viewer),
    }));
  }

  /**
   * One impression or click of a serve (one script: check-and-count). Refuses a serve id that is
   * not this campaign's for this viewer, or has expired, or was already counted for this event;
   * a click whose serve had no impression is refused too.
   */
  async count(campaignId: string, what: 'impression' | 'click', serve: string, viewer: string): Promise<void> {
    const checked = this.serveIds.check(serve, campaignId, viewer);
    if (!checked.ok)
      throw AppException.field('serve', checked.why === 'expired' ? 'e.advertisers.serve_expired' : 'e.advertisers.serve_invalid');
    const kind = what === 'impression' ? 'i' : 'c';
    const keep = Math.ceil(checked.expiresAt / 1000) + 60; // the mark outlives the id
    const r = await this.redis.client.eval(
      COUNT_ONCE,
      2,
      serveKey(checked.nonce),
      COUNTS_KEY,
      `${campaignId}|${utcDay()}|${kind}`,
      kind,
      keep,
    );
    if (r === 0) throw AppException.field('serve', 'e.advertisers.serve_used');
    if (r === -1) throw AppException.field('serve', 'e.advertisers.click_unseen');
  }

  /** Renames the live counts to a new pending batch; false when nothing was counted. */
  async stage(): Promise<boolean> {
    const batch = randomUUID();
    return (await this.redis.client.eval(STAGE, 3, COUNTS_KEY, pendingKey(batch), PENDING_SET, batch)) === 1;
  }

  /** Writes every pending batch (this one's and any left by a crash); returns how many were written now. */
  async applyPending(): Promise<number> {
    const batches = await this.redis.client.smembers(PENDING_SET);
    let written = 0;
    for (const batch of batches) if (await this.apply(batch)) written++;
    return written;
  }

  async flush(): Promise<number> {
    await this.stage();
    return this.applyPending();
  }

  /** One batch into PostgreSQL exactly once (its id recorded in the same transaction), then its key dropped. */
  async apply(batch: string): Promise<boolean> {
    const client = this.redis.client;
    const all = await client.hgetall(pendingKey(batch));
    const sums = new Map<string, { id: string; day: string; i: number; c: number }>();
    for (const [field, n] of Object.entries(all)) {
      const [id, day, kind] = field.split('|');
      if (!isUuid(id) || !/^\d{4}-\d{2}-\d{2}$/.test(day)) continue;
      const k = `${id}|${day}`;
      const row = sums.get(k) ?? { id, day, i: 0, c: 0 };
      if (kind === 'i') row.i += Number(n);
      else if (kind === 'c') row.c += Number(n);
      sums.set(k, row);
    }
    const list = [...sums.values()];
    const written = await tx(this.ds, async (q) => {
      const claimed = await rows(q, `INSERT INTO ad_count_batches (id) VALUES ($1) ON CONFLICT (id) DO NOTHING RETURNING id`, [batch]);
      if (!claimed.length) return false; // already written by an earlier run
      if (list.length) {
        await q.query(
          `INSERT INTO ad_stats_daily (campaign_id, day, impressions, clicks)
           SELECT v.id, v.day, v.i, v.c FROM unnest($1::uuid[], $2::date[], $3::int[], $4::int[]) AS v(id, day, i, c)
            WHERE EXISTS (SELECT 1 FROM ad_campaigns c WHERE c.id = v.id)
           ON CONFLICT (campaign_id, day) DO UPDATE
             SET impressions = ad_stats_daily.impressions + excluded.impressions, clicks = ad_stats_daily.clicks + excluded.clicks`,
          [list.map((r) => r.id), list.map((r) => r.day), list.map((r) => r.i), list.map((r) => r.c)],
        );
      }
      await q.query(`DELETE FROM ad_count_batches WHERE flushed_at < now() - interval '30 days'`);
      return true;
    });
    await client.multi().del(pendingKey(batch)).srem(PENDING_SET, batch).exec();
    if (written && list.length) this.logger.debug({ batch, rows: list.length }, 'ad counts flushed');
    return written;
  }
}
