import type { Language } from '@contracts/language';
import type { GoodsStatus, ShopText } from '@contracts/schemas/shop';
import type { Db } from '@server/infra/database/sql';
import { rows } from '@server/infra/database/sql';
import { pick } from './goods.view';

/** What the cart and checkout read of a SKU and its goods (one query for many SKUs). */
export interface SkuFacts {
  id: string;
  goodsId: string;
  status: GoodsStatus;
  title: ShopText;
  cover: string;
  currency: string;
  price: number;
  saleable: number;
  weightGrams: number;
  /** The SKU's values, in the attributes' order. */
  attrs: { name: ShopText; value: ShopText }[];
}

/** The columns of {@link SkuFacts} from `shop_skus s JOIN shop_goods g ON g.id = s.goods_id`. */
export const SKU_FACT_COLUMNS = `s.id, s.goods_id AS "goodsId", g.status, g.title, g.cover, g.currency, s.price,
  s.on_hand - s.allocated AS saleable, s.weight_grams AS "weightGrams",
  coalesce((SELECT json_agg(json_build_object('name', a.name, 'value', v.value) ORDER BY a.sort, a.id)
              FROM shop_attribute_values v JOIN shop_attributes a ON a.id = v.attribute_id
             WHERE v.id = ANY(s.value_ids)), '[]'::json) AS attrs`;

/** The facts of these SKUs, by id (unknown ids are absent). */
export async function skuFacts(db: Db, skuIds: readonly string[]): Promise<Map<string, SkuFacts>> {
  if (!skuIds.length) return new Map();
  const found = await rows<SkuFacts>(
    db,
    `SELECT ${SKU_FACT_COLUMNS} FROM shop_skus s JOIN shop_goods g ON g.id = s.goods_id WHERE s.id = ANY($1::uuid[])`,
    [skuIds],
  );
  return new Map(found.map((f) => [f.id, f]));
}

/** attribute name → value, in `lang`. */
export function attrsIn(f: Pick<SkuFacts, 'attrs'>, lang: Language): Record<string, string> {
  return Object.fromEntries(f.attrs.map((a) => [pick(a.name, lang), pick(a.value, lang)]));
}

/** "Open-heel fins · M / Black" in `lang` (the title alone without attributes). */
export function lineTitle(f: Pick<SkuFacts, 'title' | 'attrs'>, lang: Language): string {
  const values = f.attrs.map((a) => pick(a.value, lang)).filter(Boolean);
  const title = pick(f.title, lang);
  return values.length ? `${title} · ${values.join(' / ')}` : title;
}

/** Minor units as the shop shows a price in a message: ¥52.00. */
export function money(cents: number): string {
  return `¥${(cents / 100).toFixed(2)}`;
}
