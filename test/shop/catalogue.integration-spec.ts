import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { Paged } from '@contracts/api';
import type { AdminGoods, AdminSku, GoodsAttribute, GoodsDetail, GoodsListItem, ShopCategoryDto } from '@contracts/schemas/shop';
import { ApiClient } from '@test/setup/api';
import { registerUser, userWithRoles } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';
import { eventually, ids as searchIds } from '@test/search/helpers';
import { category, goods, tag, text } from './helpers';

describe('shop catalogue', () => {
  let t: TestApp;
  let admin: ApiClient;
  const guest = (language = 'en-us') => {
    const c = new ApiClient(t.url);
    c.language = language;
    return c;
  };
  const list = async (qs: string, language = 'en-us') => {
    const res = await guest(language).get<Paged<GoodsListItem>>(`/goods?${qs}`);
    expect(res.code).toBe(1);
    return res.data;
  };

  // One small catalogue: Gear › Fins, Gear › Masks, Print.
  const word = tag();
  let gear: ShopCategoryDto, fins: ShopCategoryDto, masks: ShopCategoryDto, print: ShopCategoryDto;
  let fin: AdminGoods, mask: AdminGoods, issue: AdminGoods, draft: AdminGoods, retired: AdminGoods;
  const issueId = randomUUID();

  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_DEFAULT_PER_MINUTE: '100000' });
    admin = (await userWithRoles(t, ['admin'])).client;
    gear = await category(admin, text('装备', 'Gear', '裝備'));
    fins = await category(admin, text('脚蹼', 'Fins', '蛙鞋'), gear.id);
    masks = await category(admin, text('面镜', 'Masks', '面鏡'), gear.id);
    print = await category(admin, text('纸质刊', 'Print', '紙本刊'));
    fin = await goods(admin, {
      categoryId: fins.id,
      title: text(`${word} 开放式脚蹼`, `${word} Open-heel fins`, `${word} 開放式蛙鞋`),
      description: text('<p>轻量<script>alert(1)</script></p>', '<p onclick="x()">Light and <strong>stiff</strong></p>'),
      gallery: ['/uploads/test/fin-2.jpg'],
      attributes: [
        { name: text('尺码', 'Size', '尺碼'), values: [text('S'), text('M'), text('L')] },
        { name: text('颜色', 'Colour', '顏色'), values: [text('黑', 'Black', '黑'), text('蓝', 'Blue', '藍')] },
      ],
      skus: [
        { options: [0, 0], price: 52000, originalPrice: 60000, stock: 3, weightGrams: 1200 },
        { options: [1, 0], price: 54000, stock: 50 },
        { options: [2, 1], price: 56000, stock: 0 },
      ],
    });
    mask = await goods(admin, {
      categoryId: masks.id,
      title: text(`${word} 低容积面镜`, `${word} Low-volume mask`), // no Traditional Chinese: shown in Simplified
      skus: [{ price: 39000, stock: 0 }],
    });
    issue = await goods(admin, {
      categoryId: print.id,
      title: text(`${word} 深蓝潜水 第 1 期`, `${word} Deep Blue Diving No. 1`, `${word} 深藍潛水 第 1 期`),
      issueId,
      skus: [{ price: 6800, stock: 200 }],
    });
    draft = await goods(admin, {
      categoryId: print.id,
      status: 'draft',
      title: text(`${word} 草稿`, `${word} Draft`),
      skus: [{ price: 100 }],
    });
    retired = await goods(admin, {
      categoryId: print.id,
      status: 'off_shelf',
      title: text(`${word} 下架`, `${word} Retired`),
      skus: [{ price: 100, stock: 1 }],
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('guests read the category tree in their language', async () => {
    const tree = (await guest().get<ShopCategoryDto[]>('/goods/categories')).data;
    const g = tree.find((c) => c.id === gear.id)!;
    expect(g).toMatchObject({ name: 'Gear', parentId: null });
    expect(g.children.map((c) => c.name).sort()).toEqual(['Fins', 'Masks']);
    const hant = (await guest('zh-hant').get<ShopCategoryDto[]>('/goods/categories')).data;
    expect(
      hant
        .find((c) => c.id === gear.id)!
        .children.map((c) => c.name)
        .sort(),
    ).toEqual(['蛙鞋', '面鏡'].sort());
  });

  it('lists goods on sale with the lowest SKU price, its original price, stock and language (drafts and retired goods left out)', async () => {
    const page = await list(`q=${word}&sort=price_asc`);
    expect(page.items.map((g) => g.id)).toEqual([issue.id, mask.id, fin.id]);
    expect(page.total).toBe(3);
    expect(page.items[2]).toEqual({
      id: fin.id,
      title: `${word} Open-heel fins`,
      cover: '/uploads/test/goods.jpg',
      price: 52000,
      originalPrice: 60000,
      currency: 'CNY',
      sales: 0,
      rating: 0,
      inStock: true,
    });
    expect(page.items[1]).toMatchObject({ inStock: false });
    expect(page.items[1]).not.toHaveProperty('originalPrice');
    expect((await list(`q=${word}&sort=price_desc`)).items.map((g) => g.id)).toEqual([fin.id, mask.id, issue.id]);
    expect((await list(`q=${word}&sort=newest`)).items.map((g) => g.id)).toEqual([issue.id, mask.id, fin.id]);
    const hant = await list(`q=${word}&sort=price_asc`, 'zh-hant');
    expect(hant.items.map((g) => g.title)).toEqual([`${word} 深藍潛水 第 1 期`, `${word} 低容积面镜`, `${word} 開放式蛙鞋`]);
  });

  it('filters: category with its descendants, price range, in stock, discount, keyword in any language; paging', async () => {
    const ids = async (qs: string) => (await list(`q=${word}&sort=price_asc&${qs}`)).items.map((g) => g.id);
    expect(await ids(`category=${gear.id}`)).toEqual([mask.id, fin.id]);
    expect(await ids(`category=${fins.id}`)).toEqual([fin.id]);
    expect(await ids(`minPrice=10000&maxPrice=40000`)).toEqual([mask.id]);
    expect(await ids(`inStock=1`)).toEqual([issue.id, fin.id]);
    expect(await ids(`hasDiscount=true`)).toEqual([fin.id]);
    expect(await ids(`inStock=1&category=${gear.id}`)).toEqual([fin.id]);
    expect((await list(`q=${encodeURIComponent(`${word} 面镜`)}`)).items.map((g) => g.id)).toEqual([mask.id]);
    expect((await list(`q=${encodeURIComponent(`${word} mask`)}`, 'zh-cn')).items.map((g) => g.id)).toEqual([mask.id]);
    const p2 = await list(`q=${word}&sort=price_asc&page=2&limit=2`);
    expect(p2).toMatchObject({ page: 2, limit: 2, total: 3, hasMore: false });
    expect(p2.items.map((g) => g.id)).toEqual([fin.id]);
    expect((await list(`q=${word}&page=5&limit=2`)).total).toBe(3);
    expect((await list('q=%25')).items.length).toBe(0); // `%` is taken literally
  });

  it('refuses bad filters with a message in the reader’s language', async () => {
    const bad = await guest().get('/goods?sort=cheapest&minPrice=-1');
    expect(bad.code).toBe(0);
    expect(JSON.stringify(bad.data)).toContain('Invalid option');
    const zh = await guest('zh-cn').get('/goods?sort=cheapest');
    expect(JSON.stringify(zh.data)).toContain('选项无效');
  });

  it('detail: gallery, sanitised description, attributes, SKUs with names, price and stock (exact only when low), issue link', async () => {
    const d = (await guest().get<GoodsDetail>(`/goods/${fin.id}`)).data;
    expect(d).toMatchObject({
      title: `${word} Open-heel fins`,
      status: 'on_sale',
      price: 52000,
      originalPrice: 60000,
      category: { id: fins.id, name: 'Fins' },
      images: ['/uploads/test/goods.jpg', '/uploads/test/fin-2.jpg'],
      description: '<p>Light and <strong>stiff</strong></p>',
      rating: { average: 0, count: 0, byStar: [0, 0, 0, 0, 0, 0] },
      issueId: null,
    });
    expect(d.attributes.map((a) => [a.name, a.values.map((v) => v.value)])).toEqual([
      ['Size', ['S', 'M', 'L']],
      ['Colour', ['Black', 'Blue']],
    ]);
    expect(d.skus.map((s) => [s.attrs, s.price, s.originalPrice, s.stock, s.inStock])).toEqual([
      [{ Size: 'S', Colour: 'Black' }, 52000, 60000, 3, true],
      [{ Size: 'M', Colour: 'Black' }, 54000, undefined, null, true],
      [{ Size: 'L', Colour: 'Blue' }, 56000, undefined, 0, false],
    ]);
    expect(d.skus[0]!.valueIds).toEqual([d.attributes[0]!.values[0]!.id, d.attributes[1]!.values[0]!.id]);
    expect((await guest('zh-cn').get<GoodsDetail>(`/goods/${fin.id}`)).data.description).toBe('<p>轻量</p>');
    expect((await guest().get<GoodsDetail>(`/goods/${issue.id}`)).data.issueId).toBe(issueId);
    const attrs = (await guest('zh-hant').get<GoodsAttribute[]>(`/goods/${fin.id}/attributes`)).data;
    expect(attrs.map((a) => a.name)).toEqual(['尺碼', '顏色']);
  });

  it('a draft is 404 to guests and members but open to admins; retired goods keep their page', async () => {
    expect((await guest().get(`/goods/${draft.id}`)).code).toBe(404);
    expect((await guest().get(`/goods/${draft.id}/attributes`)).code).toBe(404);
    const member = (await registerUser(t)).client;
    expect((await member.get(`/goods/${draft.id}`)).code).toBe(404);
    expect((await admin.get<GoodsDetail>(`/goods/${draft.id}`)).data.status).toBe('draft');
    const staffView = (await admin.get<AdminGoods>(`/admin/goods/${draft.id}`)).data;
    expect(staffView).toMatchObject({ status: 'draft', title: { 'en-us': `${word} Draft` }, skus: [{ onHand: 0, saleable: 0 }] });
    expect((await guest().get<GoodsDetail>(`/goods/${retired.id}`)).data.status).toBe('off_shelf');
    expect((await guest().get(`/goods/${randomUUID()}`)).code).toBe(404);
  });

  it('guests and members may not reach the admin routes (401 / 403)', async () => {
    const member = (await registerUser(t)).client;
    const body = { categoryId: print.id, title: text('x'), cover: '/uploads/x.jpg', skus: [{ price: 1 }] };
    expect((await guest().post('/admin/goods', body)).status).toBe(401);
    expect((await member.post('/admin/goods', body)).code).toBe(403);
    expect((await member.patch(`/admin/goods/${fin.id}`, { status: 'off_shelf' })).code).toBe(403);
    expect((await member.patch(`/admin/skus/${fin.skus[0]!.id}`, { stock: 0 })).code).toBe(403);
    expect((await member.post('/admin/goods/categories', { name: text('x') })).code).toBe(403);
    expect((await member.patch(`/admin/goods/categories/${gear.id}`, { sort: 1 })).code).toBe(403);
    expect((await member.get(`/admin/goods/${fin.id}`)).code).toBe(403);
  });

  it('admin create refuses bad input with field errors in the admin’s language', async () => {
    admin.language = 'en-us';
    const missing = await admin.post<{ errors: { field: string; msg: string }[] }>('/admin/goods', {
      categoryId: print.id,
      title: { 'en-us': 'No Chinese title' },
      cover: '/uploads/x.jpg',
      skus: [],
    });
    expect(missing.code).toBe(0);
    expect(missing.data.errors).toEqual(
      expect.arrayContaining([
        { field: 'title.zh-cn', msg: 'This field is required' },
        { field: 'skus', msg: 'This field is required' },
      ]),
    );
    const base = { categoryId: print.id, title: text('规格'), cover: '/uploads/x.jpg' };
    const attributes = [{ name: text('尺码'), values: [text('S'), text('M')] }];
    const options = await admin.post('/admin/goods', { ...base, attributes, skus: [{ options: [2], price: 100 }] });
    expect(options).toMatchObject({ code: 0, msg: 'Every SKU must pick one value of each attribute' });
    admin.language = 'zh-hant';
    const twice = await admin.post('/admin/goods', {
      ...base,
      attributes,
      skus: [
        { options: [0], price: 100 },
        { options: [0], price: 200 },
      ],
    });
    expect(twice).toMatchObject({ code: 0, msg: '有兩個規格的屬性組合相同' });
    admin.language = 'zh-cn';
    const cheaper = await admin.post('/admin/goods', { ...base, skus: [{ price: 100, originalPrice: 90 }] });
    expect(cheaper).toMatchObject({ code: 0, msg: '划线价必须高于售价' });
    const unknown = await admin.post('/admin/goods', { ...base, categoryId: randomUUID(), skus: [{ price: 100 }] });
    expect(unknown).toMatchObject({ code: 0, msg: '分类不存在' });
  });

  it('admin patch: texts, status (leaves the list), issue link; an empty patch is refused', async () => {
    const g = await goods(admin, { categoryId: print.id, title: text(`${word}x 旧`), skus: [{ price: 500, stock: 1 }] });
    const res = await admin.patch<AdminGoods>(`/admin/goods/${g.id}`, {
      title: text(`${word}x 新`, `${word}x New`),
      description: text('<p>新<img src="javascript:x"></p>'),
      issueId,
    });
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ title: { 'zh-cn': `${word}x 新`, 'en-us': `${word}x New`, 'zh-hant': '' }, issueId });
    expect(res.data.description['zh-cn']).toBe('<p>新</p>');
    expect((await list(`q=${word}x`)).items.map((i) => i.title)).toEqual([`${word}x New`]);
    await admin.patch(`/admin/goods/${g.id}`, { status: 'off_shelf' });
    expect((await list(`q=${word}x`)).total).toBe(0);
    admin.language = 'en-us';
    expect(await admin.patch(`/admin/goods/${g.id}`, {})).toMatchObject({ code: 0 });
    expect((await admin.patch(`/admin/goods/${randomUUID()}`, { status: 'draft' })).code).toBe(404);
  });

  it('categories admin: move, and never under its own subtree', async () => {
    const a = await category(admin, text(`${word} A`));
    const b = await category(admin, text(`${word} B`), a.id);
    admin.language = 'en-us';
    const cycle = await admin.patch(`/admin/goods/categories/${a.id}`, { parentId: b.id });
    expect(cycle).toMatchObject({ code: 0, msg: 'A category cannot be moved under itself or one of its sub-categories' });
    const moved = await admin.patch<ShopCategoryDto>(`/admin/goods/categories/${b.id}`, {
      parentId: null,
      name: text(`${word} B2`, `${word} Bee`),
    });
    expect(moved.data).toMatchObject({ parentId: null, name: `${word} Bee` });
  });

  it('goods on sale are a search kind, in the reader’s language; a retired one leaves the index', async () => {
    const found = await eventually(
      () => searchIds(guest(), `${word} fins`, { type: 'goods' }),
      (ids) => ids.includes(fin.id),
    );
    expect(found).toEqual([fin.id]);
    const g = await goods(admin, { categoryId: print.id, title: text(`${word}s 面镜`, `${word}s lens`), skus: [{ price: 1 }] });
    expect(
      await eventually(
        () => searchIds(guest(), `${word}s`, { type: 'goods' }),
        (ids) => ids.length > 0,
      ),
    ).toEqual([g.id]);
    await admin.patch(`/admin/goods/${g.id}`, { status: 'off_shelf' });
    expect(
      await eventually(
        () => searchIds(guest(), `${word}s`, { type: 'goods' }),
        (ids) => ids.length === 0,
      ),
    ).toEqual([]);
  });

  describe('stock as movements', () => {
    const ledger = async (skuId: string) => {
      const ds = t.app.get(DataSource);
      const [row] = (await ds.query(
        `SELECT k.on_hand, k.allocated,
                (SELECT COALESCE(sum(delta), 0)::int FROM shop_stock_movements WHERE sku_id = k.id AND reason IN ('receipt', 'adjust', 'return', 'sale')) AS on_hand_sum,
                (SELECT COALESCE(sum(delta), 0)::int FROM shop_stock_movements WHERE sku_id = k.id AND reason IN ('allocate', 'release', 'sale')) AS allocated_sum,
                (SELECT count(*)::int FROM shop_stock_movements WHERE sku_id = k.id) AS movements
           FROM shop_skus k WHERE k.id = $1`,
        [skuId],
      )) as { on_hand: number; allocated: number; on_hand_sum: number; allocated_sum: number; movements: number }[];
      return row!;
    };

    it('initial stock is a receipt; a stock change is one adjust; stock = sum of movements', async () => {
      const sku = fin.skus[1]!;
      expect(await ledger(sku.id)).toMatchObject({ on_hand: 50, on_hand_sum: 50, movements: 1 });
      const res = await admin.patch<AdminSku>(`/admin/skus/${sku.id}`, { stock: 42, price: 53000 });
      expect(res.data).toMatchObject({ onHand: 42, allocated: 0, saleable: 42, price: 53000 });
      await admin.patch(`/admin/skus/${sku.id}`, { stock: 42 }); // unchanged: no movement
      const l = await ledger(sku.id);
      expect(l).toMatchObject({ on_hand: 42, on_hand_sum: 42, movements: 2 });
      const ds = t.app.get(DataSource);
      expect(await ds.query(`SELECT delta, reason, ref FROM shop_stock_movements WHERE sku_id = $1 ORDER BY created_at`, [sku.id])).toEqual(
        [
          { delta: 50, reason: 'receipt', ref: expect.stringMatching(/^admin:/) },
          { delta: -8, reason: 'adjust', ref: expect.stringMatching(/^admin:/) },
        ],
      );
    });

    it('stock cannot go below what unpaid orders hold; the database refuses a bad movement too', async () => {
      const sku = fin.skus[0]!;
      const ds = t.app.get(DataSource);
      // An order slice will allocate through the ledger; here a movement in SQL, as the ledger writes it.
      await ds.query(
        `WITH s AS (UPDATE shop_skus SET allocated = allocated + 2 WHERE id = $1 RETURNING id)
         INSERT INTO shop_stock_movements (sku_id, delta, reason, ref) SELECT id, 2, 'allocate', 'test' FROM s`,
        [sku.id],
      );
      admin.language = 'en-us';
      const low = await admin.patch(`/admin/skus/${sku.id}`, { stock: 1 });
      expect(low).toMatchObject({ code: 0, msg: 'Stock cannot be set below the 2 held by unpaid orders' });
      const detail = (await guest().get<GoodsDetail>(`/goods/${fin.id}`)).data;
      expect(detail.skus[0]).toMatchObject({ stock: 1, inStock: true }); // saleable = 3 on hand − 2 allocated
      await expect(ds.query(`UPDATE shop_skus SET allocated = on_hand + 1 WHERE id = $1`, [sku.id])).rejects.toThrow(/chk_shop_skus_stock/);
      await expect(
        ds.query(`INSERT INTO shop_stock_movements (sku_id, delta, reason) VALUES ($1, -1, 'receipt')`, [sku.id]),
      ).rejects.toThrow(/chk_shop_stock_movements_sign/);
      expect(await ledger(sku.id)).toMatchObject({ on_hand: 3, on_hand_sum: 3, allocated: 2, allocated_sum: 2 });
    });

    it('a race: 20 concurrent stock changes leave the stock equal to the sum of its movements', async () => {
      const g = await goods(admin, { categoryId: print.id, title: text(`${word} race`), skus: [{ price: 100, stock: 10 }] });
      const skuId = g.skus[0]!.id;
      const targets = Array.from({ length: 20 }, (_, i) => 5 + ((i * 7) % 20));
      const results = await Promise.all(targets.map((stock) => admin.patch<AdminSku>(`/admin/skus/${skuId}`, { stock })));
      expect(results.every((r) => r.code === 1)).toBe(true);
      const l = await ledger(skuId);
      expect(l.on_hand).toBe(l.on_hand_sum);
      expect(targets).toContain(l.on_hand);
      const ds = t.app.get(DataSource);
      const deltas = (await ds.query(`SELECT delta FROM shop_stock_movements WHERE sku_id = $1 AND reason = 'adjust'`, [skuId])) as {
        delta: number;
      }[];
      expect(deltas.every((d) => d.delta !== 0)).toBe(true);
    });
  });
});
