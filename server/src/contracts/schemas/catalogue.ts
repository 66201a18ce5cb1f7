import { z } from 'zod';
import { assetPath, fieldError, maxChars, pagingSchema, requiredText, wholeNumber } from './common';
import { COUPON_KINDS } from './commerce';
import { ORDER_MAX_QUANTITY } from './orders';
import { cents, count, id, isoTime } from './wire';

/*
 * The exhibition catalogue in the console (issue #39, decision 0132): admins create and edit
 * exhibitions, their ticket types and the coupons; publish and withdraw. Routes (admin only):
 *   GET   /admin/exhibitions?state=&page=&limit=    → Paged<AdminExhibitionSummary> (drafts too)
 *   POST  /admin/exhibitions                         exhibitionInputSchema → AdminExhibition (a draft)
 *   GET   /admin/exhibitions/:id                     → AdminExhibition
 *   PATCH /admin/exhibitions/:id                     exhibitionUpdateSchema → AdminExhibition
 *   POST  /admin/exhibitions/:id/publish             → AdminExhibition (draft|withdrawn → published)
 *   POST  /admin/exhibitions/:id/withdraw            → AdminExhibition (published → withdrawn)
 *   POST  /admin/exhibitions/:id/ticket-types        ticketTypeInputSchema → AdminTicketType
 *   PATCH /admin/ticket-types/:id                    ticketTypeUpdateSchema → AdminTicketType
 *   GET   /admin/coupons?page=&limit=                → Paged<AdminCoupon>
 *   POST  /admin/coupons                             couponInputSchema → AdminCoupon
 *   PATCH /admin/coupons/:id                         couponUpdateSchema → AdminCoupon
 * Texts are edited in the three languages at once (`{'zh-cn', 'en-us', 'zh-hant'}`).
 */

const emptyToUndefined = (v: unknown): unknown => (v === '' ? undefined : v);

const localised = (max: number) =>
  z.object(
    {
      'zh-cn': requiredText().refine(...maxChars(max)),
      'en-us': requiredText().refine(...maxChars(max)),
      'zh-hant': requiredText().refine(...maxChars(max)),
    },
    { error: fieldError() },
  );

const instant = () => z.iso.datetime({ offset: true, error: 'v.date.invalid' });

const degrees = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v === null ? undefined : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? 'v.required' : 'v.number.invalid') })
      .refine((n) => Number.isFinite(n) && n >= -max && n <= max, { message: 'v.range', params: { min: -max, max } }),
  );

export const EXHIBITION_STATES = ['draft', 'published', 'withdrawn'] as const;
/** draft: never shown; published: listed and on sale; withdrawn: hidden and off sale, its tickets stay valid. */
export type ExhibitionState = (typeof EXHIBITION_STATES)[number];

export const GALLERY_MAX = 12;
export const PRICE_MAX = 10_000_000;
export const QUOTA_MAX = 1_000_000;

const exhibitionFields = {
  title: localised(100),
  description: localised(5000),
  venueName: localised(100),
  venueAddress: localised(200),
  city: localised(40),
  lat: degrees(90),
  lng: degrees(180),
  startsAt: instant(),
  endsAt: instant(),
  /** The exhibition's sale window bounds every ticket type's own window; null: no bound. */
  saleStartsAt: instant().nullable(),
  saleEndsAt: instant().nullable(),
  cover: assetPath(),
  gallery: z.array(assetPath(), { error: 'v.array.invalid' }).max(GALLERY_MAX, { message: 'v.too_many' }),
};

const endsAfterStarts = (a: { startsAt?: string | null; endsAt?: string | null }) =>
  !a.startsAt || !a.endsAt || Date.parse(a.endsAt) > Date.parse(a.startsAt);
const saleEndsAfterStarts = (a: { saleStartsAt?: string | null; saleEndsAt?: string | null }) =>
  !a.saleStartsAt || !a.saleEndsAt || Date.parse(a.saleEndsAt) > Date.parse(a.saleStartsAt);
const ORDER = { message: 'v.announcement.ends_before_start' } as const;

