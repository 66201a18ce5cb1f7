import { z } from 'zod';
import { isEmail } from '../validators';
import { fieldError, maxChars, pagingSchema, requiredText } from './common';
// Declares this module's search kinds in SearchKinds below; the import keeps search.ts in any program that compiles this file.
import type {} from './search';
import { ORDER_MAX_QUANTITY, ORDER_STATUSES, orderOfKind, type Order } from './orders';
import { cents, count, id, isoTime } from './wire';

/*
 * Commerce contract (issue #5): exhibitions, ticket orders, tickets, check-in, coupons.
 *
 * Wire conventions (API.md): every route is under `/api/v1`, answers `{code, msg, data}` (code 1 =
 * success, 0 = refused with a localised `msg`), lists are `Paged<T>` = `{items, page, limit, total,
 * hasMore}`. Money is an integer in minor units (fen / cents) next to an ISO 4217 `currency`.
 * Times are ISO 8601 strings (UTC). Ids are uuids. Someone else's order or ticket is 404.
 *
 * Route table (G = guest allowed):
 *   G GET  /exhibitions?status=&page=&limit=        → Paged<ExhibitionSummary>
 *   G GET  /exhibitions/:id                          → ExhibitionDetail
 *     POST /orders            (Idempotency-Key)      createOrderSchema → TicketOrder
 *   (the other order routes, payments and `order:update`: the orders contract, ./orders.ts)
 *     GET  /tickets?orderId=&page=&limit=            → Paged<Ticket>  (wallet: status valid)
 *     GET  /tickets/history?orderId=&page=&limit=    → Paged<Ticket>  (verified, refunded, expired)
 *     GET  /tickets/:id                              → Ticket
 *     POST /checkin/scan      (volunteer|admin)      checkinScanSchema → CheckinResult
 *     GET  /checkin/orders/:number (volunteer|admin) → CheckinOrder
 *     POST /checkin/verify    (volunteer|admin)      checkinVerifySchema → CheckinVerifyResult
 *     GET  /checkin/keys      (volunteer|admin)      → CheckinKeys (for offline verification)
 *     POST /checkin/sync      (volunteer|admin)      checkinSyncSchema → CheckinSyncResult
 *   G GET  /coupons?page=&limit=                     → Paged<Coupon> (state per caller when logged in)
 *     POST /coupons/:id/claim                        → MyCoupon
 *     GET  /me/coupons?usable=&ticketTypeId=&quantity=&page=&limit= → Paged<MyCoupon>
 */

// ───────────────────────────── shared bits ─────────────────────────────

/** `''` → undefined, so that an empty query parameter means "not given". */
const emptyToUndefined = (v: unknown): unknown => (v === '' ? undefined : v);

const uuid = () => z.guid({ error: 'v.uuid.invalid' });

/** A positive whole number from a body or a query string. */
const positiveInt = (max: number) =>
  z.coerce
    .number({ error: 'v.number.invalid' })
    .refine((n) => Number.isInteger(n), { message: 'v.integer.invalid' })
    .refine((n) => n >= 1 && n <= max, { message: 'v.range', params: { min: 1, max } });

export const HOLDER_NAME_MAX = 50;
export const REMARK_MAX = 200;
export const COUNTRY_MAX = 56;

// ───────────────────────────── exhibitions ─────────────────────────────

export const EXHIBITION_STATUSES = ['upcoming', 'running', 'ended'] as const;
/** Derived from the dates: upcoming before `startsAt`, running until `endsAt`, then ended. */
export type ExhibitionStatus = (typeof EXHIBITION_STATUSES)[number];

/** `GET /exhibitions?status=upcoming|running|ended&page=&limit=` (no status: all, running and upcoming first). */
export const exhibitionListSchema = pagingSchema.extend({
  status: z.preprocess(emptyToUndefined, z.enum(EXHIBITION_STATUSES, { error: fieldError() }).optional()),
});
export type ExhibitionListInput = z.infer<typeof exhibitionListSchema>;

