import { z } from 'zod';
import type { Language } from '../language';
import { isPhone } from '../validators';
import { assetPath, fieldError, maxChars, pagingSchema, requiredText, wholeNumber } from './common';
import { orderOfKind, type Order } from './orders';
import { CART_LINES_MAX, CART_QUANTITY_MAX } from '../limits';
// Declares this module's search kind in SearchKinds below; the import keeps search.ts in any program that compiles this file.
import type {} from './search';
import { cents, count, id, isoTime, pagedOf } from './wire';

/*
 * Shop contract (issue #38): the catalogue (decision 0125), the cart, the address book and
 * checkout (decision 0126), fulfilment and logistics (decision 0131). Reviews and points come later and extend this file.
 *
 * Wire conventions (API.md): every route is under `/api/v1` and answers `{code, msg, data}`; lists
 * are paged; money is an integer in minor units next to a `currency`; texts come in the request's
 * language (the `language` header), falling back to Simplified Chinese.
 *
 * Route table (G = guest allowed):
 *   G GET   /goods/categories                       → ShopCategory[] (a tree, `sort` then name)
 *   G GET   /goods?category=&minPrice=&maxPrice=&inStock=&hasDiscount=&sort=&q=&page=&limit= → Paged<GoodsListItem>
 *   G GET   /goods/:id                              → GoodsDetail (on sale or off the shelf; a draft is 404 except for admins)
 *   G GET   /goods/:id/attributes                   → GoodsAttribute[] (the SKU picker's axes)
 *     POST  /admin/goods               (admin)      createGoodsSchema → AdminGoods
 *     PATCH /admin/goods/:id           (admin)      patchGoodsSchema → AdminGoods
 *     GET   /admin/goods?status=&q=&page=&limit= (admin) → Paged<AdminGoodsRow> (every status, newest change first)
 *     GET   /admin/goods/:id           (admin)      → AdminGoods (any status, exact stock)
 *     PATCH /admin/skus/:id            (admin)      patchSkuSchema → AdminSku (a stock change is an `adjust` movement)
 *     POST  /admin/goods/categories    (admin)      createCategorySchema → ShopCategory
 *     PATCH /admin/goods/categories/:id (admin)     patchCategorySchema → ShopCategory
 *     GET   /cart                                   → Cart (the member's cart, current prices and stock)
 *     GET   /cart/count                             → CartCount {num} (units in the cart; the badge shows 99+)
 *     POST  /cart/items                             addCartItemSchema → Cart (capped by saleable stock, said in `msg`)
 *     PATCH /cart/items/:id                         patchCartItemSchema → Cart (a quantity above the stock is refused)
 *     DELETE /cart/items/:id                        → Cart
 *     POST  /cart/merge                             mergeCartSchema → Cart (a guest's local cart at login)
 *     GET   /me/addresses                           → Address[] (default first, then newest)
 *     POST  /me/addresses                           addressInputSchema → Address (at most ADDRESSES_MAX)
 *     PATCH /me/addresses/:id                       patchAddressSchema → Address
 *     DELETE /me/addresses/:id                      → null
 *     POST  /shop/orders        (Idempotency-Key)   placeGoodsOrderSchema → GoodsOrder (kind `goods`, pending payment)
 *     POST  /admin/orders/:id/ship     (admin)      shipOrderSchema → Logistics (paid and not shipped; `sale` movements)
 *     GET   /orders/:id/logistics                   → Logistics (the owner's goods order; the timeline newest first)
 *     POST  /orders/:id/receive                     → Logistics (the owner; shipped, delivered or not; the order completes)
 *   G POST  /shop/carriers/:carrier/callback        carrierCallbackSchema → CarrierCallbackResult, raw (signed by the carrier)
 *     GET   /admin/shop/shipping (admin)            → ShippingRule
 *     PUT   /admin/shop/shipping (admin)            shippingRuleInputSchema → ShippingRule
 * Someone else's cart line or address is 404.
 */

// ───────────────────────────── shared bits ─────────────────────────────

/** A text in the three interface languages, as stored (jsonb, like magazines' titles). */
export type ShopText = Record<Language, string>;

