import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type Repository } from 'typeorm';
import { paged } from '@contracts/api';
import type { Language } from '@contracts/language';
import type { GoodsAttribute, GoodsDetail, GoodsListInput, GoodsListItem, ShopCategoryDto } from '@contracts/schemas/shop';
import { AppException } from '@server/common/errors/app.exception';
import { GoodsAttributeEntity, GoodsAttributeValueEntity } from '../entities/attribute.entity';
import { ShopCategoryEntity } from '../entities/category.entity';
import { GoodsEntity } from '../entities/goods.entity';
import { SkuEntity } from '../entities/sku.entity';
import { keywordTerms, likePattern, pick, ratingOf, shownOriginal, shownStock } from './goods.view';

interface ListRow {
  id: string;
  title: GoodsEntity['title'];
  cover: string;
  currency: string;
  sales: number;
  rating_by_star: number[];
  price: number;
  original_price: number | null;
  in_stock: boolean;
  total: string;
}

const ORDER: Record<GoodsListInput['sort'], string> = {
  popular: 'g.sales DESC, g.created_at DESC, g.id',
  newest: 'g.created_at DESC, g.id',
  price_asc: 'p.price ASC, g.sales DESC, g.id',
  price_desc: 'p.price DESC, g.sales DESC, g.id',
};

/** What guests see of the shop: the category tree, the list with its filters, a goods' detail. */
@Injectable()
export class CatalogueService {
  constructor(
    private readonly ds: DataSource,
    @InjectRepository(ShopCategoryEntity) private readonly categories: Repository<ShopCategoryEntity>,
    @InjectRepository(GoodsEntity) private readonly goods: Repository<GoodsEntity>,
    @InjectRepository(GoodsAttributeEntity) private readonly attributes: Repository<GoodsAttributeEntity>,
    @InjectRepository(GoodsAttributeValueEntity) private readonly values: Repository<GoodsAttributeValueEntity>,
    @InjectRepository(SkuEntity) private readonly skus: Repository<SkuEntity>,
  ) {}

  /** The whole tree, each level by `sort` then its name in `lang`. */
  async tree(lang: Language): Promise<ShopCategoryDto[]> {
    const rows = await this.categories.find();
    return buildTree(rows, lang);
  }

  async list(q: GoodsListInput, lang: Language) {
    const params: unknown[] = [];
    const p = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    const where = [`g.status = 'on_sale'`];
    let cte = '';
    if (q.category) {
      cte = `WITH RECURSIVE cats AS (
               SELECT id FROM shop_categories WHERE id = ${p(q.category)}
               UNION SELECT c.id FROM shop_categories c JOIN cats ON c.parent_id = cats.id)`;
      where.push(`g.category_id IN (SELECT id FROM cats)`);
    }
    if (q.minPrice !== undefined) where.push(`p.price >= ${p(q.minPrice)}`);
    if (q.maxPrice !== undefined) where.push(`p.price <= ${p(q.maxPrice)}`);
    if (q.inStock) where.push(`p.in_stock`);
    if (q.hasDiscount) where.push(`p.has_discount`);
    if (q.q) {
      // Every word of the keyword, in the title in any language or the description in the reader's.
      const haystack = `concat_ws(' ', g.title->>'zh-cn', g.title->>'en-us', g.title->>'zh-hant', g.description->>(${p(lang)}::text))`;
      for (const word of keywordTerms(q.q)) where.push(`${haystack} ILIKE ${p(likePattern(word))}`);
    }
    const rows = (await this.ds.query(
      `${cte}
       SELECT g.id, g.title, g.cover, g.currency, g.sales, g.rating_by_star, p.price, p.original_price, p.in_stock,
              count(*) OVER () AS total
         FROM shop_goods g
         JOIN LATERAL (
           SELECT min(s.price) AS price,
                  (array_agg(s.original_price ORDER BY s.price, s.original_price DESC NULLS LAST))[1] AS original_price,
                  bool_or(s.on_hand > s.allocated) AS in_stock,
                  bool_or(s.original_price > s.price) AS has_discount
             FROM shop_skus s WHERE s.goods_id = g.id) p ON p.price IS NOT NULL
        WHERE ${where.join(' AND ')}
        ORDER BY ${ORDER[q.sort]}
        LIMIT ${p(q.limit)} OFFSET ${p((q.page - 1) * q.limit)}`,
      params,
    )) as ListRow[];
    let total = rows[0] ? Number(rows[0].total) : 0;
    if (!rows.length && q.page > 1) {
      // Past the end: still say how many there are.
      const again = await this.list({ ...q, page: 1, limit: 1 }, lang);
      total = again.total;
    }
    const items: GoodsListItem[] = rows.map((r) => {
      const originalPrice = shownOriginal(r.price, r.original_price);
      return {
        id: r.id,
        title: pick(r.title, lang),
        cover: r.cover,
        price: r.price,
        ...(originalPrice !== undefined ? { originalPrice } : {}),
        currency: r.currency,
        sales: r.sales,
        rating: ratingOf(r.rating_by_star).average,
        inStock: r.in_stock,
      };
    });
    return paged(items, q, total);
  }

