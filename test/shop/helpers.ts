import { randomUUID } from 'node:crypto';
import type { AdminGoods, CreateGoodsInput, ShopCategoryDto } from '@contracts/schemas/shop';
import type { ApiClient } from '@test/setup/api';

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