/** The one currency of the shop today (ISO 4217). */
export const SHOP_CURRENCY = 'CNY';
/** Saleable stock at or below this is shown exactly ("only 3 left"); above it, only "in stock" (decision 0125). */
export const LOW_STOCK = 10;
/** The most any price may be (minor units): ¥1,000,000. */
export const PRICE_MAX = 100_000_000;
export const STOCK_MAX = 1_000_000;
export const WEIGHT_MAX = 1_000_000;
export const GOODS_TITLE_MAX = 80;
export const GOODS_DESCRIPTION_MAX = 20_000;
export const CATEGORY_NAME_MAX = 30;
export const ATTRIBUTE_NAME_MAX = 20;
export const GALLERY_MAX = 9;
export const ATTRIBUTES_MAX = 3;
export const VALUES_MAX = 20;
export const SKUS_MAX = 100;
export const KEYWORD_MAX = 50;

export const GOODS_STATUSES = ['draft', 'on_sale', 'off_shelf'] as const;
export type GoodsStatus = (typeof GOODS_STATUSES)[number];

export const GOODS_SORTS = ['popular', 'newest', 'price_asc', 'price_desc'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];

/**
 * Why a SKU's stock moved. `delta` is the signed change of the column the reason moves:
 * receipt, adjust, return → on hand; allocate, release → allocated; sale → both (the allocation
 * becomes a sale: on hand and allocated fall together). Saleable = on hand − allocated.
 */
export const STOCK_REASONS = ['receipt', 'adjust', 'allocate', 'release', 'sale', 'return'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

const emptyToUndefined = (v: unknown): unknown => (v === '' ? undefined : v);
const nullToUndefined = (v: unknown): unknown => (v === null ? undefined : v);
const uuid = () => z.guid({ error: 'v.uuid.invalid' });

/** A text typed in three languages: Simplified Chinese required, the others optional (shown in Chinese when blank). */
function shopText(max: number) {
  const other = z.preprocess(
    nullToUndefined,
    z
      .string({ error: fieldError() })
      .trim()
      .refine(...maxChars(max))
      .default(''),
  );
  return z.object({ 'zh-cn': requiredText().refine(...maxChars(max)), 'en-us': other, 'zh-hant': other }, { error: fieldError() });
}

/** A query flag: `1`/`true` on, `0`/`false`/absent off. */
const flag = () =>
  z.preprocess(
    (v) =>
      v === '' || v === undefined
        ? undefined
        : v === '1' || v === 'true' || v === true
          ? true
          : v === '0' || v === 'false' || v === false
            ? false
            : v,
    z.boolean({ error: 'v.enum.invalid' }).optional(),
  );

/** A price from a query string (optional, whole minor units). */
const queryPrice = () => z.preprocess(emptyToUndefined, wholeNumber(0, PRICE_MAX).optional());

// ───────────────────────────── categories ─────────────────────────────

export interface ShopCategoryDto {
  id: string;
  parentId: string | null;
  name: string;
  sort: number;
  children: ShopCategoryDto[];
}

/** A category with its sub-categories (the tree `GET /goods/categories` answers). */
export const shopCategorySchema: z.ZodType<ShopCategoryDto> = z
  .object({
    id: id(),
    parentId: id().nullable(),
    name: z.string(),
    sort: z.int(),
    get children() {
      return z.array(shopCategorySchema);
    },
  })
  .meta({ id: 'ShopCategory' });

/** `POST /admin/goods/categories`. */
export const createCategorySchema = z.object({
  parentId: z.preprocess((v) => (v === '' ? null : v), uuid().nullable().default(null)),
  name: shopText(CATEGORY_NAME_MAX),
  sort: z.preprocess(nullToUndefined, wholeNumber(0, 10_000).default(0)),
});
export type CreateCategoryInput = z.infer<typeof createCategorySchema>;

/** `PATCH /admin/goods/categories/:id`: what is given changes (`parentId: null` makes it a root). */
export const patchCategorySchema = z
  .object({
    parentId: z.preprocess((v) => (v === '' ? null : v), uuid().nullable().optional()),
    name: shopText(CATEGORY_NAME_MAX).optional(),
    sort: wholeNumber(0, 10_000).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'v.nothing_to_update' });
export type PatchCategoryInput = z.infer<typeof patchCategorySchema>;

// ───────────────────────────── the catalogue ─────────────────────────────

/** `GET /goods`: filters combine (AND); `category` includes its descendants; prices compare the goods' lowest SKU price. */
export const goodsListSchema = pagingSchema.extend({
  category: z.preprocess(emptyToUndefined, uuid().optional()),
  minPrice: queryPrice(),
  maxPrice: queryPrice(),
  inStock: flag(),
  hasDiscount: flag(),
  sort: z.preprocess(emptyToUndefined, z.enum(GOODS_SORTS, { error: fieldError() }).default('popular')),
  q: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: fieldError() })
      .trim()
      .refine(...maxChars(KEYWORD_MAX))
      .optional(),
  ),
});
export type GoodsListInput = z.infer<typeof goodsListSchema>;

