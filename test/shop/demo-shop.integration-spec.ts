import { DataSource } from 'typeorm';
import type { Paged } from '@contracts/api';
import type { GoodsDetail, GoodsListItem, ShopCategoryDto } from '@contracts/schemas/shop';
import { AppConfig } from '@server/config/app-config';
import { seedDemoData } from '@server/seed/demo-data';
import { ApiClient } from '@test/setup/api';
import { startApp, type TestApp } from '@test/setup/harness';

describe('the shop demo', () => {
  let t: TestApp;
  const guest = (language: string) => {
    const c = new ApiClient(t.url);
    c.language = language;
    return c;
  };

  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_DEFAULT_PER_MINUTE: '100000' });
    await seedDemoData(t.app.get(DataSource), new AppConfig({ DEMO_DATA: 'true', UPLOAD_DIR: t.env.uploadDir }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('at least 30 goods on sale in three languages, in a category tree, with pictures that are served', async () => {
    const en = (await guest('en-us').get<Paged<GoodsListItem>>('/goods?limit=100')).data;
    expect(en.total).toBeGreaterThanOrEqual(30);
    const zh = (await guest('zh-cn').get<Paged<GoodsListItem>>('/goods?limit=100')).data;
    const hant = (await guest('zh-hant').get<Paged<GoodsListItem>>('/goods?limit=100')).data;
    expect(en.items.map((g) => g.id)).toEqual(zh.items.map((g) => g.id));
    const byId = (page: Paged<GoodsListItem>) => new Map(page.items.map((g) => [g.id, g.title]));
    const [e, z, h] = [byId(en), byId(zh), byId(hant)];
    for (const id of e.keys()) {
      expect(e.get(id)).toMatch(/[A-Za-z]/);
      expect(z.get(id)).not.toBe(e.get(id));
      expect(h.get(id)).not.toBe(e.get(id));
    }
    const tree = (await guest('en-us').get<ShopCategoryDto[]>('/goods/categories')).data;
    expect(tree.map((c) => c.name)).toEqual(['Print magazines', 'Dive gear', 'Logbooks']);
    expect(tree[1]!.children.map((c) => c.name)).toEqual(['Fins', 'Masks', 'Wetsuits', 'Dive computers']);
    for (const g of en.items.slice(0, 3)) expect((await fetch(`${t.url}${g.cover}`)).status).toBe(200);
    // popular first; some sold out, some on offer
    expect(en.items.map((g) => g.sales)).toEqual([...en.items.map((g) => g.sales)].sort((a, b) => b - a));
    expect(en.items.some((g) => !g.inStock)).toBe(true);
    expect(en.items.some((g) => g.originalPrice !== undefined)).toBe(true);
  });

  it('print issues link to the magazines’ issues; gear has sizes and colours with low stock shown', async () => {
    const ds = t.app.get(DataSource);
    const issues = (await ds.query('SELECT id FROM magazine_issues')) as { id: string }[];
    const print = (await ds.query('SELECT issue_id FROM shop_goods WHERE issue_id IS NOT NULL')) as { issue_id: string }[];
    expect(print.map((p) => p.issue_id).sort()).toEqual(issues.map((i) => i.id).sort());
    const fins = (await guest('en-us').get<Paged<GoodsListItem>>(`/goods?q=${encodeURIComponent('open-heel')}`)).data.items[0]!;
    const d = (await guest('en-us').get<GoodsDetail>(`/goods/${fins.id}`)).data;
    expect(d.attributes.map((a) => a.name)).toEqual(['Size', 'Colour']);
    expect(d.skus).toHaveLength(12);
    expect(d.images).toHaveLength(3);
    expect(d.skus.some((s) => s.stock === null) && d.skus.some((s) => s.stock === 4) && d.skus.some((s) => s.stock === 0)).toBe(true);
  });

  it('stock is the sum of the demo’s movements', async () => {
    const [row] = (await t.app
      .get(DataSource)
      .query(
        `SELECT count(*)::int AS off FROM shop_skus k WHERE k.on_hand <> (SELECT COALESCE(sum(delta), 0) FROM shop_stock_movements WHERE sku_id = k.id)`,
      )) as { off: number }[];
    expect(row!.off).toBe(0);
  });
});
