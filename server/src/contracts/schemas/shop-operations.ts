import { z } from 'zod';
import { pagingSchema } from './common';
import { CARRIERS, orderAddressSchema } from './shop';
import { cents, count, id, isoTime, pagedOf } from './wire';

/*
 * Shop contract, staff operations (issue #38, decision 0143): the categories as staff edit them
 * (every language, how many goods each holds) and the orders waiting to be shipped.
 *
 *     GET    /admin/goods/categories     (admin)  → AdminCategory[] (the whole tree, every language)
 *     DELETE /admin/goods/categories/:id (admin)  → {deleted: 1} (refused while it has sub-categories or goods)
 *     GET    /admin/shop/orders?page=&limit= (admin) → Paged<OrderToShip> (paid, not shipped, oldest payment first)
 * Category creation and changes (POST, PATCH) are in shop.ts; every category change is audited.
 */

const text = () => z.object({ 'zh-cn': z.string(), 'en-us': z.string(), 'zh-hant': z.string() });

export interface AdminCategoryDto {
  id: string;
  parentId: string | null;
  name: { 'zh-cn': string; 'en-us': string; 'zh-hant': string };
  sort: number;
  /** Goods filed directly in this category (drafts too). */
  goodsCount: number;
  children: AdminCategoryDto[];
}

/** A category as staff edit it: its name in every language and what it holds. */
export const adminCategorySchema: z.ZodType<AdminCategoryDto> = z
  .object({
    id: id(),
    parentId: id().nullable(),
    name: text(),
    sort: z.int(),
    goodsCount: count(),
    get children() {
      return z.array(adminCategorySchema);
    },
  })
  .meta({ id: 'AdminShopCategory' });

export const adminCategoriesSchema = z.array(adminCategorySchema);

export const categoryDeletedSchema = z.object({ deleted: z.literal(1) }).meta({ id: 'ShopCategoryDeleted' });
export type CategoryDeleted = z.infer<typeof categoryDeletedSchema>;

/** `GET /admin/shop/orders`. */
export const ordersToShipQuerySchema = pagingSchema;
export type OrdersToShipQuery = z.infer<typeof ordersToShipQuerySchema>;

/** A paid goods order waiting for staff to pack and ship it. */
export const orderToShipSchema = z
  .object({
    orderId: id(),
    number: z.string(),
    paidAt: isoTime(),
    total: cents(),
    currency: z.string(),
    remark: z.string().nullable(),
    address: orderAddressSchema,
    weightGrams: count(),
    /** What to pack, in the reader's language. */
    items: z.array(z.object({ title: z.string(), attrs: z.record(z.string(), z.string()), quantity: count() })),
  })
  .meta({ id: 'GoodsOrderToShip' });
export type OrderToShip = z.infer<typeof orderToShipSchema>;
export const ordersToShipPageSchema = pagedOf(orderToShipSchema);

/** The carriers staff may pick now (`sandbox` always; the couriers when a tracker is configured). */
export const shipCarriersSchema = z.array(z.object({ code: z.enum(CARRIERS), name: z.string() })).meta({ id: 'ShopShipCarriers' });
export type ShipCarriers = z.infer<typeof shipCarriersSchema>;