/** Goods in a list, in the reader's language; `price` is the lowest SKU price, `originalPrice` that SKU's before-discount price. */
export const goodsListItemSchema = z
  .object({
    id: id(),
    title: z.string(),
    cover: z.string(),
    price: cents(),
    originalPrice: cents().optional(),
    currency: z.string(),
    sales: count(),
    /** Average stars 0–5 (one decimal); 0 with no reviews. */
    rating: z.number().min(0).max(5),
    /** Some SKU has saleable stock. */
    inStock: z.boolean(),
  })
  .meta({ id: 'GoodsListItem' });
export type GoodsListItem = z.infer<typeof goodsListItemSchema>;
export const goodsPageSchema = pagedOf(goodsListItemSchema);

export const goodsAttributeSchema = z
  .object({ id: id(), name: z.string(), values: z.array(z.object({ id: id(), value: z.string() })) })
  .meta({ id: 'GoodsAttribute' });
export type GoodsAttribute = z.infer<typeof goodsAttributeSchema>;

/** A SKU as a shopper sees it: `stock` exact only when low (≤ {@link LOW_STOCK}), else null (plenty). */
export const goodsSkuSchema = z
  .object({
    id: id(),
    /** attribute name → value name, in the reader's language */
    attrs: z.record(z.string(), z.string()),
    /** the attribute value ids, in the attributes' order (the picker matches on these) */
    valueIds: z.array(id()),
    price: cents(),
    originalPrice: cents().optional(),
    stock: count().nullable(),
    inStock: z.boolean(),
  })
  .meta({ id: 'GoodsSku' });
export type GoodsSku = z.infer<typeof goodsSkuSchema>;

export const goodsRatingSchema = z
  .object({ average: z.number().min(0).max(5), count: count(), byStar: z.array(count()).length(6) })
  .meta({ id: 'GoodsRating' });

export const goodsDetailSchema = goodsListItemSchema
  .omit({ rating: true })
  .extend({
    status: z.enum(GOODS_STATUSES),
    category: z.object({ id: id(), name: z.string() }),
    images: z.array(z.string()),
    /** Sanitised HTML (as articles' bodies). */
    description: z.string(),
    attributes: z.array(goodsAttributeSchema),
    skus: z.array(goodsSkuSchema),
    rating: goodsRatingSchema,
    /** The magazine issue this print issue is (content's id), or null. */
    issueId: id().nullable(),
  })
  .meta({ id: 'GoodsDetail' });
export type GoodsDetail = z.infer<typeof goodsDetailSchema>;

// ───────────────────────────── admin ─────────────────────────────

const price = () => wholeNumber(0, PRICE_MAX);