/** `POST /admin/exhibitions`: a new draft. `endsAt` after `startsAt`, `saleEndsAt` after `saleStartsAt`. */
export const exhibitionInputSchema = z
  .object({
    ...exhibitionFields,
    saleStartsAt: z.preprocess(emptyToUndefined, exhibitionFields.saleStartsAt.default(null)),
    saleEndsAt: z.preprocess(emptyToUndefined, exhibitionFields.saleEndsAt.default(null)),
    gallery: exhibitionFields.gallery.default([]),
  })
  .refine(endsAfterStarts, { ...ORDER, path: ['endsAt'] })
  .refine(saleEndsAfterStarts, { ...ORDER, path: ['saleEndsAt'] });
export type ExhibitionInput = z.infer<typeof exhibitionInputSchema>;

/**
 * `PATCH /admin/exhibitions/:id`: any of the fields (absent: kept). The server checks the merged
 * dates again, and refuses to move `startsAt`/`endsAt` once tickets are sold (they carry them).
 */
export const exhibitionUpdateSchema = z
  .object({
    title: exhibitionFields.title.optional(),
    description: exhibitionFields.description.optional(),
    venueName: exhibitionFields.venueName.optional(),
    venueAddress: exhibitionFields.venueAddress.optional(),
    city: exhibitionFields.city.optional(),
    lat: exhibitionFields.lat.optional(),
    lng: exhibitionFields.lng.optional(),
    startsAt: instant().optional(),
    endsAt: instant().optional(),
    saleStartsAt: exhibitionFields.saleStartsAt.optional(),
    saleEndsAt: exhibitionFields.saleEndsAt.optional(),
    cover: assetPath().optional(),
    gallery: exhibitionFields.gallery.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'v.nothing_to_update' })
  .refine(endsAfterStarts, { ...ORDER, path: ['endsAt'] })
  .refine(saleEndsAfterStarts, { ...ORDER, path: ['saleEndsAt'] });
export type ExhibitionUpdateInput = z.infer<typeof exhibitionUpdateSchema>;

export const adminExhibitionListSchema = pagingSchema.extend({
  state: z.preprocess(emptyToUndefined, z.enum(EXHIBITION_STATES, { error: fieldError() }).optional()),
});
export type AdminExhibitionListInput = z.infer<typeof adminExhibitionListSchema>;

const ticketTypeFields = {
  name: localised(40),
  price: wholeNumber(0, PRICE_MAX),
  quota: wholeNumber(1, QUOTA_MAX),
  perOrderLimit: wholeNumber(1, ORDER_MAX_QUANTITY),
  saleStartsAt: instant(),
  saleEndsAt: instant(),
  sort: wholeNumber(0, 1000),
};

/** `POST /admin/exhibitions/:id/ticket-types`. */
export const ticketTypeInputSchema = z
  .object({ ...ticketTypeFields, sort: ticketTypeFields.sort.default(0) })
  .refine(saleEndsAfterStarts, { ...ORDER, path: ['saleEndsAt'] });
export type TicketTypeInput = z.infer<typeof ticketTypeInputSchema>;

/** `PATCH /admin/ticket-types/:id`: `quota` never below the seats sold (code 0, field `quota`). */
export const ticketTypeUpdateSchema = z
  .object({
    name: ticketTypeFields.name.optional(),
    price: ticketTypeFields.price.optional(),
    quota: ticketTypeFields.quota.optional(),
    perOrderLimit: ticketTypeFields.perOrderLimit.optional(),
    saleStartsAt: instant().optional(),
    saleEndsAt: instant().optional(),
    sort: ticketTypeFields.sort.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'v.nothing_to_update' })
  .refine(saleEndsAfterStarts, { ...ORDER, path: ['saleEndsAt'] });
export type TicketTypeUpdateInput = z.infer<typeof ticketTypeUpdateSchema>;

const percentInRange = (c: { kind?: string; value?: number }) => c.kind !== 'percent' || c.value === undefined || c.value <= 100;
const PERCENT = { message: 'v.range', params: { min: 1, max: 100 }, path: ['value'] };

const couponFields = {
  title: localised(40),
  kind: z.enum(COUPON_KINDS, { error: fieldError() }),
  value: wholeNumber(1, PRICE_MAX),
  minSpend: wholeNumber(0, PRICE_MAX),
  perPersonLimit: wholeNumber(1, 100),
  validDays: wholeNumber(1, 3650),
  stock: wholeNumber(1, QUOTA_MAX),
  active: z.boolean({ error: fieldError() }),
};

