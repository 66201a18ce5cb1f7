import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { Paged } from '@contracts/api';
import type { AdRecordsDto, ApplicationDto, CampaignDto, ServedAdDto } from '@contracts/schemas/advertisers';
import type { Order } from '@contracts/schemas/orders';
import { ApiClient } from '@test/setup/api';
import { startApp, type TestApp } from '@test/setup/harness';
import { sandboxCallback } from '../commerce/fixtures';
import { approvedAdvertiser, buy, createPackage, creative, member, place, reviewer } from './helpers';

/**
 * Placements: an `ad_placement` order bought by an approved advertiser, fulfilled once however often
 * its payment is delivered; ads served only inside their window with an approved creative, labelled,
 * capped per viewer; refunds before the ad ran.
 */
describe('ad placements and serving', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: ApiClient;
  let guest: ApiClient;
  let packageId: string;

  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_DEFAULT_PER_MINUTE: '100000', ADS_FREQUENCY_CAP: '2', WORKER_ROLE: 'api' });
    db = t.app.get(DataSource);
    admin = (await reviewer(t)).client;
    guest = new ApiClient(t.url);
    packageId = (await createPackage(admin)).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const served = async (slot = 'home_banner', device = randomUUID(), client = guest) =>
    (await client.get<ServedAdDto[]>(`/ads?slot=${slot}&device=${device}`)).data;
  const campaignOf = async (orderId: string) =>
    ((await db.query(`SELECT * FROM ad_campaigns WHERE order_id = $1`, [orderId])) as Record<string, unknown>[])[0];
  const approveCreative = (campaignId: string) => admin.post(`/admin/campaigns/${campaignId}/creative-review`, { decision: 'approve' });

  it('only approved advertisers buy; the creative link must be https: or in-app', async () => {
    const m = await member(t);
    expect(await m.client.post('/advertisers/placements', { packageId, ...creative() })).toMatchObject({ code: 0 });
    const adv = await approvedAdvertiser(t, admin);
    for (const link of ['javascript:alert(1)', 'http://reef.example', 'data:text/html,hi']) {
      const res = await adv.client.post('/advertisers/placements', { packageId, ...creative({ link }) });
      expect(res).toMatchObject({ code: 0, data: { errors: [{ field: 'link' }] } });
    }
    const inactive = await createPackage(admin, { active: false });
    expect(await adv.client.post('/advertisers/placements', { packageId: inactive.id, ...creative() })).toMatchObject({ code: 0 });
    const ok = await adv.client.post('/advertisers/placements', { packageId, ...creative({ link: '/pages/exhibition/exhibition?id=1' }) });
    expect(ok.code).toBe(1);
    const order = await adv.client.get<Order>(`/orders/${(ok.data as { orderId: string }).orderId}`);
    expect(order.data).toMatchObject({ kind: 'ad_placement', status: 'pending_payment', total: 99_900 });
    expect(order.data.number).toMatch(/^A\d{13}$/);
  });

  it('a payment delivered twice schedules the campaign once and marks the application paid once', async () => {
    const adv = await approvedAdvertiser(t, admin);
    const order = await place(adv.client, packageId);
    const start = await adv.client.post<{ paymentId: string }>(`/orders/${order.orderId}/pay`, { provider: 'sandbox' });
    const eventId = `evt_${randomUUID()}`;
    const deliveries = await Promise.all([
      sandboxCallback(t, { paymentId: start.data.paymentId, amount: order.total, eventId }),
      sandboxCallback(t, { paymentId: start.data.paymentId, amount: order.total, eventId }),
      sandboxCallback(t, { paymentId: start.data.paymentId, amount: order.total }),
    ]);
    expect(deliveries.every((d) => d.res.code === 1)).toBe(true);
    const c = await campaignOf(order.orderId);
    expect(c).toMatchObject({ status: 'scheduled', spend: 99_900 });
    expect((c['ends_at'] as Date).getTime() - (c['starts_at'] as Date).getTime()).toBe(7 * 86_400_000);
    const app = await adv.client.get<ApplicationDto>('/me/advertiser');
    expect(app.data.status).toBe('paid');
    expect(app.data.history.filter((h) => h.action === 'paid')).toHaveLength(1);
    // A second placement by a paid advertiser works and adds no second 'paid' step.
    await buy(t, adv.client, packageId);
    const again = await adv.client.get<ApplicationDto>('/me/advertiser');
    expect(again.data.history.filter((h) => h.action === 'paid')).toHaveLength(1);
    const list = await adv.client.get<Paged<CampaignDto>>('/me/campaigns');
    expect(list.data.items).toHaveLength(2);
    expect(list.data.items.every((x) => x.status === 'scheduled' && x.creativeStatus === 'pending_review')).toBe(true);
  });

  it('serves an ad only inside its window and after its creative is approved, labelled as an ad', async () => {
    await db.query(`UPDATE ad_campaigns SET status = 'cancelled' WHERE status = 'scheduled'`);
    const adv = await approvedAdvertiser(t, admin);
    const unpaid = await place(adv.client, packageId);
    expect(await served()).toEqual([]);
    const order = await buy(t, adv.client, packageId, { title: 'Reef week' });
    // the order list names what was bought: the package and the campaign
    const listed = await adv.client.get<{ items: Order[] }>('/orders?kind=ad_placement');
    const shown = listed.data.items.find((o) => o.id === order.orderId);
    expect(shown?.title).toMatch(/ · Reef week$/);
    // one line, the package; the campaign in the kind's details
    expect(shown).toMatchObject({ details: { campaignId: order.campaignId }, lines: [{ itemRef: packageId, quantity: 1 }] });
    expect(shown?.lines[0]?.lineTotal).toBe(shown?.subtotal);
    // Paid but the creative is not approved yet; the unpaid one is never shown.
    expect(await served()).toEqual([]);
    await approveCreative(unpaid.campaignId);
    expect(await served()).toEqual([]);
    expect((await approveCreative(order.campaignId)).code).toBe(1);
    const ads = await served();
    expect(ads).toEqual([
      expect.objectContaining({
        id: order.campaignId,
        slot: 'home_banner',
        sponsored: true,
        advertiser: 'Blue Reef Diving Ltd',
        title: 'Reef week',
      }),
    ]);
    expect(await served('feed_card')).toEqual([]);
    const mine = await adv.client.get<Paged<CampaignDto>>('/me/campaigns?status=running');
    expect(mine.data.items.map((x) => x.id)).toEqual([order.campaignId]);

    // Before its window, after its window: not served.
    await db.query(`UPDATE ad_campaigns SET starts_at = now() + interval '1 hour', ends_at = now() + interval '2 hours' WHERE id = $1`, [
      order.campaignId,
    ]);
    expect(await served()).toEqual([]);
    await db.query(`UPDATE ad_campaigns SET starts_at = now() - interval '2 hours', ends_at = now() - interval '1 second' WHERE id = $1`, [
      order.campaignId,
    ]);
    expect(await served()).toEqual([]);
    expect((await adv.client.get<Paged<CampaignDto>>('/me/campaigns?status=ended')).data.items.map((x) => x.id)).toEqual([
      order.campaignId,
    ]);
    // An ended campaign's creative cannot change.
    expect(await adv.client.put(`/me/campaigns/${order.campaignId}/creative`, creative())).toMatchObject({ code: 0 });
    await db.query(`UPDATE ad_campaigns SET starts_at = now() - interval '1 hour', ends_at = now() + interval '1 day' WHERE id = $1`, [
      order.campaignId,
    ]);
    expect((await served()).map((a) => a.id)).toEqual([order.campaignId]);

    // A changed creative goes back to review and stops showing until approved; others cannot touch it (404).
    const other = await member(t);
    expect((await other.client.put(`/me/campaigns/${order.campaignId}/creative`, creative())).status).toBe(404);
    expect((await adv.client.put(`/me/campaigns/${order.campaignId}/creative`, creative({ link: 'javascript:void(0)' }))).code).toBe(0);
    const changed = await adv.client.put<CampaignDto>(`/me/campaigns/${order.campaignId}/creative`, creative({ title: 'Reef week 2' }));
    expect(changed.data).toMatchObject({ creativeStatus: 'pending_review', creative: { title: 'Reef week 2' } });
    expect(await served()).toEqual([]);
    const rejected = await admin.post(`/admin/campaigns/${order.campaignId}/creative-review`, { decision: 'reject', reason: 'Misleading' });
    expect(rejected.code).toBe(1);
    expect(await served()).toEqual([]);
    expect(await admin.post(`/admin/campaigns/${order.campaignId}/creative-review`, { decision: 'approve' })).toMatchObject({ code: 0 });
    await adv.client.put(`/me/campaigns/${order.campaignId}/creative`, creative({ title: 'Reef week 3' }));
    await approveCreative(order.campaignId);
    expect((await served()).map((a) => a.title)).toEqual(['Reef week 3']);
    // Only reviewers decide on creatives.
    expect((await adv.client.post(`/admin/campaigns/${order.campaignId}/creative-review`, { decision: 'approve' })).status).toBe(403);
  });

  it('caps how often one viewer sees an ad per day (device for guests, the user when logged in)', async () => {
    await db.query(`UPDATE ad_campaigns SET status = 'cancelled' WHERE status = 'scheduled'`);
    const adv = await approvedAdvertiser(t, admin);
    const order = await buy(t, adv.client, packageId);
    await approveCreative(order.campaignId);
    const device = randomUUID();
    expect((await served('home_banner', device)).map((a) => a.id)).toEqual([order.campaignId]);
    expect((await served('home_banner', device)).map((a) => a.id)).toEqual([order.campaignId]);
    expect(await served('home_banner', device)).toEqual([]);
    expect((await served('home_banner', randomUUID())).map((a) => a.id)).toEqual([order.campaignId]);
    // A logged-in viewer is capped as the user, whatever device id is sent.
    const viewer = await member(t);
    await served('home_banner', randomUUID(), viewer.client);
    await served('home_banner', randomUUID(), viewer.client);
    expect(await served('home_banner', randomUUID(), viewer.client)).toEqual([]);
    expect((await guest.get(`/ads?slot=home_banner&device=not-a-uuid`)).code).toBe(0);
  });

  it('refunds in full before the ad ran, not after', async () => {
    const adv = await approvedAdvertiser(t, admin);
    const early = await buy(t, adv.client, packageId);
    // A placement is refunded whole: a quantity of 2 is refused in the placement's words, not a ticket's.
    const wording = { 'zh-cn': '广告投放只能整单退款', en: 'An ad placement is refunded as a whole', 'zh-hant': '廣告投放只能整單退款' };
    for (const [language, text] of Object.entries(wording)) {
      const asker = new ApiClient(t.url);
      asker.token = adv.client.token;
      asker.csrf = adv.client.csrf;
      asker.language = language;
      const two = await asker.post<{ errors: { field: string; msg: string }[] }>(`/orders/${early.orderId}/refund`, { quantity: 2 });
      expect(two).toMatchObject({ code: 0, data: { errors: [{ field: 'quantity' }] } });
      const said = `${two.msg} ${two.data.errors.map((e) => e.msg).join(' ')}`;
      expect(said).toContain(text);
      expect(said).not.toMatch(/ticket|门票|門票|票/i);
    }
    expect(await campaignOf(early.orderId)).toMatchObject({ status: 'scheduled' });
    const refund = await adv.client.post(`/orders/${early.orderId}/refund`, {});
    expect(refund.code).toBe(1);
    expect(await campaignOf(early.orderId)).toMatchObject({ status: 'refunded', spend: 0 });
    const late = await buy(t, adv.client, packageId);
    await approveCreative(late.campaignId);
    const o = await adv.client.get<Order>(`/orders/${late.orderId}`);
    expect(o.data.actions.refund).toBe(false);
    expect(await adv.client.post(`/orders/${late.orderId}/refund`, {})).toMatchObject({ code: 0 });
    expect(await campaignOf(late.orderId)).toMatchObject({ status: 'scheduled' });
  });

  it('ad records are the advertiser’s own', async () => {
    const adv = await approvedAdvertiser(t, admin);
    const order = await buy(t, adv.client, packageId);
    const other = await member(t);
    expect((await other.client.get(`/me/ad-records?campaignId=${order.campaignId}`)).status).toBe(404);
    const rec = await adv.client.get<AdRecordsDto>(`/me/ad-records?campaignId=${order.campaignId}`);
    expect(rec.data.campaigns).toEqual([expect.objectContaining({ campaignId: order.campaignId, spend: 99_900, impressions: 0, ctr: 0 })]);
    expect(rec.data.days.length).toBeGreaterThanOrEqual(1);
  });
});