  /** Goods on sale or off the shelf (old links still open); a draft only for staff. */
  async detail(id: string, lang: Language, staff: boolean): Promise<GoodsDetail> {
    const g = await this.goods.findOne({ where: { id }, relations: { category: true } });
    if (!g || (g.status === 'draft' && !staff)) throw AppException.notFound();
    const attributes = await this.attributesOf(id, lang);
    const skus = await this.skus.find({ where: { goodsId: id }, order: { sort: 'ASC', price: 'ASC' } });
    const valueName = new Map(attributes.flatMap((a) => a.values.map((v) => [v.id, { attr: a.name, value: v.value }] as const)));
    const cheapest = skus.reduce<SkuEntity | undefined>((a, s) => (!a || s.price < a.price ? s : a), undefined);
    const originalPrice = cheapest ? shownOriginal(cheapest.price, cheapest.originalPrice) : undefined;
    return {
      id: g.id,
      title: pick(g.title, lang),
      cover: g.cover,
      price: cheapest?.price ?? 0,
      ...(originalPrice !== undefined ? { originalPrice } : {}),
      currency: g.currency,
      sales: g.sales,
      inStock: skus.some((s) => s.onHand > s.allocated),
      status: g.status,
      category: { id: g.categoryId, name: pick(g.category?.name, lang) },
      images: [g.cover, ...g.gallery.filter((x) => x !== g.cover)],
      description: pick(g.description, lang),
      attributes,
      skus: skus.map((s) => {
        const original = shownOriginal(s.price, s.originalPrice);
        return {
          id: s.id,
          attrs: Object.fromEntries(
            s.valueIds.flatMap((v) => (valueName.has(v) ? [[valueName.get(v)!.attr, valueName.get(v)!.value]] : [])),
          ),
          valueIds: s.valueIds,
          price: s.price,
          ...(original !== undefined ? { originalPrice: original } : {}),
          stock: shownStock(s.onHand - s.allocated),
          inStock: s.onHand > s.allocated,
        };
      }),
      rating: ratingOf(g.ratingByStar),
      issueId: g.issueId,
    };
  }

  /** The SKU picker's axes (a draft's only for staff). */
  async attributesFor(id: string, lang: Language, staff: boolean): Promise<GoodsAttribute[]> {
    const g = await this.goods.findOne({ where: { id }, select: { id: true, status: true } });
    if (!g || (g.status === 'draft' && !staff)) throw AppException.notFound();
    return this.attributesOf(id, lang);
  }

  private async attributesOf(goodsId: string, lang: Language): Promise<GoodsAttribute[]> {
    const attrs = await this.attributes.find({ where: { goodsId }, order: { sort: 'ASC' } });
    const values = attrs.length
      ? await this.values.find({ where: { attributeId: In(attrs.map((a) => a.id)) }, order: { sort: 'ASC' } })
      : [];
    return attrs.map((a) => ({
      id: a.id,
      name: pick(a.name, lang),
      values: values.filter((v) => v.attributeId === a.id).map((v) => ({ id: v.id, value: pick(v.value, lang) })),
    }));
  }
}

/** Rows → the tree (a row whose parent is missing becomes a root). */
export function buildTree(rows: readonly ShopCategoryEntity[], lang: Language): ShopCategoryDto[] {
  const nodes = new Map<string, ShopCategoryDto>(
    rows.map((r) => [r.id, { id: r.id, parentId: r.parentId, name: pick(r.name, lang), sort: r.sort, children: [] }]),
  );
  const roots: ShopCategoryDto[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId ? nodes.get(n.parentId) : undefined;
    (parent ? parent.children : roots).push(n);
  }
  const order = (list: ShopCategoryDto[]) => {
    list.sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name));
    for (const n of list) order(n.children);
  };
  order(roots);
  return roots;
}
