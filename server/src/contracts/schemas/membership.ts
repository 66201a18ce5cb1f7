import { z } from 'zod';
import { orderOfKind, type Order } from './orders';
import { articleListItemSchema, type ArticleListItem } from './content';
import { fieldError, maxChars, pagingSchema, requiredText, wholeNumber } from './common';
import { cents, count, id, isoTime } from './wire';
// Declares this contract's /me events in UserEvents below; the import keeps user-events.ts in any program that compiles this file.
import type {} from '../user-events';

/*
 * Membership contract (issue #22): plans, the reader's entitlement (VIP months, buyout, article
 * credits), buying through orders (kind `membership`), unlocking a locked article with a credit,
 * and the entitlement ledger.
 *
 * Wire conventions (API.md): every route is under `/api/v1` and answers `{code, msg, data}`; lists
 * are `Paged<T>`; times are ISO 8601 (UTC); ids are uuids; money is an integer in minor units next
 * to an ISO 4217 `currency`.
 *
 * Route table (G = guest allowed; A = role admin; else logged in):
 *   G GET    /membership/plans                      → MembershipPlan[] (active plans, names in the reader's language)
 *     GET    /me/membership                         → MembershipState
 *     GET    /me/membership/ledger?page=&limit=     → Paged<LedgerEntry> (newest first)
 *     POST   /membership/orders                     membershipOrderSchema → MembershipOrder (status pending_payment;
 *                                                   paid with POST /orders/:id/pay {provider} like any order;
 *                                                   listed, cancelled, refunded through /orders like any order)
 *     POST   /articles/:id/unlock                   → UnlockResult (spends 1 credit, once per article; VIP or already
 *                                                   unlocked → no charge; no credit → code 0 `e.membership.no_credit`;
 *                                                   not published / not locked → 404 / code 0)
 *     GET    /me/unlocked-articles?page=&limit=     → Paged<ArticleListItem> (newest unlock first; `locked` stays as
 *                                                   the article says, the reader may open each in full)
 *   A GET    /admin/membership/plans?page=&limit=   → Paged<AdminMembershipPlan> (every plan, active or not)
 *   A GET    /admin/membership/plans/:id            → AdminMembershipPlan
 *   A POST   /admin/membership/plans                membershipPlanSchema → AdminMembershipPlan
 *   A PATCH  /admin/membership/plans/:id            updateMembershipPlanSchema → AdminMembershipPlan (kind and
 *                                                   size never change once created: make a new plan instead)
 *   A GET    /admin/membership/users?account=       → MemberLookup (the user with that mobile number, e-mail
 *                                                   address or id; none → 404)
 *   A GET    /admin/membership/users/:userId              → MembershipState (that user's)
 *   A GET    /admin/membership/users/:userId/ledger?page=&limit= → Paged<LedgerEntry>
 *   A POST   /admin/membership/users/:userId/adjust       membershipAdjustSchema → MembershipState (one `adjust` ledger row)
 *
 * Socket.io `/me`: `membership:update` {@link MembershipState} whenever the reader's state changes.
 * Paywall answers on content's routes: `unlock: {by: 'login'|'membership'|'credit', remainingCredits?}`
 * (content's UnlockHint).
 */

const emptyToUndefined = (v: unknown): unknown => (v === '' || v === null ? undefined : v);

