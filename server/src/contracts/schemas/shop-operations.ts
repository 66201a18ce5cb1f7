import { z } from 'zod';
import { CART_LINES_MAX, CART_QUANTITY_MAX } from '../limits';
import { fieldError, pagingSchema, wholeNumber } from './common';
import { CARRIERS, orderAddressSchema, shippingRuleInputSchema, shippingRuleSchema } from './shop';
import { cents, count, id, isoTime, pagedOf } from './wire';

/*
 * Shop contract, staff operations (issue #38, decision 0143): the categories as staff edit them
 * (every language, how many goods each holds) and the orders waiting to be shipped.
 *
 *     GET    /admin/goods/categories     (admin)  → AdminCategory[] (the whole tree, every language)
 *     DELETE /admin/goods/categories/:id (admin)  → {deleted: 1} (refused while it has sub-categories or goods)
 *     GET    /admin/shop/orders?page=&limit= (admin) → Paged<OrderToShip> (paid, not shipped, oldest payment first)
 *     GET    /admin/shop/carriers        (admin)  → ShipCarriers (the carriers a parcel may go with now)
 *     GET    /admin/shop/shipping        (admin)  → ShippingRules (the national rule and the provinces' own)
 *     PUT    /admin/shop/shipping        (admin)  shippingRulesInputSchema → ShippingRules
 *     POST   /shop/quote                          shippingQuoteInputSchema → ShippingQuote (the fee and total before placing)
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

// ───────────────────────────── shipping by province, the quote ─────────────────────────────

const provinceCode = () =>
  z
    .string({ error: fieldError() })
    .trim()
    .regex(/^[0-9A-Za-z]{2,12}$/, { message: 'v.invalid' });

/** A province's own rule (it replaces the national one whole for parcels sent there). */
export const shippingRegionSchema = z
  .object({
    provinceCode: z.string(),
    /** In the reader's language. */
    provinceName: z.string(),
    freeFrom: cents().nullable(),
    baseFee: cents(),
    perKgFee: cents(),
  })
  .meta({ id: 'ShippingRegionRule' });
export type ShippingRegion = z.infer<typeof shippingRegionSchema>;

/** `GET/PUT /admin/shop/shipping`: the national rule and the provinces' own. */
export const shippingRulesSchema = shippingRuleSchema.extend({ regions: z.array(shippingRegionSchema) }).meta({ id: 'ShippingRules' });
export type ShippingRules = z.infer<typeof shippingRulesSchema>;

/** `PUT /admin/shop/shipping`: the national rule; `regions`, when given, replaces every province's rule (at most 34, one each). */
export const shippingRulesInputSchema = shippingRuleInputSchema.extend({
  regions: z
    .array(shippingRuleInputSchema.extend({ provinceCode: provinceCode() }), { error: 'v.array.invalid' })
    .max(34, { message: 'v.invalid' })
    .refine((rs) => new Set(rs.map((r) => r.provinceCode)).size === rs.length, { message: 'v.shop.duplicate_province' })
    .optional(),
});
export type ShippingRulesInput = z.infer<typeof shippingRulesInputSchema>;

/**
 * `POST /shop/quote`: what placing would cost, before placing — buy-now lines or the cart's selected
 * lines, sent to an address of the member's (none: the default address; no address: the national rule).
 */
export const shippingQuoteInputSchema = z
  .object({
    lines: z
      .array(z.object({ skuId: z.guid({ error: 'v.uuid.invalid' }), quantity: wholeNumber(1, CART_QUANTITY_MAX) }), {
        error: 'v.array.invalid',
      })
      .min(1, { message: 'v.required' })
      .max(CART_LINES_MAX, { message: 'v.invalid' })
      .optional(),
    fromCart: z.literal(true, { error: fieldError() }).optional(),
    addressId: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.guid({ error: 'v.uuid.invalid' }).optional()),
  })
  .refine((b) => (b.lines === undefined) !== (b.fromCart === undefined), { message: 'v.shop.lines_or_cart', path: ['lines'] });
export type ShippingQuoteInput = z.infer<typeof shippingQuoteInputSchema>;

export const shippingQuoteSchema = z
  .object({
    /** Σ current unit price × quantity of the lines on sale. */
    subtotal: cents(),
    weightGrams: count(),
    shippingFee: cents(),
    total: cents(),
    currency: z.string(),
    /** The rule applied: its free-shipping threshold (null: never free) and its province (null: the national rule). */
    freeFrom: cents().nullable(),
    provinceCode: z.string().nullable(),
    /** The address the quote is for (null: none yet). */
    addressId: id().nullable(),
  })
  .meta({ id: 'ShippingQuote' });
export type ShippingQuote = z.infer<typeof shippingQuoteSchema>;
