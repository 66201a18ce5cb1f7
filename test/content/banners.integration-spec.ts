import { DataSource } from 'typeorm';
import type { Paged } from '@contracts/api';
import type { AdminBannerDto, BannerDto } from '@contracts/schemas/content';
import { ApiClient } from '@test/setup/api';
import { registerUser, userWithRoles } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';

const HOUR = 3600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const title = (s: string) => ({ 'zh-cn': `${s} 简`, 'en-us': `${s} en`, 'zh-hant': `${s} 繁` });

describe('banners', () => {
  let t: TestApp;
  let admin: ApiClient;
  let guest: ApiClient;

  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_DEFAULT_PER_MINUTE: '100000' });
    admin = (await userWithRoles(t, ['admin'])).client;
    guest = new ApiClient(t.url);
  });
  beforeEach(async () => {
    await t.app.get(DataSource).query('DELETE FROM banners');
  });
  afterAll(async () => {
    await t.close();
  });

  async function create(body: Record<string, unknown>): Promise<AdminBannerDto> {
    const res = await admin.post<AdminBannerDto>('/admin/banners', { image: '/uploads/b.jpg', link: '/pages/articles/articles', ...body });
    expect(res.code).toBe(1);
    return res.data;
  }

  it('shows only active banners inside their window, by position, titled in the reader’s language', async () => {
    const second = await create({ title: title('second'), position: 2 });
    const first = await create({ title: title('first'), position: 1, startsAt: at(-HOUR), endsAt: at(HOUR) });
    await create({ title: title('inactive'), position: 0, active: false });
    await create({ title: title('future'), position: 0, startsAt: at(HOUR) });
    await create({ title: title('past'), position: 0, endsAt: at(-1000) });

    const zh = await guest.get<BannerDto[]>('/banners?slot=home');
    expect(zh.code).toBe(1);
    expect(zh.data).toEqual([
      { id: first.id, slot: 'home', image: '/uploads/b.jpg', title: 'first 简', link: '/pages/articles/articles' },
      { id: second.id, slot: 'home', image: '/uploads/b.jpg', title: 'second 简', link: '/pages/articles/articles' },
    ]);
    const en = await guest.get<BannerDto[]>('/banners', { language: 'en-us' });
    expect(en.data.map((b) => b.title)).toEqual(['first en', 'second en']);
    const hant = await guest.get<BannerDto[]>('/banners?slot=', { language: 'zh-hant' });
    expect(hant.data.map((b) => b.title)).toEqual(['first 繁', 'second 繁']);

    // Admins see all five, with whether each shows now.
    const all = await admin.get<Paged<AdminBannerDto>>('/admin/banners?slot=home&limit=10');
    expect(all.data.total).toBe(5);
    expect(all.data.items.filter((b) => b.live).map((b) => b.id)).toEqual([first.id, second.id]);
    const page2 = await admin.get<Paged<AdminBannerDto>>('/admin/banners?page=2&limit=3');
    expect(page2.data.items).toHaveLength(2);
    expect(page2.data.total).toBe(5);
  });

  it('refuses a slot that does not exist', async () => {
    const res = await guest.get('/banners?slot=sidebar');
    expect(res.code).toBe(0);
    expect(res.status).toBe(200);
  });

  it('lets admins create, read, change and delete; a change shows at once', async () => {
    const b = await create({ title: title('sale'), position: 5, active: false });
    expect(b).toMatchObject({ slot: 'home', position: 5, active: false, live: false, startsAt: null, endsAt: null, title: title('sale') });
    expect((await guest.get<BannerDto[]>('/banners')).data).toEqual([]);

    const on = await admin.patch<AdminBannerDto>(`/admin/banners/${b.id}`, { active: true, link: 'https://example.com/sale' });
    expect(on.data).toMatchObject({ active: true, live: true, link: 'https://example.com/sale', position: 5, title: title('sale') });
    expect((await guest.get<BannerDto[]>('/banners')).data.map((x) => x.id)).toEqual([b.id]);
    expect((await admin.get<AdminBannerDto>(`/admin/banners/${b.id}`)).data.link).toBe('https://example.com/sale');

    const windowed = await admin.patch<AdminBannerDto>(`/admin/banners/${b.id}`, { startsAt: at(HOUR), endsAt: at(2 * HOUR) });
    expect(windowed.data.live).toBe(false);
    const cleared = await admin.patch<AdminBannerDto>(`/admin/banners/${b.id}`, { startsAt: null });
    expect(cleared.data).toMatchObject({ startsAt: null, live: true });

    expect((await admin.delete<{ deleted: number }>(`/admin/banners/${b.id}`)).data).toEqual({ deleted: 1 });
    expect((await admin.delete(`/admin/banners/${b.id}`)).code).toBe(404);
    expect((await admin.get(`/admin/banners/${b.id}`)).code).toBe(404);
    expect((await admin.patch(`/admin/banners/${b.id}`, { active: true })).code).toBe(404);
    expect((await guest.get<BannerDto[]>('/banners')).data).toEqual([]);
  });

  it('is for admins only', async () => {
    const b = await create({ title: title('x') });
    const reader = (await registerUser(t)).client;
    for (const client of [reader, guest]) {
      const expected = client === guest ? 401 : 403;
      expect((await client.get('/admin/banners')).code).toBe(expected);
      expect((await client.post('/admin/banners', { image: '/uploads/b.jpg', link: '/pages/x', title: title('y') })).code).toBe(expected);
      expect((await client.patch(`/admin/banners/${b.id}`, { active: false })).code).toBe(expected);
      expect((await client.delete(`/admin/banners/${b.id}`)).code).toBe(expected);
    }
    expect((await admin.get<Paged<AdminBannerDto>>('/admin/banners')).data.items.map((x) => x.active)).toEqual([true]);
  });

  it('refuses invalid banners field by field, in the reader’s language', async () => {
    const fields = async (body: unknown, path = '/admin/banners', method: 'post' | 'patch' = 'post') => {
      const res = await admin[method]<{ errors?: { field: string; msg: string }[] }>(path, body, { language: 'en-us' });
      expect(res.code).toBe(0);
      return (res.data?.errors ?? []).map((e) => e.field).sort();
    };
    const ok = { image: '/uploads/b.jpg', link: '/pages/articles/articles', title: title('ok') };
    expect(await fields({ ...ok, title: { 'zh-cn': 'a', 'en-us': ' ' } })).toEqual(['title.en-us', 'title.zh-hant']);
    expect(await fields({ ...ok, link: 'javascript:alert(1)' })).toEqual(['link']);
    expect(await fields({ ...ok, link: 'http://plain.example.com' })).toEqual(['link']);
    expect(await fields({ ...ok, image: '../etc/passwd' })).toEqual(['image']);
    expect(await fields({ ...ok, position: -1, slot: 'sidebar', active: 'yes' })).toEqual(['active', 'position', 'slot']);
    expect(await fields({ ...ok, startsAt: 'tomorrow' })).toEqual(['startsAt']);
    expect(await fields({ ...ok, title: { ...title('x'), 'en-us': 'x'.repeat(61) } })).toEqual(['title.en-us']);

    const refused = await admin.post<{ errors: { field: string; msg: string }[] }>(
      '/admin/banners',
      { ...ok, startsAt: at(2 * HOUR), endsAt: at(HOUR) },
      { language: 'en-us' },
    );
    expect(refused.code).toBe(0);
    expect(refused.data.errors).toEqual([{ field: 'endsAt', msg: 'The end time must be after the start time' }]);

    const b = await create({ ...ok, startsAt: at(HOUR) });
    expect(await fields({ endsAt: at(HOUR / 2) }, `/admin/banners/${b.id}`, 'patch')).toEqual(['endsAt']);
    const empty = await admin.patch(`/admin/banners/${b.id}`, {});
    expect(empty.code).toBe(0);
    expect((await admin.get<Paged<AdminBannerDto>>('/admin/banners')).data.total).toBe(1);
  });

  it('two admins moving the two ends of a window at once never leave it inverted', async () => {
    for (let round = 0; round < 5; round++) {
      const b = await create({ title: title(`race ${round}`), startsAt: at(0), endsAt: at(10 * HOUR) });
      const [later, earlier] = await Promise.all([
        admin.patch<AdminBannerDto>(`/admin/banners/${b.id}`, { startsAt: at(8 * HOUR) }),
        admin.patch<AdminBannerDto>(`/admin/banners/${b.id}`, { endsAt: at(5 * HOUR) }),
      ]);
      expect([later.code, earlier.code].sort()).toEqual([0, 1]);
      const now = (await admin.get<AdminBannerDto>(`/admin/banners/${b.id}`)).data;
      expect(new Date(now.endsAt!).getTime()).toBeGreaterThan(new Date(now.startsAt!).getTime());
    }
  });
});