export const PLAN_KINDS = ['months', 'credits', 'buyout'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

/** What one ledger row records. */
export const LEDGER_KINDS = ['grant', 'spend', 'expiry', 'refund', 'adjust'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const PLAN_NAME_MAX = 40;
export const PLAN_DESCRIPTION_MAX = 300;
export const PLAN_MONTHS_MAX = 120;
export const PLAN_CREDITS_MAX = 10_000;
/** Minor units. */
export const PLAN_PRICE_MAX = 100_000_000;
export const ADJUST_REASON_MAX = 200;
/** Largest change one admin adjustment makes (each way). */
export const ADJUST_CREDITS_MAX = 10_000;
export const ADJUST_DAYS_MAX = 3_650;

/** Three texts of one thing, by interface language. */
export const planTextsSchema = z.object({ 'zh-cn': z.string(), 'en-us': z.string(), 'zh-hant': z.string() }).meta({ id: 'PlanTexts' });
export type PlanTexts = z.infer<typeof planTextsSchema>;

// ───────────────────────────── requests ─────────────────────────────

const int = wholeNumber;

const texts = (max: number) =>
  z.object({
    'zh-cn': requiredText().refine(...maxChars(max)),
    'en-us': requiredText().refine(...maxChars(max)),
    'zh-hant': requiredText().refine(...maxChars(max)),
  });

/** `POST /membership/orders`. */
export const membershipOrderSchema = z.object({
  planId: z.guid({ error: 'v.uuid.invalid' }),
});
export type MembershipOrderInput = z.infer<typeof membershipOrderSchema>;

/** `:userId` of the admin routes. */
export const membershipUserParamSchema = z.object({
  userId: z.guid({ error: 'v.uuid.invalid' }),
});
export type MembershipUserParam = z.infer<typeof membershipUserParamSchema>;

/** Admins find a reader by what the reader would tell them: mobile number, e-mail address, or user id. */
export const memberLookupSchema = z.object({
  account: requiredText().refine(...maxChars(254)),
});
export type MemberLookupInput = z.infer<typeof memberLookupSchema>;

/** The reader an admin looked up: enough to be sure it is the right person. */
export const memberLookupDtoSchema = z
  .object({ id: id(), nickname: z.string(), avatar: z.string().nullable(), createdAt: isoTime() })
  .meta({ id: 'MemberLookup' });
export type MemberLookup = z.infer<typeof memberLookupDtoSchema>;

/**
 * `POST /articles/:id/unlock` takes no fields: an empty object, or none at all (the anti-forgery
 * `__token__` may travel in it instead of its header; unknown fields are ignored).
 */
export const unlockBodySchema = z.object({}, { error: fieldError() });

/** Paged lists of this contract (ledger, unlocked articles, admin plans). */
export const membershipPagingSchema = pagingSchema;

/**
 * `POST /admin/membership/plans`. `months` is required for kind months (and only then), `credits`
 * for kind credits; a buyout has neither. Currency: 3 upper-case letters, default CNY.
 */
export const membershipPlanSchema = z
  .object({
    kind: z.enum(PLAN_KINDS, { error: fieldError() }),
    months: z.preprocess(emptyToUndefined, int(1, PLAN_MONTHS_MAX).optional()),
    credits: z.preprocess(emptyToUndefined, int(1, PLAN_CREDITS_MAX).optional()),
    price: int(0, PLAN_PRICE_MAX),
    currency: z.preprocess(
      emptyToUndefined,
      z
        .string({ error: fieldError() })
        .trim()
        .overwrite((s) => s.toUpperCase())
        .regex(/^[A-Z]{3}$/, { message: 'v.format.invalid' })
        .default('CNY'),
    ),
    names: texts(PLAN_NAME_MAX),
    descriptions: texts(PLAN_DESCRIPTION_MAX),
    active: z.boolean({ error: fieldError() }).default(true),
    position: z.preprocess(emptyToUndefined, int(0, 1000).default(0)),
  })
  .refine((p) => (p.kind === 'months') === (p.months !== undefined), { message: 'v.required', path: ['months'] })
  .refine((p) => (p.kind === 'credits') === (p.credits !== undefined), { message: 'v.required', path: ['credits'] });
export type MembershipPlanInput = z.infer<typeof membershipPlanSchema>;

/** `PATCH /admin/membership/plans/:id`: price, currency, texts, active, position; an absent field keeps its value. */
export const updateMembershipPlanSchema = z
  .object({
    price: int(0, PLAN_PRICE_MAX).optional(),
    currency: z
      .string({ error: fieldError() })
      .trim()
      .overwrite((s) => s.toUpperCase())
      .regex(/^[A-Z]{3}$/, { message: 'v.format.invalid' })
      .optional(),
    names: texts(PLAN_NAME_MAX).optional(),
    descriptions: texts(PLAN_DESCRIPTION_MAX).optional(),
    active: z.boolean({ error: fieldError() }).optional(),
    position: int(0, 1000).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'v.nothing_to_update' });
export type UpdateMembershipPlanInput = z.infer<typeof updateMembershipPlanSchema>;

/**
 * `POST /admin/membership/users/:userId/adjust`: adds (or, negative, takes away) credits and/or VIP days,
 * with a reason the ledger keeps beside the admin's id. At least one of credits/days, not 0.
 * Credits never go below 0 and VIP days are never taken past now (refused with code 0).
 */
export const membershipAdjustSchema = z
  .object({
    credits: z.preprocess(emptyToUndefined, int(-ADJUST_CREDITS_MAX, ADJUST_CREDITS_MAX).optional()),
    days: z.preprocess(emptyToUndefined, int(-ADJUST_DAYS_MAX, ADJUST_DAYS_MAX).optional()),
    reason: requiredText().refine(...maxChars(ADJUST_REASON_MAX)),
  })
  .refine((a) => (a.credits ?? 0) !== 0 || (a.days ?? 0) !== 0, { message: 'v.nothing_to_update', path: ['credits'] });
export type MembershipAdjustInput = z.infer<typeof membershipAdjustSchema>;

// ───────────────────────────── answers ─────────────────────────────

/** An ISO 4217 currency code. */
const currency = () =>
  z
    .string()
    .regex(/^[A-Z]{3}$/)
    .meta({ description: 'ISO 4217 code, e.g. CNY.' });

/** A plan's size: months for kind months, credits for kind credits, neither for a buyout. */
const planSize = {
  /** Kind months only. */
  months: z.int().min(1).optional().meta({ description: 'Kind months only.' }),
  /** Kind credits only. */
  credits: z.int().min(1).optional().meta({ description: 'Kind credits only.' }),
};

/** A plan as a reader sees it (`GET /membership/plans`): texts in the reader's language. */
export const membershipPlanDtoSchema = z
  .object({
    id: id(),
    kind: z.enum(PLAN_KINDS),
    ...planSize,
    /** Minor units. */
    price: cents().meta({ description: 'Minor units of `currency`.' }),
    currency: currency(),
    name: z.string(),
    description: z.string(),
    active: z.boolean(),
  })
  .meta({ id: 'MembershipPlan' });
export type MembershipPlan = z.infer<typeof membershipPlanDtoSchema>;

/** A plan as the admin area edits it: every language's texts. */
export const adminMembershipPlanDtoSchema = membershipPlanDtoSchema
  .extend({
    names: planTextsSchema,
    descriptions: planTextsSchema,
    position: z.int().min(0),
    createdAt: isoTime(),
    updatedAt: isoTime(),
  })
  .meta({ id: 'AdminMembershipPlan' });
export type AdminMembershipPlan = z.infer<typeof adminMembershipPlanDtoSchema>;

/** `GET /me/membership`: the reader's state row (always present; a reader who never bought anything gets zeros). */
/**
 * What the member centre says first (issue #36), one per reader, in this order: `buyout` (permanent),
 * `vip` (VIP months running), `credits` (article credits left, not VIP now), `lapsed` (VIP months
 * ended, no credits), `spent` (bought article credits only and used them all), `none` (never a member).
 */
export const MEMBERSHIP_STATUSES = ['buyout', 'vip', 'credits', 'lapsed', 'spent', 'none'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const membershipStateSchema = z
  .object({
    /** The one state the member centre headlines (see MEMBERSHIP_STATUSES). Additive field. */
    status: z.enum(MEMBERSHIP_STATUSES).meta({
      description:
        'The member centre’s headline state, first that applies: buyout, vip (months running), credits (credits left, not VIP now), lapsed (VIP months ended, no credits), spent (credits only, all used), none (never a member).',
    }),
    /** VIP now: a buyout, or `vipUntil` in the future. */
    vip: z.boolean().meta({ description: 'VIP now: a buyout, or `vipUntil` in the future.' }),
    /** Permanent membership. */
    buyout: z.boolean().meta({ description: 'Permanent membership.' }),
    /** End of the VIP months (an instant; the last day is counted in Asia/Shanghai, docs/decisions/0098-vip-calendar.md); null if never VIP by months. */
    vipUntil: isoTime()
      .nullable()
      .meta({ description: 'End of the VIP months (the last day is counted in Asia/Shanghai); null if never VIP by months.' }),
    /** When the reader first became a member (first grant of any plan); null if never. */
    openedAt: isoTime().nullable().meta({ description: 'When the reader first became a member (first grant of any plan); null if never.' }),
    remainingCredits: count(),
    /** Articles this reader has unlocked (with a credit or while VIP) so far. */
    cumulativeArticles: count().meta({ description: 'Articles this reader has unlocked (with a credit or while VIP) so far.' }),
  })
  .meta({ id: 'MembershipState' });
export type MembershipState = z.infer<typeof membershipStateSchema>;

/** `POST /articles/:id/unlock`. */
export const unlockResultSchema = z
  .object({
    articleId: id(),
    remainingCredits: count(),
    /** A credit was spent by this call (false: VIP, or unlocked before). Additive field. */
    charged: z.boolean().meta({ description: 'A credit was spent by this call (false: VIP, or unlocked before).' }),
  })
  .meta({ id: 'UnlockResult' });
export type UnlockResult = z.infer<typeof unlockResultSchema>;

/** One row of the entitlement ledger. */
export const ledgerEntrySchema = z
  .object({
    id: id(),
    kind: z.enum(LEDGER_KINDS),
    /** Credits added (+) or taken (−) by this row. */
    credits: z.int().meta({ description: 'Credits added (+) or taken (−) by this row.' }),
    /** VIP end date moved by this row, in seconds (+ later, − earlier); 0 if untouched. */
    vipSeconds: z.int().meta({ description: 'VIP end date moved by this row, in seconds (+ later, − earlier); 0 if untouched.' }),
    /** The row made the membership permanent (+1) or took a buyout back (−1); 0 otherwise. */
    buyout: z
      .literal([-1, 0, 1])
      .meta({ description: 'The row made the membership permanent (+1) or took a buyout back (−1); 0 otherwise.' }),
    /** The membership order it belongs to (grant, refund). */
    orderId: id().nullable().meta({ description: 'The membership order it belongs to (grant, refund).' }),
    /** The article a spend unlocked. */
    articleId: id().nullable().meta({ description: 'The article a spend unlocked.' }),
    /** Why (admin adjustments; refunds and expiries say so in their own words). */
    reason: z.string().nullable().meta({ description: 'Why (admin adjustments; refunds and expiries say so in their own words).' }),
    /** Who made it: the admin for an adjustment, null for the system. */
    actorId: id().nullable().meta({ description: 'Who made it: the admin for an adjustment, null for the system.' }),
    createdAt: isoTime(),
  })
  .meta({ id: 'MembershipLedgerEntry' });
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** The `details` of a `membership` order (one line: the plan). */
export const membershipOrderFieldsSchema = z
  .object({
    plan: z.object({ id: id(), kind: z.enum(PLAN_KINDS), ...planSize, name: z.string() }),
  })
  .meta({ id: 'MembershipOrderDetails' });
export type MembershipOrderFields = z.infer<typeof membershipOrderFieldsSchema>;

declare module './orders' {
  interface OrderKinds {
    membership: MembershipOrderFields;
  }
}

/** A membership order as `/orders` and `POST /membership/orders` show it. */
export const membershipOrderDtoSchema = orderOfKind('membership', membershipOrderFieldsSchema, 'MembershipOrder');
export type MembershipOrder = Order<'membership'>;

/** `GET /me/unlocked-articles`: content's list items. */
export const unlockedArticleSchema = articleListItemSchema;
export type UnlockedArticle = ArticleListItem;

/** Socket.io `/me` event `membership:update`. */
export type MembershipUpdateEvent = MembershipState;

declare module '../user-events' {
  interface UserEvents {
    /** The user's membership state changed (grant, spend, expiry, refund, adjustment). */
    'membership:update': MembershipUpdateEvent;
  }
}
