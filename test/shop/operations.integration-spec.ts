import { DataSource } from 'typeorm';
import type { Paged } from '@contracts/api';
import type { ShopCategoryDto } from '@contracts/schemas/shop';
import type { AdminCategoryDto, OrderToShip, ShipCarriers } from '@contracts/schemas/shop-operations';
import type { ApiClient } from '@test/setup/api';
import { registerUser, userWithRoles } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';
import { category, goods, members, tag, text } from './helpers';
import { paidOrder, skuOf } from './logistics-helpers';

/** The staff's shop screens on the server (decision 0143): the category tree (audited) and the orders to ship. */
describe('shop operations: categories and orders to ship', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: ApiClient;
  let adminId: string;
  const word = tag();

  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_DEFAULT_PER_MINUTE: '100000' });
    db = t.app.get(DataSource);
    const a = await userWithRoles(t, ['admin']);
    admin = a.client;
    adminId = a.user.id;
    admin.language = 'en-us';
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  const audit = async (id: string) =>
    (await db.query(
      `SELECT action, actor_id, changes FROM audit_entries WHERE target_type = 'shop_category' AND target_id = $1 ORDER BY created_at, id`,
      [id],
    )) as { action: string; actor_id: string; changes: Record<string, { before: unknown; after: unknown }> }[];

  const find = (tree: AdminCategoryDto[], id: string): AdminCategoryDto | undefined => {
    for (const c of tree) {
      if (c.id === id) return c;
      const hit = find(c.children, id);
      if (hit) return hit;
    }
    return undefined;
  };

  it('adds, renames, moves and deletes categories, each change audited in its transaction', async () => {
    const gear = await category(admin, text(`${word} 装备`, `${word} Gear`));
    const fins = await category(admin, text(`${word} 脚蹼`, `${word} Fins`), gear.id);
    await goods(admin, { categoryId: fins.id, title: text(`${word} 长脚蹼`), skus: [{ price: 100, stock: 1 }] });

    // the tree: every language, goods per category
    const tree = (await admin.get<AdminCategoryDto[]>('/admin/goods/categories')).data;
    expect(find(tree, gear.id)).toMatchObject({ name: { 'zh-cn': `${word} 装备`, 'en-us': `${word} Gear` }, goodsCount: 0 });
    expect(find(tree, gear.id)!.children.map((c) => [c.id, c.goodsCount])).toEqual([[fins.id, 1]]);

    // a category with a sub-category or goods is not deleted; nothing changes
    const withChild = await admin.delete(`/admin/goods/categories/${gear.id}`);
    expect(withChild).toMatchObject({ code: 0, msg: 'This category still has 1 sub-categories: delete or move them first' });
    const withGoods = await admin.delete(`/admin/goods/categories/${fins.id}`);
    expect(withGoods).toMatchObject({ code: 0, msg: 'This category still holds 1 goods: move them to another category first' });
    expect((await db.query(`SELECT count(*)::int AS n FROM shop_categories WHERE id = ANY($1)`, [[gear.id, fins.id]]))[0].n).toBe(2);

    // rename + move to the top; a move under its own child is refused
    const cycle = await admin.patch(`/admin/goods/categories/${gear.id}`, { parentId: fins.id });
    expect(cycle.code).toBe(0);
    const moved = await admin.patch<ShopCategoryDto>(`/admin/goods/categories/${fins.id}`, {
      parentId: null,
      name: text(`${word} 脚蹼 2`, `${word} Fins 2`),
    });
    expect(moved).toMatchObject({ code: 1, data: { parentId: null, name: `${word} Fins 2` } });

    // now empty, the old parent goes
    const gone = await admin.delete<{ deleted: 1 }>(`/admin/goods/categories/${gear.id}`);
    expect(gone).toMatchObject({ code: 1, data: { deleted: 1 } });
    expect(await admin.delete(`/admin/goods/categories/${gear.id}`)).toMatchObject({ code: 404 });

    expect((await audit(gear.id)).map((e) => [e.action, e.actor_id])).toEqual([
      ['shop_category.create', adminId],
      ['shop_category.delete', adminId],
    ]);
    const finsAudit = await audit(fins.id);
    expect(finsAudit.map((e) => e.action)).toEqual(['shop_category.create', 'shop_category.update']);
    expect(finsAudit[1]!.changes).toEqual({
      parentId: { before: gear.id, after: null },
      name: {
        before: { 'zh-cn': `${word} 脚蹼`, 'en-us': `${word} Fins`, 'zh-hant': '' },
        after: { 'zh-cn': `${word} 脚蹼 2`, 'en-us': `${word} Fins 2`, 'zh-hant': '' },
      },
    });
  });

  it('keeps the category routes to admins', async () => {
    const member = await registerUser(t);
    expect((await member.client.get('/admin/goods/categories')).code).not.toBe(1);
    expect((await member.client.get('/admin/shop/orders')).code).not.toBe(1);
  });

  it('lists paid goods orders not shipped yet, the oldest payment first, and drops them once shipped', async () => {
    const cat = await category(admin, text(`${word} 日志`, `${word} Logs`));
    const log = await goods(admin, {
      categoryId: cat.id,
      title: text(`${word} 日志本`, `${word} Logbook`),
      skus: [{ price: 5200, stock: 20, weightGrams: 300 }],
    });
    const [a, b] = await members(t, 2);
    const unpaid = await paidOrder(t, a!.client, [{ sku: skuOf(log), quantity: 1 }], false);
    const first = await paidOrder(t, a!.client, [{ sku: skuOf(log), quantity: 2 }]);
    const second = await paidOrder(t, b!.client, [{ sku: skuOf(log), quantity: 1 }]);

    const listed = async () => {
      const res = await admin.get<Paged<OrderToShip>>('/admin/shop/orders?limit=100');
      expect(res.code).toBe(1);
      return res.data.items.filter((o) => [unpaid.id, first.id, second.id].includes(o.orderId));
    };
    const before = await listed();
    expect(before.map((o) => o.orderId)).toEqual([first.id, second.id]);
    expect(before[0]).toMatchObject({
      number: first.number,
      weightGrams: 600,
      address: { name: 'Ada Diver', phone: '13800138000' },
      items: [{ title: `${word} Logbook`, quantity: 2 }],
    });

    const carriers = (await admin.get<ShipCarriers>('/admin/shop/carriers')).data;
    expect(carriers).toEqual([{ code: 'sandbox', name: expect.any(String) }]);
    expect((await admin.post(`/admin/orders/${first.id}/ship`, { carrier: 'sandbox', trackingNumber: 'SB000001' })).code).toBe(1);
    expect((await listed()).map((o) => o.orderId)).toEqual([second.id]);
  });
});
