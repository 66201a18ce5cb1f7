import type { Paged } from '@contracts/api';
import type { AdminGoodsRow } from '@contracts/schemas/shop';
import { ApiClient } from '@test/setup/api';
import { registerUser, userWithRoles } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';
import { category, goods, tag, text } from './helpers';

/** The admins' goods list (the client's goods admin screen): drafts too, a status filter, a keyword, exact stock. */
describe('shop admin goods list', () => {
  let t: TestApp;
  let admin: ApiClient;
  const word = tag();

  beforeAll(async () => {
    t = await startApp();
    admin = (await userWithRoles(t, ['admin'])).client;
    const gear = await category(admin, text('装备', 'Gear'));
    await goods(admin, {
      categoryId: gear.id,
      title: text(`${word} 草稿面镜`, `${word} Draft mask`),
      status: 'draft',
      skus: [{ price: 39000, stock: 4 }],
    });
    await goods(admin, {
      categoryId: gear.id,
      title: text(`${word} 脚蹼`, `${word} Fins`),
      attributes: [{ name: text('尺码'), values: [text('S'), text('M')] }],
      skus: [
        { options: [0], price: 52000, stock: 3 },
        { options: [1], price: 50000, stock: 7 },
      ],
    });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  const rows = async (qs: string) => {
    const res = await admin.get<Paged<AdminGoodsRow>>(`/admin/goods?${qs}`);
    expect(res.code).toBe(1);
    return res.data;
  };

  it('lists drafts and goods on sale with every language, the cheapest price and the saleable stock', async () => {
    const page = await rows(`q=${word}`);
    expect(page.total).toBe(2);
    const draft = page.items.find((r) => r.status === 'draft')!;
    const fins = page.items.find((r) => r.status === 'on_sale')!;
    expect(draft).toMatchObject({ title: { 'zh-cn': `${word} 草稿面镜`, 'en-us': `${word} Draft mask`, 'zh-hant': '' }, skuCount: 1, saleable: 4 });
    expect(fins).toMatchObject({ price: 50000, skuCount: 2, saleable: 10, currency: 'CNY' });
    // the last changed first
    expect(page.items[0]!.id).toBe(fins.id);
  });

  it('filters by status and refuses an unknown one in the reader’s language', async () => {
    const drafts = await rows(`q=${word}&status=draft`);
    expect(drafts.items.map((r) => r.status)).toEqual(['draft']);
    const bad = await admin.get('/admin/goods?status=sold');
    expect(bad.code).toBe(0);
  });

  it('is for admins only', async () => {
    expect((await new ApiClient(t.url).get('/admin/goods')).status).toBe(401);
    const member = (await registerUser(t)).client;
    expect((await member.get('/admin/goods')).code).toBe(403);
  });
});
