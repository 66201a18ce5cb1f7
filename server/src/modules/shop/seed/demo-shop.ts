import type { DataSource, EntityManager } from 'typeorm';
import { LANGUAGES } from '@contracts/language';
import type { ShopText } from '@contracts/schemas/shop';
import type { AppConfig } from '@server/config/app-config';
import { DEMO_CATEGORIES, DEMO_GEAR, type DemoGear, type DemoPrintIssue } from './demo-shop-data';
import { goodsPictureKey, writeShopDemoImages } from './demo-shop-images';

export type { DemoPrintIssue } from './demo-shop-data';

const each = (f: (lang: (typeof LANGUAGES)[number]) => string): ShopText => Object.fromEntries(LANGUAGES.map((l) => [l, f(l)])) as ShopText;

/** Every picture the gear uses: a cover and two more for the gallery. */
const pictures = () => DEMO_GEAR.flatMap((g) => [0, 20, 40].map((d) => ({ kind: g.kind, seed: g.seed + d })));

/** True when the shop demo is in the database (its categories). */
export async function hasShopDemo(ds: DataSource): Promise<boolean> {
  const [row] = (await ds.query('SELECT EXISTS (SELECT 1 FROM shop_categories) AS found')) as { found: boolean }[];
  return Boolean(row?.found);
}

/** The demo's pictures, where missing (a fresh clone against a database that holds the demo). */
export async function writeShopDemoPictures(config: AppConfig, onlyMissing = true): Promise<(key: string) => string> {
  return writeShopDemoImages(config, pictures(), onlyMissing);
}

/** All combinations of the axes' value positions, the first axis slowest. */
function combinations(axes: readonly { values: unknown[] }[]): number[][] {
  return axes.reduce<number[][]>((acc, a) => acc.flatMap((c) => a.values.map((_, i) => [...c, i])), [[]]);
}

/** Writes a SKU with its stock as a receipt movement (the ledger's rule: stock = sum of movements). */
async function sku(
  db: EntityManager,
  goodsId: string,
  valueIds: string[],
  price: number,
  original: number | null,
  grams: number,
  stock: number,
  sort: number,
) {
  await db.query(
    `WITH k AS (INSERT INTO shop_skus (goods_id, value_ids, price, original_price, weight_grams, on_hand, sort)
                VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id)
     INSERT INTO shop_stock_movements (sku_id, delta, reason, ref) SELECT id, $6, 'receipt', 'demo' FROM k WHERE $6 > 0`,
    [goodsId, valueIds, price, original, grams, stock, sort],
  );
}

async function insertGoods(
  db: EntityManager,
  g: {
    categoryId: string;
    title: ShopText;
    description: ShopText;
    cover: string;
    gallery: string[];
    issueId?: string;
    sales: number;
    ageDays: number;
  },
): Promise<string> {
  const [row] = (await db.query(
    `INSERT INTO shop_goods (category_id, title, description, cover, gallery, status, issue_id, sales, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'on_sale', $6, $7, now() - make_interval(days => $8), now() - make_interval(days => $8)) RETURNING id`,
    [g.categoryId, g.title, g.description, g.cover, g.gallery, g.issueId ?? null, g.sales, g.ageDays],
  )) as { id: string }[];
  return row!.id;
}

