import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { Address, AdminGoods, CreateGoodsInput, ShopCategoryDto, StockReason } from '@contracts/schemas/shop';
import { UserEntity } from '@server/modules/auth/entities/user.entity';
import { SessionService } from '@server/modules/auth/services/session.service';
import { stockOf } from '@server/modules/shop/services/stock-effect';
import { ApiClient } from '@test/setup/api';
import { newPhone } from '@test/setup/factories';
import type { TestApp } from '@test/setup/harness';

type Text = { 'zh-cn': string; 'en-us'?: string; 'zh-hant'?: string };
export const text = (zh: string, en?: string, hant?: string): Text => ({ 'zh-cn': zh, 'en-us': en, 'zh-hant': hant });

/** A unique word, so that keyword and filter checks see only this test's goods. */
export const tag = () => `t${randomUUID().slice(0, 8)}`;

export async function category(admin: ApiClient, name: Text, parentId?: string): Promise<ShopCategoryDto> {
  const res = await admin.post<ShopCategoryDto>('/admin/goods/categories', { name, parentId });
  if (res.code !== 1) throw new Error(`category: ${res.msg}`);
  return res.data;
}

type GoodsBody = Omit<Partial<CreateGoodsInput>, 'title' | 'description' | 'attributes' | 'skus'> & {
  description?: Text;
  categoryId: string;
  title: Text;
  attributes?: { name: Text; values: Text[] }[];
  skus: { options?: number[]; price: number; originalPrice?: number; weightGrams?: number; stock?: number }[];
};

export async function goods(admin: ApiClient, body: GoodsBody): Promise<AdminGoods> {
  const res = await admin.post<AdminGoods>('/admin/goods', { cover: '/uploads/test/goods.jpg', status: 'on_sale', ...body });
  if (res.code !== 1) throw new Error(`goods: ${res.msg} ${JSON.stringify(res.data)}`);
  return res.data;
}

/** Members with a session each (inserted directly: no registration per buyer), answering in `language`. */
export async function members(t: TestApp, n: number, language = 'en-us'): Promise<{ client: ApiClient; userId: string }[]> {
  const ds = t.app.get(DataSource);
  const sessions = t.app.get(SessionService);
  const out: { client: ApiClient; userId: string }[] = [];
  for (let i = 0; i < n; i++) {
    const phone = newPhone();
    const user = await ds.getRepository(UserEntity).save({ phone, nickname: `shopper ${phone.slice(-4)}`, roles: [] });
    const { token } = await sessions.create(user.id, {});
    const client = new ApiClient(t.url);
    client.token = token;
    client.language = language;
    out.push({ client, userId: user.id });
  }
  // The first request of each fetches its anti-forgery token.
  await Promise.all(out.map((m) => m.client.get('/cart/count')));
  return out;
}

/** Beijing › Beijing › Dongcheng: a complete path of the reference area tree. */
export const BEIJING = ['110000', '110100', '110101'];

export async function address(client: ApiClient, extra: Record<string, unknown> = {}): Promise<Address> {
  const res = await client.post<Address>('/me/addresses', {
    name: 'Ada Diver',
    phone: '13800138000',
    areaCodes: BEIJING,
    detail: '1 Reef Road',
    ...extra,
  });
  if (res.code !== 1) throw new Error(`address: ${res.msg} ${JSON.stringify(res.data)}`);
  return res.data;
}

/** A SKU's stock columns and what its movements add up to. */
export async function ledger(t: TestApp, skuId: string) {
  const db = t.app.get(DataSource);
  const [row] = (await db.query(`SELECT on_hand, allocated FROM shop_skus WHERE id = $1`, [skuId])) as {
    on_hand: number;
    allocated: number;
  }[];
  const moves = (await db.query(`SELECT reason, delta FROM shop_stock_movements WHERE sku_id = $1`, [skuId])) as {
    reason: StockReason;
    delta: number;
  }[];
  return { onHand: row!.on_hand, allocated: row!.allocated, fromMovements: stockOf(moves), moves };
}