/** The exhibition as a ticket, an order or the check-in desk names it. */
export const exhibitionRefSchema = z
  .object({
    id: id(),
    title: z.string(),
    startsAt: isoTime(),
    endsAt: isoTime(),
    venueName: z.string(),
    /** The venue's IANA zone: its times are shown in it (issue #36). */
    timeZone: z.string().meta({ description: 'The venue’s IANA time zone (e.g. `Asia/Shanghai`): its times are read in it.' }),
  })
  .meta({ id: 'ExhibitionRef', description: 'The exhibition a ticket or an order is for.' });
export type ExhibitionRef = z.infer<typeof exhibitionRefSchema>;

export const exhibitionSummarySchema = z
  .object({
    id: id(),
    title: z.string(),
    /** Image path or URL. */
    cover: z.string().meta({ description: 'Image path or URL.' }),
    venueName: z.string(),
    city: z.string(),
    startsAt: isoTime(),
    endsAt: isoTime(),
    /** The venue's IANA zone: its times are shown in it (issue #36). */
    timeZone: z.string().meta({ description: 'The venue’s IANA time zone (e.g. `Asia/Shanghai`): its times are read in it.' }),
    status: z.enum(EXHIBITION_STATUSES),
    /** Lowest ticket price in minor units; null when the exhibition sells no tickets. */
    minPrice: cents().nullable().meta({ description: 'Lowest ticket price in minor units; null when the exhibition sells no tickets.' }),
    currency: z.string().length(3),
  })
  .meta({ id: 'ExhibitionSummary' });
export type ExhibitionSummary = z.infer<typeof exhibitionSummarySchema>;

export const venueSchema = z.object({
  name: z.string(),
  address: z.string(),
  /** WGS-84 degrees (map links: the map apps are told so and convert themselves, docs/decisions/0055-commerce-screens.md). */
  lat: z.number().meta({ description: 'WGS-84 degrees.' }),
  lng: z.number().meta({ description: 'WGS-84 degrees.' }),
});
export type Venue = z.infer<typeof venueSchema>;

export const ticketTypeSchema = z
  .object({
    id: id(),
    name: z.string(),
    /** Minor units. */
    price: cents(),
    currency: z.string().length(3),
    /** Seats left (quota − sold); never negative. */
    remaining: count().meta({ description: 'Seats left (quota − sold).' }),
    /** Most tickets of this type one order may hold. */
    perOrderLimit: z.int().min(1).meta({ description: 'Most tickets of this type one order may hold.' }),
    saleStartsAt: isoTime(),
    saleEndsAt: isoTime(),
    /** Sale window open now and the exhibition has not ended (remaining may still be 0: sold out). */
    onSale: z.boolean().meta({ description: 'Sale window open now and the exhibition has not ended (remaining may still be 0: sold out).' }),
  })
  .meta({ id: 'TicketType' });
export type TicketType = z.infer<typeof ticketTypeSchema>;

export const exhibitionDetailSchema = exhibitionSummarySchema
  .extend({
    gallery: z.array(z.string()),
    description: z.string(),
    venue: venueSchema,
    ticketTypes: z.array(ticketTypeSchema),
  })
  .meta({ id: 'ExhibitionDetail' });
export type ExhibitionDetail = z.infer<typeof exhibitionDetailSchema>;

// ───────────────────────────── ticket orders ─────────────────────────────

/**
 * `POST /orders` (header `Idempotency-Key` recommended: a retry returns the first order): a ticket
 * order, one line of `quantity` tickets of one ticket type.
 * `couponId` is the id of a claimed coupon ({@link MyCoupon}.id), not of the coupon campaign.
 * Refusals (code 0, `msg` says why): sold out, over the per-order limit, sale not open, coupon unusable.
 */
export const createOrderSchema = z.object({
  ticketTypeId: uuid(),
  quantity: positiveInt(ORDER_MAX_QUANTITY),
  name: requiredText().refine(...maxChars(HOLDER_NAME_MAX)),
  email: requiredText()
    .overwrite((s) => s.toLowerCase())
    .refine(isEmail, { message: 'v.email.invalid' }),
  country: requiredText().refine(...maxChars(COUNTRY_MAX)),
  couponId: z.preprocess((v) => (v === '' || v === null ? undefined : v), uuid().optional()),
  remark: z.preprocess(
    (v) => (v === null ? undefined : v),
    z
      .string({ error: fieldError() })
      .trim()
      .refine(...maxChars(REMARK_MAX))
      .optional(),
  ),
});
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

