import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { AdRecordsDto } from '@contracts/schemas/advertisers';
import { RedisService } from '@server/infra/redis/redis.service';
import { AdServeIds } from '@server/modules/advertisers/services/ad-serve-ids';
import { AdServing, PENDING_SET, pendingKey } from '@server/modules/advertisers/services/ad-serving.service';
import { ApiClient } from '@test/setup/api';
import { createTestEnv, startApp, type TestApp, type TestEnv } from '@test/setup/harness';
import { approvedAdvertiser, buy, createPackage, reviewer } from './helpers';

/**
 * Impressions and clicks are Redis counters moved to `ad_stats_daily` by the flush: a batch renamed
 * and not yet written when the app stops is written by the next start, a batch written but not yet
 * deleted is not written twice, concurrent flushes add each count once.
 */
describe('ad impression and click counts survive a restart', () => {
  let env: TestEnv;
  let t: TestApp;
  // The repeatable job stays out of the way (an hour); the test flushes itself. Workers run, so a start picks up leftovers.
  const overrides = { RATE_LIMIT_DEFAULT_PER_MINUTE: '100000', ADS_FLUSH_MS: '3600000' };

  beforeAll(async () => {
    env = await createTestEnv();
    t = await startApp(overrides, env);
  });
  afterAll(async () => {
    await t.close();
    await env.cleanup();
  });

  async function stored(campaignId: string) {
    const [row] = (await t.app
      .get(DataSource)
      .query(
        `SELECT coalesce(sum(impressions), 0)::int AS i, coalesce(sum(clicks), 0)::int AS c FROM ad_stats_daily WHERE campaign_id = $1`,
        [campaignId],
      )) as { i: number; c: number }[];
    return row;
  }

  /**
   * `impressions` showings of the campaign, `clicks` of them clicked. Each showing needs a serve id;
   * the campaign's creative is not approved (it is not served), so the test signs them with the
   * app's own signer, as `GET /ads` would (ad-serve-ids.integration-spec proves the route's).
   */
  async function send(campaignId: string, impressions: number, clicks: number) {
    const guest = new ApiClient(t.url);
    const device = randomUUID();
    const serves = Array.from({ length: impressions }, () => t.app.get(AdServeIds).issue(campaignId, `d:${device}`));
    const shown = await Promise.all(serves.map((serve) => guest.post(`/ads/${campaignId}/impressions`, { device, serve })));
    const clicked = await Promise.all(serves.slice(0, clicks).map((serve) => guest.post(`/ads/${campaignId}/clicks`, { device, serve })));
    expect([...shown, ...clicked].every((r) => r.code === 1)).toBe(true);
  }

  it('no loss and no double count across a restart between flushes', async () => {
    const admin = (await reviewer(t)).client;
    const pkg = await createPackage(admin);
    const adv = await approvedAdvertiser(t, admin);
    const { campaignId } = await buy(t, adv.client, pkg.id);
    let serving = t.app.get(AdServing);
    let redis = t.app.get(RedisService).client;

    // A batch written to PostgreSQL whose key survived (a crash after the commit): replaying it adds nothing.
    await send(campaignId, 4, 0);
    expect(await serving.stage()).toBe(true);
    const [written] = await redis.smembers(PENDING_SET);
    const copy = await redis.hgetall(pendingKey(written));
    expect(await serving.apply(written)).toBe(true);
    expect(await stored(campaignId)).toEqual({ i: 4, c: 0 });
    await redis.hset(pendingKey(written), copy);
    await redis.sadd(PENDING_SET, written);

    // A batch renamed but not written (a crash mid-flush), and counts not yet renamed at all.
    await send(campaignId, 5, 2);
    expect(await serving.stage()).toBe(true);
    await send(campaignId, 3, 1);
    expect(await stored(campaignId)).toEqual({ i: 4, c: 0 });

    // Restart.
    await t.close();
    t = await startApp(overrides, env);
    serving = t.app.get(AdServing);
    redis = t.app.get(RedisService).client;
    // The start wrote the renamed batch (and skipped the one already written).
    expect(await stored(campaignId)).toEqual({ i: 9, c: 2 });

    await send(campaignId, 1, 0);
    await serving.flush();
    expect(await stored(campaignId)).toEqual({ i: 13, c: 3 });
    expect(await redis.smembers(PENDING_SET)).toEqual([]);

    // Concurrent flushes count each once.
    await send(campaignId, 10, 4);
    await Promise.all([serving.flush(), serving.flush(), serving.applyPending()]);
    await serving.flush();
    expect(await stored(campaignId)).toEqual({ i: 23, c: 7 });

    // The advertiser's records show them, per day with the CTR.
    const owner = new ApiClient(t.url); // the restarted app listens elsewhere; the session is the same
    owner.token = adv.client.token;
    const rec = await owner.get<AdRecordsDto>(`/me/ad-records?campaignId=${campaignId}`);
    expect(rec.data.totals).toMatchObject({ impressions: 23, clicks: 7, ctr: 0.3043, spend: pkg.price });
    const today = new Date().toISOString().slice(0, 10);
    expect(rec.data.days).toContainEqual({ day: today, impressions: 23, clicks: 7, ctr: 0.3043 });
  });
});