async function insertGear(db: EntityManager, g: DemoGear, categoryId: string, url: (key: string) => string, ageDays: number) {
  const description = each(
    (l) =>
      `<p>${g.blurb[l]}</p>${g.axes.length ? `<ul>${g.axes.map((a) => `<li>${a.name[l]}: ${a.values.map((v) => v[l]).join(' / ')}</li>`).join('')}</ul>` : ''}`,
  );
  const id = await insertGoods(db, {
    categoryId,
    title: g.title,
    description,
    cover: url(goodsPictureKey(g.kind, g.seed)),
    gallery: [20, 40].map((d) => url(goodsPictureKey(g.kind, g.seed + d))),
    sales: g.sales,
    ageDays,
  });
  const valueIds: string[][] = [];
  for (const [i, a] of g.axes.entries()) {
    const [attr] = (await db.query(`INSERT INTO shop_attributes (goods_id, name, sort) VALUES ($1, $2, $3) RETURNING id`, [
      id,
      a.name,
      i,
    ])) as {
      id: string;
    }[];
    const ids: string[] = [];
    for (const [j, v] of a.values.entries()) {
      const [val] = (await db.query(`INSERT INTO shop_attribute_values (attribute_id, value, sort) VALUES ($1, $2, $3) RETURNING id`, [
        attr!.id,
        v,
        j,
      ])) as { id: string }[];
      ids.push(val!.id);
    }
    valueIds.push(ids);
  }
  for (const [n, combo] of combinations(g.axes).entries()) {
    const price = g.price + (combo[0] ?? 0) * (g.step ?? 0);
    await sku(
      db,
      id,
      combo.map((o, k) => valueIds[k]![o]!),
      price,
      g.discount ? price + g.discount : null,
      g.grams,
      g.stock[n % g.stock.length]!,
      n,
    );
  }
}

/**
 * Demo data of the shop (loaded by `seedDemoData` into a database without users, or once into an
 * older demo database): the category tree, every magazine issue as a print issue linked to it
 * (the older ones on offer, the newest nearly sold out), and twenty pieces of gear and logbooks with
 * sizes and colours — 36 goods with the content demo, in three languages, with generated pictures.
 */
export async function seedShopDemo(ds: DataSource, url: (key: string) => string, people: { issues: DemoPrintIssue[] }): Promise<void> {
  await ds.transaction(async (db) => {
    const cats = new Map<string, string>();
    for (const [i, c] of DEMO_CATEGORIES.entries()) {
      const [row] = (await db.query(`INSERT INTO shop_categories (parent_id, name, sort) VALUES ($1, $2, $3) RETURNING id`, [
        c.parent ? cats.get(c.parent) : null,
        c.name,
        i,
      ])) as { id: string }[];
      cats.set(c.key, row!.id);
    }
    const copy = { 'zh-cn': '本', 'en-us': 'copy', 'zh-hant': '本' };
    // The newest issue of each magazine and kind sells at full price; back issues are on offer.
    const newest = new Map(people.issues.map((issue, i) => [`${issue.magazine['zh-cn']}/${issue.kind}`, i]));
    const newestIndexes = new Set(newest.values());
    for (const [i, issue] of people.issues.entries()) {
      const periodical = issue.kind === 'periodical';
      // A periodical's title names its theme only: the goods name the number too ("No. 4 · The gear yearbook").
      const numbered = (l: (typeof LANGUAGES)[number]) =>
        periodical ? `${l === 'en-us' ? `No. ${issue.number}` : `第 ${issue.number} 期`} · ${issue.title[l]}` : issue.title[l];
      const price = periodical ? 6800 : 3800;
      const older = !newestIndexes.has(i);
      const id = await insertGoods(db, {
        categoryId: cats.get(periodical ? 'current' : 'monthly')!,
        title: each((l) => `${issue.magazine[l]} · ${numbered(l)}`),
        description: each(
          (l) =>
            `<p>${
              l === 'en-us'
                ? `The print edition of ${issue.magazine[l]}, ${numbered(l)}: every article of the issue on paper, posted in a protective sleeve.`
                : l === 'zh-hant'
                  ? `《${issue.magazine[l]}》${numbered(l)}紙本：本期全部文章，以保護套寄出。`
                  : `《${issue.magazine[l]}》${numbered(l)}纸质版：本期全部文章，以保护套寄出。`
            }</p><p>1 ${copy[l]}</p>`,
        ),
        cover: issue.cover,
        gallery: [],
        issueId: issue.id,
        sales: 40 + ((i * 37) % 200),
        ageDays: 60 - i,
      });
      const stock = i === people.issues.length - 1 ? 5 : older ? 80 : 300;
      await sku(db, id, [], older ? Math.round(price * 0.7) : price, older ? price : null, periodical ? 450 : 250, stock, 0);
    }
    for (const [i, g] of DEMO_GEAR.entries()) await insertGear(db, g, cats.get(g.category)!, url, 30 - i);
  });
}