/** The `details` of a `ticket` order (its one line is the ticket type × the number of tickets). */
export const ticketOrderDetailsSchema = z
  .object({
    exhibition: exhibitionRefSchema.extend({ cover: z.string() }),
    ticketType: z.object({ id: id(), name: z.string() }),
    holder: z.object({ name: z.string(), email: z.string(), country: z.string() }),
    verifiedCount: count(),
    /** Tickets neither verified nor refunded. */
    remainingCount: count().meta({ description: 'Tickets neither verified nor refunded.' }),
    refundedCount: count(),
    /** Unused tickets that can still be refunded now (0 after the exhibition starts). */
    refundableCount: count().meta({ description: 'Unused tickets that can still be refunded now (0 after the exhibition starts).' }),
    /** The order has tickets to show (paid, completed, refunded). */
    viewTickets: z.boolean().meta({ description: 'The order has tickets to show (paid, completed, refunded).' }),
  })
  .meta({ id: 'TicketOrderDetails', description: 'The `details` of a `ticket` order.' });
export type TicketOrderDetails = z.infer<typeof ticketOrderDetailsSchema>;

declare module './orders' {
  interface OrderKinds {
    ticket: TicketOrderDetails;
  }
}

/** A ticket order as `/orders` shows it. */
export const ticketOrderSchema = orderOfKind('ticket', ticketOrderDetailsSchema, 'TicketOrder');
export type TicketOrder = Order<'ticket'>;

// ───────────────────────────── tickets ─────────────────────────────

export const TICKET_STATUSES = ['valid', 'verified', 'refunded', 'expired'] as const;
/** valid = pending verification; expired = never used and the exhibition has ended. */
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/**
 * `GET /tickets?orderId=&page=&limit=` and `GET /tickets/history?orderId=&page=&limit=`: `orderId`
 * narrows the list to the tickets of one of the caller's orders (paged on the server, so it is
 * complete whatever the page size). An unknown order or someone else's is 404, as on every order
 * route; an own order with no tickets in that list is an empty page.
 */
export const ticketListSchema = pagingSchema.extend({
  orderId: z.preprocess(emptyToUndefined, uuid().optional()),
});
export type TicketListInput = z.infer<typeof ticketListSchema>;

export const ticketSchema = z
  .object({
    id: id(),
    orderId: id(),
    orderNumber: z.string(),
    exhibition: exhibitionRefSchema,
    ticketTypeName: z.string(),
    holderName: z.string(),
    status: z.enum(TICKET_STATUSES),
    /** The signed code to render as a QR ({@link TICKET_CODE_PREFIX} format); null unless status is valid. */
    qr: z.string().nullable().meta({ description: 'The signed code to render as a QR (`RL1.<payload>.<signature>`); null unless status is valid.' }),
    verifiedAt: isoTime().nullable(),
    gate: z.string().nullable(),
    validFrom: isoTime(),
    validTo: isoTime(),
  })
  .meta({ id: 'Ticket' });
export type Ticket = z.infer<typeof ticketSchema>;

// ───────────────────────────── QR code format ─────────────────────────────

/**
 * Ticket QR code: `RL1.<payload>.<signature>`
 *   payload   = base64url (no padding) of UTF-8 JSON {@link TicketCodePayload}
 *   signature = base64url (no padding) of the 64-byte Ed25519 signature over the ASCII bytes of
 *               `RL1.<payload>` (everything before the second dot)
 * Verification offline: look up `k` in {@link CheckinKeys}.publicKeys (raw 32-byte key,
 * base64url), `ed25519.verify(signature, bytes('RL1.' + payload), key)` (@noble/curves), then
 * check `v ≤ now ≤ x`, `t` not in `revoked`. The server also checks `n` against the ticket's
 * stored secret (so a code cannot be forged for an existing ticket without the signing key and
 * the secret), and whether the ticket is still valid.
 */