/** `POST /admin/coupons`: percent coupons take 1–100. */
export const couponInputSchema = z
  .object({ ...couponFields, minSpend: couponFields.minSpend.default(0), active: couponFields.active.default(true) })
  .refine(percentInRange, PERCENT);
export type CouponInput = z.infer<typeof couponInputSchema>;

/**
 * `PATCH /admin/coupons/:id`: `stock` never below what is claimed; `kind`, `value` and `minSpend`
 * are fixed once anyone has claimed it (code 0).
 */
export const couponUpdateSchema = z
  .object({
    title: couponFields.title.optional(),
    kind: couponFields.kind.optional(),
    value: couponFields.value.optional(),
    minSpend: couponFields.minSpend.optional(),
    perPersonLimit: couponFields.perPersonLimit.optional(),
    validDays: couponFields.validDays.optional(),
    stock: couponFields.stock.optional(),
    active: couponFields.active.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'v.nothing_to_update' })
  .refine(percentInRange, PERCENT);
export type CouponUpdateInput = z.infer<typeof couponUpdateSchema>;

// ───────────────────────────── answers ─────────────────────────────

/** The three texts of a field, as admins edit them. */
export const localisedTextSchema = z
  .object({ 'zh-cn': z.string(), 'en-us': z.string(), 'zh-hant': z.string() })
  .meta({ id: 'CatalogueLocalisedText' });
export type LocalisedText = z.infer<typeof localisedTextSchema>;

export const adminTicketTypeSchema = z
  .object({
    id: id(),
    exhibitionId: id(),
    name: localisedTextSchema,
    price: cents(),
    quota: z.int().min(1),
    /** Seats taken by live orders (pending payment, paid, completed). */
    sold: count().meta({ description: 'Seats taken by live orders (pending payment, paid, completed).' }),
    perOrderLimit: z.int().min(1),
    saleStartsAt: isoTime(),
    saleEndsAt: isoTime(),
    sort: count(),
  })
  .meta({ id: 'CatalogueTicketType' });
export type AdminTicketType = z.infer<typeof adminTicketTypeSchema>;

export const adminExhibitionSummarySchema = z
  .object({
    id: id(),
    state: z.enum(EXHIBITION_STATES),
    /** In the caller's language. */
    title: z.string().meta({ description: 'In the caller’s language.' }),
    cover: z.string(),
    startsAt: isoTime(),
    endsAt: isoTime(),
    ticketTypes: count(),
    sold: count(),
    quota: count(),
  })
  .meta({ id: 'CatalogueExhibitionSummary' });
export type AdminExhibitionSummary = z.infer<typeof adminExhibitionSummarySchema>;

export const adminExhibitionSchema = z
  .object({
    id: id(),
    state: z.enum(EXHIBITION_STATES),
    title: localisedTextSchema,
    description: localisedTextSchema,
    venueName: localisedTextSchema,
    venueAddress: localisedTextSchema,
    city: localisedTextSchema,
    lat: z.number(),
    lng: z.number(),
    startsAt: isoTime(),
    endsAt: isoTime(),
    saleStartsAt: isoTime().nullable(),
    saleEndsAt: isoTime().nullable(),
    cover: z.string(),
    gallery: z.array(z.string()),
    currency: z.string().length(3),
    ticketTypes: z.array(adminTicketTypeSchema),
    createdAt: isoTime(),
  })
  .meta({ id: 'CatalogueExhibition' });
export type AdminExhibition = z.infer<typeof adminExhibitionSchema>;

export const adminCouponSchema = z
  .object({
    id: id(),
    title: localisedTextSchema,
    kind: z.enum(COUPON_KINDS),
    value: z.int().min(1),
    minSpend: cents(),
    currency: z.string().length(3),
    perPersonLimit: z.int().min(1),
    validDays: z.int().min(1),
    stock: z.int().min(1),
    claimed: count(),
    active: z.boolean(),
    createdAt: isoTime(),
  })
  .meta({ id: 'CatalogueCoupon' });
export type AdminCoupon = z.infer<typeof adminCouponSchema>;