export const skuInputSchema = z.object({
  /** One value per attribute, as its position in that attribute's `values` (e.g. [1, 0] = second size, first colour). */
  options: z
    .array(wholeNumber(0, VALUES_MAX - 1), { error: 'v.array.invalid' })
    .max(ATTRIBUTES_MAX, { message: 'v.invalid' })
    .default([]),
  price: price(),
  originalPrice: z.preprocess(nullToUndefined, price().optional()),
  weightGrams: z.preprocess(nullToUndefined, wholeNumber(0, WEIGHT_MAX).default(0)),
  /** Initial stock on hand (a `receipt` movement). */
  stock: z.preprocess(nullToUndefined, wholeNumber(0, STOCK_MAX).default(0)),
});

/** `POST /admin/goods`: the goods with its attributes and SKUs (every SKU names one value of each attribute; no two alike). */
export const createGoodsSchema = z.object({
  categoryId: uuid(),
  title: shopText(GOODS_TITLE_MAX),
  description: z.preprocess(nullToUndefined, shopText(GOODS_DESCRIPTION_MAX).optional()),
  cover: assetPath(),
  gallery: z.array(assetPath(), { error: 'v.array.invalid' }).max(GALLERY_MAX, { message: 'v.invalid' }).default([]),
  status: z.preprocess(emptyToUndefined, z.enum(GOODS_STATUSES, { error: fieldError() }).default('draft')),
  issueId: z.preprocess((v) => (v === '' ? null : v), uuid().nullable().default(null)),
  attributes: z
    .array(
      z.object({
        name: shopText(ATTRIBUTE_NAME_MAX),
        values: z
          .array(shopText(ATTRIBUTE_NAME_MAX), { error: 'v.array.invalid' })
          .min(1, { message: 'v.required' })
          .max(VALUES_MAX, { message: 'v.invalid' }),
      }),
      { error: 'v.array.invalid' },
    )
    .max(ATTRIBUTES_MAX, { message: 'v.invalid' })
    .default([]),
  skus: z.array(skuInputSchema, { error: 'v.array.invalid' }).min(1, { message: 'v.required' }).max(SKUS_MAX, { message: 'v.invalid' }),
});
export type CreateGoodsInput = z.infer<typeof createGoodsSchema>;

/** `PATCH /admin/goods/:id`: what is given changes (SKUs change through `PATCH /admin/skus/:id`). */
export const patchGoodsSchema = z
  .object({
    categoryId: uuid().optional(),
    title: shopText(GOODS_TITLE_MAX).optional(),
    description: shopText(GOODS_DESCRIPTION_MAX).optional(),
    cover: assetPath().optional(),
    gallery: z.array(assetPath(), { error: 'v.array.invalid' }).max(GALLERY_MAX, { message: 'v.invalid' }).optional(),
    status: z.enum(GOODS_STATUSES, { error: fieldError() }).optional(),
    issueId: z.preprocess((v) => (v === '' ? null : v), uuid().nullable().optional()),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'v.nothing_to_update' });
export type PatchGoodsInput = z.infer<typeof patchGoodsSchema>;

/** `PATCH /admin/skus/:id`: `stock` is the counted stock on hand (the difference is one `adjust` movement). */
export const patchSkuSchema = z
  .object({
    stock: wholeNumber(0, STOCK_MAX).optional(),
    price: price().optional(),
    /** null removes the before-discount price */
    originalPrice: price().nullable().optional(),
    weightGrams: wholeNumber(0, WEIGHT_MAX).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'v.nothing_to_update' });
export type PatchSkuInput = z.infer<typeof patchSkuSchema>;

/** A SKU as staff see it: exact stock. */
export const adminSkuSchema = z
  .object({
    id: id(),
    goodsId: id(),
    valueIds: z.array(id()),
    price: cents(),
    originalPrice: cents().nullable(),
    weightGrams: count(),
    onHand: count(),
    allocated: count(),
    saleable: count(),
    updatedAt: isoTime(),
  })
  .meta({ id: 'AdminSku' });
export type AdminSku = z.infer<typeof adminSkuSchema>;

const shopTextSchema = z.object({ 'zh-cn': z.string(), 'en-us': z.string(), 'zh-hant': z.string() }).meta({ id: 'ShopText' });