export const TICKET_CODE_PREFIX = 'RL1';

export interface TicketCodePayload {
  /** Ticket id. */
  t: string;
  /** Exhibition id. */
  e: string;
  /** Valid from, unix seconds (the exhibition's start minus the early-entry margin). */
  v: number;
  /** Valid to, unix seconds (the exhibition's end). */
  x: number;
  /** The ticket's random secret (base64url, 16 bytes). */
  n: string;
  /** Signing key id. */
  k: string;
}

const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url without padding → bytes; null when it is not base64url. Works in browsers and Node. */
export function base64UrlToBytes(s: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(s) || s.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((s.length * 3) / 4));
  let bits = 0;
  let acc = 0;
  let i = 0;
  for (const ch of s) {
    acc = (acc << 6) | B64URL.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[i++] = (acc >> bits) & 0xff;
    }
  }
  return out.subarray(0, i);
}

/** bytes → base64url without padding. */
export function bytesToBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const b = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const n = Math.min(3, bytes.length - i);
    out += B64URL[(b >> 18) & 63] + B64URL[(b >> 12) & 63];
    if (n > 1) out += B64URL[(b >> 6) & 63];
    if (n > 2) out += B64URL[b & 63];
  }
  return out;
}

export interface DecodedTicketCode {
  payload: TicketCodePayload;
  /** The bytes the signature covers (ASCII of `RL1.<payload>`). */
  message: Uint8Array;
  signature: Uint8Array;
}

/** Splits and decodes a QR code (no signature check); null when it is not a well-formed `RL1` code. */
export function decodeTicketCode(code: string): DecodedTicketCode | null {
  const parts = code.trim().split('.');
  if (parts.length !== 3 || parts[0] !== TICKET_CODE_PREFIX) return null;
  const json = base64UrlToBytes(parts[1]);
  const signature = base64UrlToBytes(parts[2]);
  if (!json || !signature || signature.length !== 64) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder().decode(json));
  } catch {
    return null;
  }
  const p = payload as Partial<TicketCodePayload> | null;
  if (
    !p ||
    typeof p.t !== 'string' ||
    typeof p.e !== 'string' ||
    typeof p.v !== 'number' ||
    typeof p.x !== 'number' ||
    typeof p.n !== 'string' ||
    typeof p.k !== 'string'
  ) {
    return null;
  }
  const message = new TextEncoder().encode(`${parts[0]}.${parts[1]}`);
  return { payload: p as TicketCodePayload, message, signature };
}

// ───────────────────────────── check-in ─────────────────────────────

export const GATE_MAX = 40;
const gate = () =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string({ error: fieldError() })
      .trim()
      .refine(...maxChars(GATE_MAX))
      .optional(),
  );

/** `POST /checkin/scan {code, gate?}`: `code` is a ticket's QR text. */
export const checkinScanSchema = z.object({
  code: requiredText().refine(...maxChars(1000)),
  gate: gate(),
});
export type CheckinScanInput = z.infer<typeof checkinScanSchema>;

/** `:number` of `GET /checkin/orders/:number` (case-insensitive, spaces ignored). */
export const orderNumberParamSchema = z.object({
  number: requiredText()
    .overwrite((s) => s.replace(/\s+/g, '').toUpperCase())
    .refine((s) => /^[A-Z][0-9]{13}$/.test(s), { message: 'v.format.invalid' }),
});
export type OrderNumberParam = z.infer<typeof orderNumberParamSchema>;

/** `POST /checkin/verify {number, count, gate?}`: verifies `count` of the order's remaining tickets. */
export const checkinVerifySchema = orderNumberParamSchema.extend({
  count: positiveInt(ORDER_MAX_QUANTITY),
  gate: gate(),
});
export type CheckinVerifyInput = z.infer<typeof checkinVerifySchema>;

