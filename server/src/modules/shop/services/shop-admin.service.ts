import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager, type Repository } from 'typeorm';
import { paged } from '@contracts/api';
import {
  SHOP_CURRENCY,
  type AdminGoodsListInput,
  type AdminGoodsRow,
  SHOP_SEARCH_KIND,
  type AdminGoods,
  type AdminSku,
  type CreateGoodsInput,
  type PatchGoodsInput,
  type PatchSkuInput,
  type ShopText,
} from '@contracts/schemas/shop';
import { AppException } from '@server/common/errors/app.exception';
import { SearchDocumentsChanged } from '@server/modules/search/events/search.events';
import { GoodsAttributeEntity, GoodsAttributeValueEntity } from '../entities/attribute.entity';
import { ShopCategoryEntity } from '../entities/category.entity';
import { GoodsEntity } from '../entities/goods.entity';
import { SkuEntity } from '../entities/sku.entity';
import { sanitizeRichText } from '../../../common/security/rich-text';
import { keywordTerms, likePattern } from './goods.view';
import { StockLedger } from './stock.ledger';

const EMPTY: ShopText = { 'zh-cn': '', 'en-us': '', 'zh-hant': '' };
const sanitised = (t: ShopText): ShopText => ({
  'zh-cn': sanitizeRichText(t['zh-cn']),
  'en-us': sanitizeRichText(t['en-us']),
  'zh-hant': sanitizeRichText(t['zh-hant']),
});

/** Staff edit the catalogue: categories, goods with attributes and SKUs, prices and stock. */
@Injectable()
export class ShopAdminService {
  constructor(
    private readonly ds: DataSource,
    private readonly ledger: StockLedger,
    private readonly events: EventBus,
    @InjectRepository(ShopCategoryEntity) private readonly categories: Repository<ShopCategoryEntity>,
    @InjectRepository(GoodsEntity) private readonly goods: Repository<GoodsEntity>,
    @InjectRepository(SkuEntity) private readonly skus: Repository<SkuEntity>,
  ) {}

  // ───────────── goods ─────────────

  async create(body: CreateGoodsInput, adminId: string): Promise<AdminGoods> {
    if (!(await this.categories.existsBy({ id: body.categoryId }))) throw AppException.field('categoryId', 'e.shop.category_not_found');
    checkSkus(body);
    const id = await this.ds.transaction(async (db) => {
      const g = await db.getRepository(GoodsEntity).save(
        db.getRepository(GoodsEntity).create({
          categoryId: body.categoryId,
          title: body.title,
          description: body.description ? sanitised(body.description) : EMPTY,
          cover: body.cover,
          gallery: body.gallery,
          status: body.status,
          issueId: body.issueId,
          currency: SHOP_CURRENCY,
        }),
      );
      const valueIds: string[][] = [];
      for (const [i, a] of body.attributes.entries()) {
        const attr = await db.getRepository(GoodsAttributeEntity).save({ goodsId: g.id, name: a.name, sort: i });
        const vals = await db
          .getRepository(GoodsAttributeValueEntity)
          .save(a.values.map((value, j) => ({ attributeId: attr.id, value, sort: j })));
        valueIds.push(vals.map((v) => v.id));
      }
      for (const [i, s] of body.skus.entries()) {
        const sku = await db.getRepository(SkuEntity).save({
          goodsId: g.id,
          valueIds: s.options.map((o, k) => valueIds[k]![o]!),
          price: s.price,
          originalPrice: s.originalPrice ?? null,
          weightGrams: s.weightGrams,
          sort: i,
        });
        if (s.stock > 0) await this.ledger.move(db, sku.id, 'receipt', s.stock, `admin:${adminId}`);
      }
      return g.id;
    });
    this.events.publish(new SearchDocumentsChanged({ kind: SHOP_SEARCH_KIND, ids: [id] }));
    return this.adminGoods(id);
  }

  async patch(id: string, body: PatchGoodsInput): Promise<AdminGoods> {
    const g = await this.goods.findOneBy({ id });
    if (!g) throw AppException.notFound();
    if (body.categoryId && !(await this.categories.existsBy({ id: body.categoryId })))
      throw AppException.field('categoryId', 'e.shop.category_not_found');
    if (body.categoryId) g.categoryId = body.categoryId;
    if (body.title) g.title = body.title;
    if (body.description) g.description = sanitised(body.description);
    if (body.cover) g.cover = body.cover;
    if (body.gallery) g.gallery = body.gallery;
    if (body.status) g.status = body.status;
    if (body.issueId !== undefined) g.issueId = body.issueId;
    await this.goods.save(g);
    this.events.publish(new SearchDocumentsChanged({ kind: SHOP_SEARCH_KIND, ids: [id] }));
    return this.adminGoods(id);
  }

  /** A SKU's price and counted stock: the stock change is one `adjust` movement, in the same transaction. */
  async patchSku(id: string, body: PatchSkuInput, adminId: string): Promise<AdminSku> {
    await this.ds.transaction(async (db) => {
      const sku = await db.getRepository(SkuEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!sku) throw AppException.notFound();
      const price = body.price ?? sku.price;
      const original = body.originalPrice === undefined ? sku.originalPrice : body.originalPrice;
      if (original !== null && original <= price) throw AppException.field('originalPrice', 'e.shop.original_price_not_higher');
      if (body.stock !== undefined) {
        const r = await this.ledger.setOnHand(db, id, body.stock, `admin:${adminId}`);
        if (r && 'refused' in r) throw AppException.field('stock', 'e.shop.stock_below_allocated', { allocated: r.refused });
      }
      const change: Partial<SkuEntity> = {};
      if (body.price !== undefined) change.price = body.price;
      if (body.originalPrice !== undefined) change.originalPrice = body.originalPrice;
      if (body.weightGrams !== undefined) change.weightGrams = body.weightGrams;
      if (Object.keys(change).length) await db.getRepository(SkuEntity).update({ id }, change);
    });
    return adminSku((await this.skus.findOneBy({ id }))!);
  }