/** Goods as staff see and edit them: every language, every SKU with exact stock. */
export const adminGoodsSchema = z
  .object({
    id: id(),
    categoryId: id(),
    title: shopTextSchema,
    description: shopTextSchema,
    cover: z.string(),
    gallery: z.array(z.string()),
    status: z.enum(GOODS_STATUSES),
    issueId: id().nullable(),
    currency: z.string(),
    sales: count(),
    attributes: z.array(z.object({ id: id(), name: shopTextSchema, values: z.array(z.object({ id: id(), value: shopTextSchema })) })),
    skus: z.array(adminSkuSchema),
    createdAt: isoTime(),
    updatedAt: isoTime(),
  })
  .meta({ id: 'AdminGoods' });
export type AdminGoods = z.infer<typeof adminGoodsSchema>;

/** `GET /admin/goods`: every goods (drafts too), optionally one status and a keyword in the title (any language). */
export const adminGoodsListSchema = pagingSchema.extend({
  status: z.preprocess(emptyToUndefined, z.enum(GOODS_STATUSES, { error: fieldError() }).optional()),
  q: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: fieldError() })
      .trim()
      .refine(...maxChars(KEYWORD_MAX))
      .optional(),
  ),
});
export type AdminGoodsListInput = z.infer<typeof adminGoodsListSchema>;

/** A row of the admins' goods list: the title in every language, the cheapest price, exact saleable stock over all SKUs. */
export const adminGoodsRowSchema = z
  .object({
    id: id(),
    title: shopTextSchema,
    cover: z.string(),
    status: z.enum(GOODS_STATUSES),
    price: cents(),
    currency: z.string(),
    skuCount: count(),
    saleable: count(),
    sales: count(),
    updatedAt: isoTime(),
  })
  .meta({ id: 'AdminGoodsRow' });
export type AdminGoodsRow = z.infer<typeof adminGoodsRowSchema>;
export const adminGoodsPageSchema = pagedOf(adminGoodsRowSchema);

// ───────────────────────────── cart ─────────────────────────────

// CART_LINES_MAX, CART_QUANTITY_MAX: contracts/limits.ts (zod-free, for the client's first chunk)
export { CART_LINES_MAX, CART_QUANTITY_MAX };

const quantity = () => wholeNumber(1, CART_QUANTITY_MAX);

/** A line of the member's cart, with the SKU's current price and stock (`stock`: exact when low, else null, as on the goods page). */
export const cartLineSchema = z
  .object({
    id: id(),
    skuId: id(),
    goodsId: id(),
    /** The goods' title, in the reader's language. */
    title: z.string(),
    cover: z.string(),
    /** attribute name → value name, in the reader's language */
    attrs: z.record(z.string(), z.string()),
    /** The current price, minor units. */
    price: cents(),
    quantity: z.int().min(1).max(CART_QUANTITY_MAX),
    stock: count().nullable(),
    /** Goods on sale and enough saleable stock for `quantity`: checkout takes it as it is. */
    available: z.boolean(),
    selected: z.boolean(),
  })
  .meta({ id: 'CartLine' });
export type CartLine = z.infer<typeof cartLineSchema>;