/** Offline scans sent when the device is back online (at most 500 per call). */
export const checkinSyncSchema = z.object({
  items: z
    .array(
      z.object({
        code: requiredText().refine(...maxChars(1000)),
        gate: gate(),
        /** When the device admitted the visitor (ISO 8601). */
        scannedAt: z.iso.datetime({ offset: true, error: 'v.date.invalid' }),
        /** The device's own id for this scan (uuid); a re-sent item is answered the same way. */
        clientId: uuid(),
      }),
      { error: 'v.array.invalid' },
    )
    .min(1, { message: 'v.too_few' })
    .max(500, { message: 'v.too_many' }),
});
export type CheckinSyncInput = z.infer<typeof checkinSyncSchema>;

export const CHECKIN_RESULTS = ['admitted', 'already_verified', 'refunded', 'invalid', 'not_yet_valid', 'expired'] as const;
/**
 * admitted: let in now. already_verified: used before (`verifiedAt`, `gate` say when and where).
 * refunded: the ticket was refunded. invalid: not a ticket of ours (bad signature, unknown, forged).
 * not_yet_valid: before the ticket's validFrom. expired: after the exhibition ended.
 */
export type CheckinResultKind = (typeof CHECKIN_RESULTS)[number];

export const checkinResultSchema = z
  .object({
    result: z.enum(CHECKIN_RESULTS),
    /** The ticket scanned (absent when the code is no ticket of ours). */
    ticket: ticketSchema.optional().meta({ description: 'The ticket scanned; absent when the code is no ticket of ours.' }),
    /** When the ticket was verified (absent when it has not been, or is no ticket). */
    verifiedAt: isoTime().optional().meta({ description: 'When the ticket was verified; absent when it has not been (or no ticket).' }),
    /** Where it was verified; present (maybe null) whenever `ticket` is. */
    gate: z.string().nullable().optional().meta({ description: 'The gate it was verified at; present (maybe null) whenever `ticket` is.' }),
    /** Localised, e.g. "Already verified at 2026-11-23 14:05 by gate A". */
    message: z.string().meta({ description: 'Localised, e.g. “Already verified at 2026-11-23 14:05 by gate A”.' }),
  })
  .meta({ id: 'CheckinResult' });
export type CheckinResult = z.infer<typeof checkinResultSchema>;

export const checkinOrderSchema = z
  .object({
    id: id(),
    number: z.string(),
    status: z.enum(ORDER_STATUSES),
    exhibition: exhibitionRefSchema,
    ticketTypeName: z.string(),
    holderName: z.string(),
    quantity: z.int().min(1),
    verifiedCount: count(),
    remainingCount: count(),
    refundedCount: count(),
  })
  .meta({ id: 'CheckinOrder' });
export type CheckinOrder = z.infer<typeof checkinOrderSchema>;

export const checkinVerifyResultSchema = z.object({
  order: checkinOrderSchema,
  /** How many tickets this call verified. */
  verified: count().meta({ description: 'How many tickets this call verified.' }),
  message: z.string(),
});
export type CheckinVerifyResult = z.infer<typeof checkinVerifyResultSchema>;

export const checkinKeysSchema = z.object({
  algorithm: z.literal('Ed25519'),
  /** `key`: raw 32-byte public key, base64url. */
  publicKeys: z.array(z.object({ kid: z.string(), key: z.string().meta({ description: 'Raw 32-byte public key, base64url.' }) })),
  /** Ticket ids refunded (refuse them offline). */
  revoked: z.array(id()).meta({ description: 'Ticket ids refunded (refuse them offline).' }),
  /** Ticket ids already verified (answer "already verified" offline). */
  verified: z.array(id()).meta({ description: 'Ticket ids already verified (answer “already verified” offline).' }),
  /** Exhibitions that are upcoming or running. */
  exhibitions: z.array(exhibitionRefSchema).meta({ description: 'Exhibitions that are upcoming or running.' }),
  generatedAt: isoTime(),
});
export type CheckinKeys = z.infer<typeof checkinKeysSchema>;

export const checkinSyncItemResultSchema = checkinResultSchema
  .extend({
    clientId: z.string().meta({ description: 'The device’s own id of the scan, as sent.' }),
    /** True when the ticket had been verified by another scan (another gate/device) before this one. */
    conflict: z.boolean().meta({ description: 'True when the ticket had been verified by another scan (another gate/device) before this one.' }),
  })
  .meta({ id: 'CheckinSyncItemResult' });