  /** Every goods (drafts and off the shelf too), the last changed first; `q` matches the title in any language. */
  async list(q: AdminGoodsListInput) {
    const params: unknown[] = [];
    const p = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    const where = ['TRUE'];
    if (q.status) where.push(`g.status = ${p(q.status)}`);
    if (q.q) {
      const haystack = `concat_ws(' ', g.title->>'zh-cn', g.title->>'en-us', g.title->>'zh-hant')`;
      for (const word of keywordTerms(q.q)) where.push(`${haystack} ILIKE ${p(likePattern(word))}`);
    }
    const rows = (await this.ds.query(
      `SELECT g.id, g.title, g.cover, g.status, g.currency, g.sales, g.updated_at,
              coalesce(s.price, 0) AS price, coalesce(s.skus, 0) AS skus, coalesce(s.saleable, 0) AS saleable,
              count(*) OVER () AS total
         FROM shop_goods g
         LEFT JOIN LATERAL (
           SELECT min(k.price) AS price, count(*)::int AS skus, sum(greatest(k.on_hand - k.allocated, 0))::int AS saleable
             FROM shop_skus k WHERE k.goods_id = g.id) s ON TRUE
        WHERE ${where.join(' AND ')}
        ORDER BY g.updated_at DESC, g.id
        LIMIT ${p(q.limit)} OFFSET ${p((q.page - 1) * q.limit)}`,
      params,
    )) as {
      id: string;
      title: ShopText;
      cover: string;
      status: AdminGoodsRow['status'];
      currency: string;
      sales: number;
      updated_at: Date;
      price: number;
      skus: number;
      saleable: number;
      total: string;
    }[];
    let total = rows[0] ? Number(rows[0].total) : 0;
    if (!rows.length && q.page > 1) total = (await this.list({ ...q, page: 1, limit: 1 })).total;
    const items: AdminGoodsRow[] = rows.map((r) => ({
      id: r.id,
      title: { ...EMPTY, ...r.title },
      cover: r.cover,
      status: r.status,
      price: Number(r.price),
      currency: r.currency,
      skuCount: Number(r.skus),
      saleable: Number(r.saleable),
      sales: r.sales,
      updatedAt: new Date(r.updated_at).toISOString(),
    }));
    return paged(items, q, total);
  }

  async adminGoods(id: string): Promise<AdminGoods> {
    const g = await this.goods.findOneBy({ id });
    if (!g) throw AppException.notFound();
    return this.ds.transaction((db) => readAdminGoods(db, g));
  }
}

async function readAdminGoods(db: EntityManager, g: GoodsEntity): Promise<AdminGoods> {
  const attrs = await db.getRepository(GoodsAttributeEntity).find({ where: { goodsId: g.id }, order: { sort: 'ASC' } });
  const values = attrs.length
    ? await db.getRepository(GoodsAttributeValueEntity).find({ where: { attributeId: In(attrs.map((a) => a.id)) }, order: { sort: 'ASC' } })
    : [];
  const skus = await db.getRepository(SkuEntity).find({ where: { goodsId: g.id }, order: { sort: 'ASC' } });
  return {
    id: g.id,
    categoryId: g.categoryId,
    title: g.title,
    description: g.description,
    cover: g.cover,
    gallery: g.gallery,
    status: g.status,
    issueId: g.issueId,
    currency: g.currency,
    sales: g.sales,
    attributes: attrs.map((a) => ({
      id: a.id,
      name: a.name,
      values: values.filter((v) => v.attributeId === a.id).map((v) => ({ id: v.id, value: v.value })),
    })),
    skus: skus.map(adminSku),
    createdAt: g.createdAt.toISOString(),
    updatedAt: g.updatedAt.toISOString(),
  };
}

function adminSku(s: SkuEntity): AdminSku {
  return {
    id: s.id,
    goodsId: s.goodsId,
    valueIds: s.valueIds,
    price: s.price,
    originalPrice: s.originalPrice,
    weightGrams: s.weightGrams,
    onHand: s.onHand,
    allocated: s.allocated,
    saleable: s.onHand - s.allocated,
    updatedAt: s.updatedAt.toISOString(),
  };
}

/**
 * Every SKU names one existing value of each attribute, no two SKUs the same combination, and an
 * original price only above the price; refusals name the field (`skus.2.options`).
 */
export function checkSkus(body: Pick<CreateGoodsInput, 'attributes' | 'skus'>): void {
  const seen = new Set<string>();
  for (const [i, s] of body.skus.entries()) {
    const fits = s.options.length === body.attributes.length && s.options.every((o, k) => o < body.attributes[k]!.values.length);
    if (!fits) throw AppException.field(`skus.${i}.options`, 'e.shop.sku_options');
    const key = s.options.join(',');
    if (seen.has(key)) throw AppException.field(`skus.${i}.options`, 'e.shop.sku_duplicate');
    seen.add(key);
    if (s.originalPrice !== undefined && s.originalPrice <= s.price)
      throw AppException.field(`skus.${i}.originalPrice`, 'e.shop.original_price_not_higher');
  }
}
