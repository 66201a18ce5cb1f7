import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { ServedAdDto } from '@contracts/schemas/advertisers';
import { AdServeIds, SERVE_TTL_SECONDS } from '@server/modules/advertisers/services/ad-serve-ids';
import { AdServing } from '@server/modules/advertisers/services/ad-serving.service';
import { ApiClient, type ApiResponse } from '@test/setup/api';
import { startApp, type TestApp } from '@test/setup/harness';
import { approvedAdvertiser, buy, createPackage, member, reviewer } from './helpers';

/**
 * Impressions and clicks count only against a serve id from `GET /ads` (#37): signed for the
 * campaign and the viewer, expiring, each counted once (racing reports of one serve count once), a
 * click only after its impression. The review's scenario — a hundred guest clicks with no ad served
 * — counts nothing.
 */
describe('ad events are counted only against a signed serve id', () => {
  let t: TestApp;
  let db: DataSource;
  let campaignId: string;
  let otherCampaignId: string;

  beforeAll(async () => {
    t = await startApp({
      RATE_LIMIT_DEFAULT_PER_MINUTE: '100000',
      ADS_EVENTS_PER_MINUTE: '100000',
      ADS_FREQUENCY_CAP: '1000',
      WORKER_ROLE: 'api',
    });
    db = t.app.get(DataSource);
    const admin = (await reviewer(t)).client;
    const pkg = await createPackage(admin);
    const adv = await approvedAdvertiser(t, admin);
    campaignId = (await buy(t, adv.client, pkg.id)).campaignId;
    otherCampaignId = (await buy(t, adv.client, pkg.id)).campaignId;
    for (const id of [campaignId, otherCampaignId]) {
      expect((await admin.post(`/admin/campaigns/${id}/creative-review`, { decision: 'approve' })).code).toBe(1);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  /** Counts moved to PostgreSQL (the flush the repeatable job runs). */
  async function stored(id: string) {
    await t.app.get(AdServing).flush();
    const [row] = (await db.query(
      `SELECT coalesce(sum(impressions), 0)::int AS i, coalesce(sum(clicks), 0)::int AS c FROM ad_stats_daily WHERE campaign_id = $1`,
      [id],
    )) as { i: number; c: number }[];
    return row;
  }

  /** One showing of `campaignId` to a guest device: the serve id it came with. */
  async function serveTo(device: string, client = new ApiClient(t.url)): Promise<string> {
    const ads = (await client.get<ServedAdDto[]>(`/ads?slot=home_banner&device=${device}`)).data;
    const ad = ads.find((a) => a.id === campaignId);
    if (!ad) throw new Error('the campaign was not served');
    expect(ad.serve).toMatch(/^[0-9a-z]+\.[\w-]{16}\.[\w-]{43}$/);
    return ad.serve;
  }

  const event = (what: 'impressions' | 'clicks', body: Record<string, unknown>, id = campaignId, client = new ApiClient(t.url)) =>
    client.post<{ counted: boolean }>(`/ads/${id}/${what}`, body);

  const refusedFor = (res: ApiResponse, text: RegExp) => {
    expect(res).toMatchObject({ code: 0, data: { errors: [{ field: 'serve' }] } });
    expect(res.msg).toMatch(text);
  };

  it('a hundred guest clicks and impressions with no ad served count nothing', async () => {
    const guest = new ApiClient(t.url);
    guest.language = 'en-us';
    const device = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => [
        event('clicks', { device }, campaignId, guest),
        event('impressions', { device, serve: `${i}` }, campaignId, guest),
      ]).flat(),
    );
    expect(answers.filter((r) => r.code === 1)).toEqual([]);
    expect(answers.every((r) => r.code === 0)).toBe(true);
    expect(await stored(campaignId)).toEqual({ i: 0, c: 0 });
  });

  it('refuses forged, foreign, other viewers’ and expired serve ids', async () => {
    const device = randomUUID();
    const serve = await serveTo(device);
    const [exp, nonce, mac] = serve.split('.');
    const flip = (s: string) => (s[5] === 'A' ? `${s.slice(0, 5)}B${s.slice(6)}` : `${s.slice(0, 5)}A${s.slice(6)}`);
    const en = new ApiClient(t.url);
    en.language = 'en-us';
    const forged = [
      `${exp}.${nonce}.${flip(mac)}`, // the mac altered
      `${exp}.${flip(nonce)}.${mac}`, // another nonce under the same mac
      `${(parseInt(exp, 36) + 86_400).toString(36)}.${nonce}.${mac}`, // a later expiry under the same mac
      'not-a-serve-id',
    ];
    for (const f of forged) refusedFor(await event('impressions', { device, serve: f }, campaignId, en), /not recognised/);
    // Another campaign's path, another viewer (device), a logged-in user: the mac names campaign and viewer.
    refusedFor(await event('impressions', { device, serve }, otherCampaignId, en), /not recognised/);
    refusedFor(await event('impressions', { device: randomUUID(), serve }, campaignId, en), /not recognised/);
    const user = (await member(t)).client;
    refusedFor(await event('impressions', { device, serve }, campaignId, user), /not recognised/);
    // Expired: signed by the app's own key, issued longer ago than a serve id lives.
    const old = t.app.get(AdServeIds).issue(campaignId, `d:${device}`, Date.now() - (SERVE_TTL_SECONDS + 5) * 1000);
    refusedFor(await event('impressions', { device, serve: old }, campaignId, en), /expired/);
    expect(await stored(campaignId)).toEqual({ i: 0, c: 0 });
    // The genuine id still counts (nothing above used it up).
    expect(await event('impressions', { device, serve }, campaignId, en)).toMatchObject({ code: 1, data: { counted: true } });
    expect(await stored(campaignId)).toEqual({ i: 1, c: 0 });
  });

  it('counts each serve once, a click only after its impression, under racing replays', async () => {
    const before = await stored(campaignId);
    const device = randomUUID();
    const serves = await Promise.all(Array.from({ length: 5 }, () => serveTo(device)));
    // A click before its impression is dropped (and does not use the click up).
    const en = new ApiClient(t.url);
    en.language = 'en-us';
    refusedFor(await event('clicks', { device, serve: serves[0] }, campaignId, en), /not seen/);
    // Each serve's impression sent 20 times at once: one counts a serve.
    const impressions = await Promise.all(
      serves.flatMap((serve) => Array.from({ length: 20 }, () => event('impressions', { device, serve }))),
    );
    expect(impressions.filter((r) => r.code === 1)).toHaveLength(5);
    expect(impressions.filter((r) => r.code === 0)).toHaveLength(95);
    // Clicks on three of them, 20 at once each: one counts a serve.
    const clicks = await Promise.all(
      serves.slice(0, 3).flatMap((serve) => Array.from({ length: 20 }, () => event('clicks', { device, serve }))),
    );
    expect(clicks.filter((r) => r.code === 1)).toHaveLength(3);
    refusedFor(await event('clicks', { device, serve: serves[0] }, campaignId, en), /already been counted/);
    refusedFor(await event('impressions', { device, serve: serves[0] }, campaignId, en), /already been counted/);
    expect(await stored(campaignId)).toEqual({ i: before.i + 5, c: before.c + 3 });
  });

  it('a logged-in viewer’s serve id is the user’s, whatever device is sent', async () => {
    const before = await stored(campaignId);
    const viewer = (await member(t)).client;
    const serve = await serveTo(randomUUID(), viewer);
    refusedFor(await event('impressions', { serve }), /./); // the same id as a guest: another viewer
    expect((await event('impressions', { device: randomUUID(), serve }, campaignId, viewer)).code).toBe(1);
    expect((await event('clicks', { serve }, campaignId, viewer)).code).toBe(1);
    expect(await stored(campaignId)).toEqual({ i: before.i + 1, c: before.c + 1 });
  });
});