/** The member's cart (newest line first). */
export const cartSchema = z
  .object({
    lines: z.array(cartLineSchema),
    currency: z.string().length(3),
    /** Σ price × quantity of the selected lines, minor units (shipping comes at checkout). */
    selectedSubtotal: cents(),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof cartSchema>;

/** `GET /cart/count`: units in the cart (Σ quantity). */
export const cartCountSchema = z.object({ num: count() }).meta({ id: 'CartCount' });
export type CartCount = z.infer<typeof cartCountSchema>;

/** `POST /cart/items`: adds to the SKU's line (or makes one); the line is capped by the saleable stock and CART_QUANTITY_MAX. */
export const addCartItemSchema = z.object({ skuId: uuid(), quantity: quantity() });
export type AddCartItemInput = z.infer<typeof addCartItemSchema>;

/** `PATCH /cart/items/:id`. */
export const patchCartItemSchema = z
  .object({ quantity: quantity().optional(), selected: z.boolean({ error: fieldError() }).optional() })
  .refine((b) => b.quantity !== undefined || b.selected !== undefined, { message: 'v.nothing_to_update' });
export type PatchCartItemInput = z.infer<typeof patchCartItemSchema>;

/** `POST /cart/merge`: a guest's local cart at login; quantities are added to the member's lines, capped by stock. */
export const mergeCartSchema = z.object({
  lines: z
    .array(z.object({ skuId: uuid(), quantity: quantity() }), { error: 'v.array.invalid' })
    .max(CART_LINES_MAX, { message: 'v.invalid' }),
});
export type MergeCartInput = z.infer<typeof mergeCartSchema>;

// ───────────────────────────── addresses ─────────────────────────────

export const ADDRESSES_MAX = 20;
export const ADDRESS_NAME_MAX = 30;
export const ADDRESS_DETAIL_MAX = 120;

/** A delivery address; `areaCodes` are codes of the reference area tree (`GET /common/areas`), province first. */
export const addressSchema = z
  .object({
    id: id(),
    name: z.string(),
    phone: z.string(),
    /** [province, city, district] (two codes where the tree has no districts under the city, or no cities). */
    areaCodes: z.array(z.string()).min(2).max(3),
    /** The areas' names in the reader's language, as `areaCodes`. */
    areaNames: z.array(z.string()).min(2).max(3),
    detail: z.string(),
    isDefault: z.boolean(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof addressSchema>;

const addressFields = {
  name: requiredText().refine(...maxChars(ADDRESS_NAME_MAX)),
  /** A mainland China mobile number (SPEC §5). */
  phone: requiredText().refine((v) => isPhone(v), { message: 'v.phone.invalid' }),
  areaCodes: z
    .array(z.string({ error: fieldError() }).trim().min(1, { message: 'v.required' }).max(16, { message: 'v.invalid' }), {
      error: fieldError(),
    })
    .min(2, { message: 'v.required' })
    .max(3, { message: 'v.invalid' }),
  detail: requiredText().refine(...maxChars(ADDRESS_DETAIL_MAX)),
};

/** `POST /me/addresses`: the first address is the default; `isDefault: true` moves the default here. */
export const addressInputSchema = z.object({
  ...addressFields,
  isDefault: z.preprocess(nullToUndefined, z.boolean({ error: fieldError() }).default(false)),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

/** `PATCH /me/addresses/:id`: what is given changes; `isDefault: true` moves the default here (false is refused: choose another default). */
export const patchAddressSchema = z
  .object({
    name: addressFields.name.optional(),
    phone: addressFields.phone.optional(),
    areaCodes: addressFields.areaCodes.optional(),
    detail: addressFields.detail.optional(),
    isDefault: z.literal(true, { error: fieldError() }).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'v.nothing_to_update' });
export type PatchAddressInput = z.infer<typeof patchAddressSchema>;

// ───────────────────────────── shipping ─────────────────────────────

/**
 * The shipping fee rule (one, set by admins): free when the goods' subtotal reaches `freeFrom`
 * (null: never free); else `baseFee` covers the first kilogram and each further started
 * kilogram adds `perKgFee` (services/shipping-rule.ts).
 */
export const shippingRuleSchema = z
  .object({
    /** Minor units; null: never free. */
    freeFrom: cents().nullable(),
    baseFee: cents(),
    perKgFee: cents(),
  })
  .meta({ id: 'ShippingRule' });
export type ShippingRule = z.infer<typeof shippingRuleSchema>;

/** `PUT /admin/shop/shipping`: the whole rule (`freeFrom` null or blank: never free). */
export const shippingRuleInputSchema = z.object({
  freeFrom: z.preprocess((v) => (v === '' || v === undefined ? null : v), wholeNumber(0, PRICE_MAX).nullable()),
  baseFee: wholeNumber(0, PRICE_MAX),
  perKgFee: wholeNumber(0, PRICE_MAX),
});
export type ShippingRuleInput = z.infer<typeof shippingRuleInputSchema>;

// ───────────────────────────── checkout ─────────────────────────────

/** `POST /shop/orders`: the SKUs (or the cart's selected lines), a delivery address of the member's. */
export const placeGoodsOrderSchema = z
  .object({
    /** Buy now: these SKUs. `price`, when given, is the unit price the buyer saw: a different current price refuses the order. */
    lines: z
      .array(z.object({ skuId: uuid(), quantity: quantity(), price: z.preprocess(nullToUndefined, price().optional()) }), {
        error: 'v.array.invalid',
      })
      .min(1, { message: 'v.required' })
      .max(CART_LINES_MAX, { message: 'v.invalid' })
      .refine((ls) => new Set(ls.map((l) => l.skuId)).size === ls.length, { message: 'v.shop.duplicate_sku' })
      .optional(),
    /** Buy the cart's selected lines (at the prices the cart last showed); they leave the cart with the order. */
    fromCart: z.literal(true, { error: fieldError() }).optional(),
    addressId: uuid(),
    /** Not accepted yet on goods orders (decision 0126): refused when given. */
    couponId: z.preprocess(emptyToUndefined, uuid().optional()),
    remark: z.preprocess(
      nullToUndefined,
      z
        .string({ error: fieldError() })
        .trim()
        .refine(...maxChars(200))
        .optional(),
    ),
  })
  .refine((b) => (b.lines === undefined) !== (b.fromCart === undefined), { message: 'v.shop.lines_or_cart', path: ['lines'] });
export type PlaceGoodsOrderInput = z.infer<typeof placeGoodsOrderSchema>;

/** An address as the order keeps it (a copy: editing or deleting the address later does not change the order). */
export const orderAddressSchema = z
  .object({
    name: z.string(),
    phone: z.string(),
    areaCodes: z.array(z.string()),
    /** In the buyer's language when the order was placed. */
    areaNames: z.array(z.string()),
    detail: z.string(),
  })
  .meta({ id: 'GoodsOrderAddress' });

// ───────────────────────────── fulfilment and logistics ─────────────────────────────

/**
 * Who carries a parcel (decision 0131): `sandbox` advances on its own (demo, tests); the others are
 * couriers tracked through the Kuaidi100 aggregator (its company codes), offered when it is configured.
 */
export const CARRIERS = ['sandbox', 'shunfeng', 'zhongtong', 'yuantong', 'yunda', 'shentong', 'jd', 'ems'] as const;
export type CarrierCode = (typeof CARRIERS)[number];

/** The trackers behind `POST /shop/carriers/:carrier/callback` (who signs the callbacks). */
export const CARRIER_TRACKERS = ['kuaidi100'] as const;
export type CarrierTracker = (typeof CARRIER_TRACKERS)[number];

/** Where a parcel is: `shipped` (handed over, no scan yet) → collected → in transit → out for delivery → delivered; or an exception, or on its way back. */
export const PARCEL_STATUSES = ['shipped', 'collected', 'in_transit', 'out_for_delivery', 'delivered', 'exception', 'returned'] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];

/** A goods order's fulfilment as a whole: awaiting shipment, the parcel's latest status, or received (the order is completed). */
export const FULFILMENT_STATUSES = ['awaiting_shipment', ...PARCEL_STATUSES, 'received'] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

export const TRACKING_NUMBER_MAX = 32;

/** `POST /admin/orders/:id/ship`. */
export const shipOrderSchema = z.object({
  carrier: z.enum(CARRIERS, { error: 'v.enum.invalid' }),
  /** The courier's waybill number (`express_id`): 6–32 letters, digits or hyphens. */
  trackingNumber: z
    .string({ error: fieldError() })
    .trim()
    .min(1, { message: 'v.required' })
    .regex(/^[A-Za-z0-9-]{6,32}$/, { message: 'v.invalid' }),
});
export type ShipOrderInput = z.infer<typeof shipOrderSchema>;

/** A goods order's shipment as its details show it (null before shipping). */
export const shipmentSchema = z
  .object({
    carrier: z.enum(CARRIERS),
    /** The carrier's name in the reader's language. */
    carrierName: z.string(),
    trackingNumber: z.string(),
    status: z.enum(FULFILMENT_STATUSES),
    shippedAt: isoTime(),
    deliveredAt: isoTime().nullable(),
    receivedAt: isoTime().nullable(),
  })
  .meta({ id: 'GoodsShipment' });
export type Shipment = z.infer<typeof shipmentSchema>;

/** One scan of the parcel; `text` in the reader's language (a courier's own words as it sent them). */
export const parcelEventSchema = z
  .object({ time: isoTime(), status: z.enum(PARCEL_STATUSES), text: z.string() })
  .meta({ id: 'ParcelEvent' });
export type ParcelEvent = z.infer<typeof parcelEventSchema>;

/** `GET /orders/:id/logistics`: the carrier, the waybill and the timeline (newest first); nulls before shipping. */
export const logisticsSchema = z
  .object({
    orderId: id(),
    carrier: z.enum(CARRIERS).nullable(),
    carrierName: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    status: z.enum(FULFILMENT_STATUSES),
    shippedAt: isoTime().nullable(),
    deliveredAt: isoTime().nullable(),
    receivedAt: isoTime().nullable(),
    /** When the order will be marked received on its own (delivered, not yet received). */
    autoReceiveAt: isoTime().nullable(),
    events: z.array(parcelEventSchema),
  })
  .meta({ id: 'GoodsLogistics' });
export type Logistics = z.infer<typeof logisticsSchema>;

export const carrierParamSchema = z.object({ carrier: z.enum(CARRIER_TRACKERS, { error: 'v.enum.invalid' }) });
export type CarrierParam = z.infer<typeof carrierParamSchema>;

/**
 * A tracker's push (Kuaidi100's shape, form or JSON): `param` the JSON text of the tracking result,
 * `sign` = upper-case hex MD5 of `param` + the subscription's salt.
 */
export const carrierCallbackSchema = z.object({
  param: z.string({ error: fieldError() }).min(2, { message: 'v.required' }).max(200_000, { message: 'v.too_long' }),
  sign: z.string({ error: fieldError() }).min(1, { message: 'v.required' }).max(128, { message: 'v.too_long' }),
});
export type CarrierCallbackInput = z.infer<typeof carrierCallbackSchema>;

/**
 * What the tracker is told when its push is accepted: Kuaidi100's own acknowledgement, raw (not our
 * envelope) — it stops retrying on `result: true` (decision 0144). A refusal is our refusal
 * envelope (code 0), which Kuaidi100 takes as a failure.
 */
export const carrierCallbackResultSchema = z
  .object({ result: z.literal(true), returnCode: z.literal('200'), message: z.string() })
  .strict()
  .meta({ id: 'CarrierCallbackAck' });
export type CarrierCallbackResult = z.infer<typeof carrierCallbackResultSchema>;

/** A goods order's `details`. */
export const goodsOrderDetailsSchema = z
  .object({
    address: orderAddressSchema,
    /** Minor units, already in the order's `total` (total = subtotal − discount + shippingFee). */
    shippingFee: cents(),
    /** Σ SKU weight × quantity, grams (what the fee was computed on). */
    weightGrams: count(),
    /** What each line sold, by line position. */
    items: z.array(
      z.object({ position: count(), skuId: id(), goodsId: id(), cover: z.string(), attrs: z.record(z.string(), z.string()) }),
    ),
    /** The parcel once shipped (decision 0131); null before. */
    shipment: shipmentSchema.nullable(),
  })
  .meta({ id: 'GoodsOrderDetails' });
export type GoodsOrderDetails = z.infer<typeof goodsOrderDetailsSchema>;

declare module './orders' {
  interface OrderKinds {
    goods: GoodsOrderDetails;
  }
}

/** An order of kind `goods` (one line per SKU). */
export const goodsOrderSchema = orderOfKind('goods', goodsOrderDetailsSchema, 'GoodsOrder');
export type GoodsOrder = Order<'goods'>;

// ───────────────────────────── search ─────────────────────────────

/** Goods in search (`GET /search?type=goods`): on-sale goods, one document per language. */
export const SHOP_SEARCH_KIND = 'goods';

declare module './search' {
  interface SearchKinds {
    /** Goods on sale (shop). */
    goods: 'shop';
  }
}