export type CheckinSyncItemResult = z.infer<typeof checkinSyncItemResultSchema>;

export const checkinSyncResultSchema = z.object({ items: z.array(checkinSyncItemResultSchema) });
export type CheckinSyncResult = z.infer<typeof checkinSyncResultSchema>;

// ───────────────────────────── coupons ─────────────────────────────

export const COUPON_KINDS = ['amount', 'percent'] as const;
/** amount: `value` minor units off; percent: `value` percent off (1–100). */
export type CouponKind = (typeof COUPON_KINDS)[number];

/** For the caller: available to claim, claimed up to the per-person limit, or stock gone. Guests see available / out_of_stock. */
export const COUPON_STATES = ['available', 'claimed', 'out_of_stock'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

export const couponSchema = z
  .object({
    id: id(),
    title: z.string(),
    kind: z.enum(COUPON_KINDS),
    value: z.int().min(1).meta({ description: 'amount: minor units off; percent: percent off (1–100).' }),
    /** Minimum spend in minor units, on the lines the coupon covers (every line of a ticket order); 0 = none. */
    minSpend: cents().meta({ description: 'Minimum spend in minor units, on the lines the coupon covers (every line of a ticket order); 0 = none.' }),
    currency: z.string().length(3),
    perPersonLimit: z.int().min(1),
    /** A claimed coupon is valid this many days after the claim. */
    validDays: z.int().min(1).meta({ description: 'A claimed coupon is valid this many days after the claim.' }),
    /** Coupons left to claim. */
    remaining: count().meta({ description: 'Coupons left to claim.' }),
    /** How many the caller holds (0 for guests). */
    claimedCount: count().meta({ description: 'How many the caller holds (0 for guests).' }),
    state: z.enum(COUPON_STATES).meta({ description: 'For the caller: available, claimed up to the per-person limit, or stock gone.' }),
  })
  .meta({ id: 'Coupon' });
export type Coupon = z.infer<typeof couponSchema>;

export const MY_COUPON_STATUSES = ['unused', 'used', 'expired'] as const;
export type MyCouponStatus = (typeof MY_COUPON_STATUSES)[number];

export const myCouponSchema = z
  .object({
    /** Pass as `couponId` to `POST /orders`. */
    id: id().meta({ description: 'The claimed coupon: pass it as `couponId` to `POST /orders`.' }),
    couponId: id().meta({ description: 'The coupon campaign.' }),
    title: z.string(),
    kind: z.enum(COUPON_KINDS),
    value: z.int().min(1),
    minSpend: cents(),
    currency: z.string().length(3),
    claimedAt: isoTime(),
    expiresAt: isoTime(),
    status: z.enum(MY_COUPON_STATUSES),
    /** Only with `ticketTypeId` + `quantity`: whether it applies to that purchase and what it takes off. */
    usable: z.boolean().optional().meta({ description: 'Only with `ticketTypeId` + `quantity`: whether it applies to that purchase.' }),
    discount: cents().optional().meta({ description: 'Only with `ticketTypeId` + `quantity`: what it takes off, minor units.' }),
  })
  .meta({ id: 'MyCoupon' });
export type MyCoupon = z.infer<typeof myCouponSchema>;

const boolQuery = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : v === 'true' || v === '1' || v === true),
  z.boolean({ error: fieldError() }).optional(),
);

/**
 * `GET /me/coupons?usable=&ticketTypeId=&quantity=`: `usable=true` lists only unused, unexpired
 * coupons (and, with ticketTypeId + quantity, only those whose minimum spend is met).
 */
export const myCouponListSchema = pagingSchema.extend({
  usable: boolQuery,
  ticketTypeId: z.preprocess(emptyToUndefined, uuid().optional()),
  quantity: z.preprocess(emptyToUndefined, positiveInt(ORDER_MAX_QUANTITY).optional()),
});
export type MyCouponListInput = z.infer<typeof myCouponListSchema>;

/** Paging for the other list routes (coupons). */
export { pagingSchema as commercePagingSchema };

declare module './search' {
  interface SearchKinds {
    /** Exhibitions (commerce). */
    exhibition: 'commerce';
  }
}
