import { z } from 'zod';
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import type { MessageKey } from '../messages';
import { creditCodeProblem, isEmail, isPhone } from '../validators';
import { ASSET_PATH_MAX, fieldError, isAssetPath, maxChars, pagingSchema, requiredText, wholeNumber } from './common';
import { LICENCE_REF_RE } from '../limits';
import { orderOfKind } from './orders';
import { cents, count, id, isoDay, isoTime } from './wire';

/*
 * Advertisers contract (issue #23): applications with a business licence, review with reasons,
 * paid placements (orders of kind `ad_placement`), ads served to slots, ad records.
 *
 * Wire conventions (API.md): every route is under `/api/v1` and answers `{code, msg, data}`; lists
 * are `Paged<T>`; times are ISO 8601 (UTC); ids are uuids; money in minor units. Someone else's
 * application or campaign is a 404.
 *
 * Route table (G = guest allowed; R = roles admin or customer_service; A = role admin):
 *     POST   /advertisers/licences                  multipart file → UploadedImage (url = the licence's private path,
 *                                                   what `licenseImage` takes; only its uploader may attach it)
 *     GET    /advertisers/licences/:id              → the picture (its uploader, or roles admin/customer_service; else 404;
 *                                                   Cache-Control: private, no-store)
 *     POST   /advertisers/applications              applicationSchema → ApplicationDto (status awaiting_review;
 *                                                   one open application per user: a second is refused)
 *     PUT    /advertisers/applications/:id          applicationSchema → ApplicationDto (own, rejected only:
 *                                                   edit and resubmit → awaiting_review)
 *     GET    /me/advertiser                         → ApplicationDto | null (the latest, with rejectReason and history)
 *   G GET    /advertisers/packages                  → AdPackageDto[] (active packages, by slot and days)
 *     POST   /advertisers/placements                placementSchema → PlacementOrderDto (an order of kind
 *                                                   `ad_placement`, pending payment; approved or paid advertisers only;
 *                                                   pay it with `POST /orders/:id/pay` like any order)
 *     GET    /me/campaigns?status=&page=&limit=     → Paged<CampaignDto>
 *     PUT    /me/campaigns/:id/creative             creativeSchema → CampaignDto (own; the creative goes back to review)
 *     GET    /me/ad-records?campaignId=             → AdRecordsDto (totals per campaign + per-day series)
 *   G GET    /ads?slot=home_banner|feed_card|in_article&device=  → ServedAdDto[] (what to show now)
 *   G POST   /ads/:id/impressions                   adEventSchema {serve, device?} → {counted: true} (once per serve id)
 *   G POST   /ads/:id/clicks                        adEventSchema {serve, device?} → {counted: true} (once per serve id, after its impression)
 *   R GET    /admin/advertisers/applications?status=&page=&limit= → Paged<AdminApplicationDto>
 *   R GET    /admin/advertisers/applications/:id    → AdminApplicationDto
 *   R POST   /admin/advertisers/applications/:id/review  reviewSchema → AdminApplicationDto
 *   R GET    /admin/advertisers/reject-templates    → RejectTemplateDto[] (fixed, three languages)
 *   R GET    /admin/campaigns?status=&creativeStatus=&page=&limit= → Paged<AdminCampaignDto>
 *   R POST   /admin/campaigns/:id/creative-review   reviewSchema → AdminCampaignDto
 *   A GET    /admin/advertisers/packages            → AdPackageAdminDto[] (all, inactive too)
 *   A POST   /admin/advertisers/packages            packageSchema → AdPackageAdminDto
 *   A PATCH  /admin/advertisers/packages/:id        updatePackageSchema → AdPackageAdminDto
 *   A DELETE /admin/advertisers/packages/:id        → {deleted: 1} (a package never bought; a bought one is refused, e.advertisers.package_in_use: take it off sale instead)
 *
 * Viewer identity for the frequency cap (GET /ads, POST /ads/:id/*): the user id when the request
 * carries a session, else `device` — a random uuid the client keeps in local storage and sends as
 * a query parameter (GET) or in the body (POST). Without either, the cap is per IP address.
 */

const emptyToUndefined = (v: unknown): unknown => (v === '' || v === null ? undefined : v);

// ───────────────────────────── enums ─────────────────────────────

/**
 * Application states (SPEC §4). `submitted` is the instant of submission (it shows in the history
 * only): a submitted application waits for review at once.
 */
export const APPLICATION_STATUSES = ['awaiting_review', 'approved', 'rejected', 'paid'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Open = not finished with: a user has at most one application in these states. */
export const OPEN_APPLICATION_STATUSES = ['awaiting_review', 'approved', 'rejected'] as const satisfies readonly ApplicationStatus[];

/** Entries of an application's history: who did what when (and why, for a rejection). */
export const APPLICATION_ACTIONS = ['submitted', 'resubmitted', 'approved', 'rejected', 'paid'] as const;
export type ApplicationAction = (typeof APPLICATION_ACTIONS)[number];

export const REVIEW_DECISIONS = ['approve', 'reject'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const AD_SLOTS = ['home_banner', 'feed_card', 'in_article'] as const;
export type AdSlot = (typeof AD_SLOTS)[number];

/**
 * A campaign as its advertiser sees it: pending_payment (order not paid yet), scheduled (paid, the
 * window not begun or the creative not approved yet), running (inside the window, creative
 * approved), ended (window over), cancelled (order cancelled or expired), refunded.
 */
export const CAMPAIGN_STATUSES = ['pending_payment', 'scheduled', 'running', 'ended', 'cancelled', 'refunded'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CREATIVE_STATUSES = ['pending_review', 'approved', 'rejected'] as const;
export type CreativeStatus = (typeof CREATIVE_STATUSES)[number];

// ───────────────────────────── field rules ─────────────────────────────

/** A phone prefix: `+` and 1–4 digits (`+86`, `+852`, `+1`); a missing `+` is added. */
export const PHONE_PREFIX = /^\+[1-9]\d{0,3}$/;

export function normalisePhonePrefix(v: string): string {
  const t = v.trim();
  return t.startsWith('+') ? t : `+${t}`;
}

/**
 * A phone number valid for its prefix: +86 by the SPEC's rule (11 digits, `1` then 3–9), any other
 * prefix by libphonenumber's metadata (the number as digits without the prefix).
 */
export function isPhoneForPrefix(prefix: string, phone: string): boolean {
  const p = normalisePhonePrefix(prefix);
  if (!PHONE_PREFIX.test(p) || !/^\d{4,15}$/.test(phone)) return false;
  if (p === '+86') return isPhone(phone);
  try {
    return isValidPhoneNumber(`${p}${phone}`);
  } catch {
    return false;
  }
}

/** An ad link: an `https:` URL or an in-app path (`/pages/...`); never `javascript:`, `data:` or plain http. */
export const isAdLink = (s: string): boolean =>
  /^\/pages\/[A-Za-z0-9/_-]+(\?[A-Za-z0-9=&%_.-]*)?$/.test(s) || /^https:\/\/[A-Za-z0-9.-]+(?::\d+)?(?:[/?#][^\s"'<>\\]*)?$/.test(s);

const text = (field: string, max: number) => requiredText(`v.advertiser.${field}.required` as MessageKey).refine(...maxChars(max));

const prefix = (field: 'legalPhonePrefix' | 'contactPhonePrefix') =>
  requiredText(`v.advertiser.${field}.required`)
    .transform(normalisePhonePrefix)
    .refine((s) => PHONE_PREFIX.test(s), { message: 'v.advertiser.phonePrefix.invalid' });

const email = (field: 'legalEmail' | 'contactEmail') =>
  requiredText(`v.advertiser.${field}.required`)
    .refine(...maxChars(254))
    .refine(isEmail, { message: `v.advertiser.${field}.invalid` });

export { LICENCE_REF_RE, licenceRef } from '../limits';

/** `POST /advertisers/licences` (multipart). */
export const licenceFormSchema = z.object({
  file: z
    .file()
    .meta({ description: 'The licence picture (JPEG, PNG, WebP, GIF, HEIF or AVIF), at most the server’s `UPLOAD_MAX_BYTES`.' }),
});

/** A file path from the upload flow (see `assetPath`), its refusal naming the field when missing. */
const asset = (requiredKey: MessageKey) =>
  requiredText(requiredKey).max(ASSET_PATH_MAX, { message: 'v.too_long' }).refine(isAssetPath, { message: 'v.path.invalid' });

const accepted = (key: MessageKey) => z.literal(true, { error: () => key });

export const APPLICATION_TEXT_MAX = { name: 100, address: 200, scope: 500, id: 50 } as const;

/** The application's fields, each required; refusals name their field (`v.advertiser.<field>.required`). */
const applicationFields = {
  companyName: text('companyName', APPLICATION_TEXT_MAX.name),
  province: text('province', 20),
  city: text('city', 20),
  district: text('district', 20),
  address: text('address', APPLICATION_TEXT_MAX.address),
  creditCode: requiredText('v.advertiser.creditCode.required').superRefine((code, ctx) => {
    const problem = creditCodeProblem(code);
    if (!problem) return;
    const { kind, ...params } = problem;
    ctx.addIssue({ code: 'custom', message: `v.advertiser.creditCode.${kind}`, params });
  }),
  licenseImage: requiredText('v.advertiser.licenseImage.required').refine((v) => LICENCE_REF_RE.test(v), {
    message: 'v.advertiser.licenseImage.not_uploaded',
  }),
  businessScope: text('businessScope', APPLICATION_TEXT_MAX.scope),
  legalName: text('legalName', APPLICATION_TEXT_MAX.name),
  legalPhonePrefix: prefix('legalPhonePrefix'),
  legalPhone: requiredText('v.advertiser.legalPhone.required'),
  legalEmail: email('legalEmail'),
  contactName: text('contactName', APPLICATION_TEXT_MAX.name),
  contactPhonePrefix: prefix('contactPhonePrefix'),
  contactPhone: requiredText('v.advertiser.contactPhone.required'),
  contactEmail: email('contactEmail'),
  wechatId: text('wechatId', APPLICATION_TEXT_MAX.id),
  whatsapp: text('whatsapp', APPLICATION_TEXT_MAX.id),
  agree: accepted('v.advertiser.agree_required'),
  riskConfirmed: accepted('v.advertiser.risk_required'),
};

/** The fields of the application form, in the order the form shows them. */
export const APPLICATION_FIELDS = Object.keys(applicationFields) as (keyof typeof applicationFields)[];

const filled = (v: unknown, key: string): boolean => {
  const x = typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[key] : undefined;
  return typeof x === 'string' && x.trim() !== '';
};

/** A phone and its prefix both typed (the raw input): then the pair is checked, whatever else is missing. */
const phoneGiven = (who: 'legal' | 'contact') => (p: { value: unknown }) => filled(p.value, `${who}Phone`) && filled(p.value, `${who}PhonePrefix`);

const phoneFits = (pre: unknown, phone: unknown): boolean =>
  typeof phone !== 'string' || typeof pre !== 'string' || isPhoneForPrefix(pre, phone.trim());

/**
 * `POST /advertisers/applications`, `PUT /advertisers/applications/:id`: every field required,
 * phones checked against their prefixes (field `legalPhone` / `contactPhone`).
 */
export const applicationSchema = z
  .object(applicationFields)
  // checked even while other fields are missing (`when`): a form checking one step at a time hears at once
  .refine((a) => phoneFits(a.legalPhonePrefix, a.legalPhone), {
    path: ['legalPhone'],
    message: 'v.advertiser.legalPhone.invalid',
    when: phoneGiven('legal'),
  })
  .refine((a) => phoneFits(a.contactPhonePrefix, a.contactPhone), {
    path: ['contactPhone'],
    message: 'v.advertiser.contactPhone.invalid',
    when: phoneGiven('contact'),
  });
export type ApplicationInput = z.infer<typeof applicationSchema>;

/** The application as typed into the form (before parsing). */
export type ApplicationForm = z.input<typeof applicationSchema>;

export const REJECT_REASON_MAX = 500;

/**
 * The ready-made rejection reasons (texts in the server's catalogue, three languages). A rejection
 * names one (`reasonKey`: shown to the applicant in their language) or gives the reviewer's own
 * words (`reason`: shown as written, marked as the reviewer's note) — decision 0135.
 */
export const AD_REJECT_TEMPLATES = [
  'licence_unclear',
  'company_mismatch',
  'scope_unsupported',
  'contact_unreachable',
  'creative_misleading',
] as const;
export type AdRejectTemplate = (typeof AD_REJECT_TEMPLATES)[number];

/**
 * `POST /admin/.../review` (applications and creatives): a rejection needs a reason, a ready-made
 * one (`reasonKey`) or the reviewer's own words (`reason`), one of the two.
 */
export const reviewSchema = z
  .object({
    decision: z.enum(REVIEW_DECISIONS, { error: fieldError() }),
    reasonKey: z.preprocess(emptyToUndefined, z.enum(AD_REJECT_TEMPLATES, { error: fieldError() }).optional()),
    reason: z.preprocess(
      emptyToUndefined,
      z
        .string({ error: fieldError() })
        .trim()
        .refine(...maxChars(REJECT_REASON_MAX))
        .optional(),
    ),
  })
  .superRefine((r, ctx) => {
    if (r.decision !== 'reject') return;
    if (!r.reason && !r.reasonKey) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'v.advertiser.reason.required' });
    if (r.reason && r.reasonKey) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'v.advertiser.reason.one' });
  });
export type ReviewInput = z.infer<typeof reviewSchema>;

export const AD_TITLE_MAX = 60;
export const AD_LINK_MAX = 500;

/** An ad's creative: image (from the upload flow), title, link (`https:` or in-app only). */
export const creativeSchema = z.object({
  image: asset('v.advertiser.image.required'),
  title: requiredText('v.advertiser.title.required').refine(...maxChars(AD_TITLE_MAX)),
  link: requiredText('v.advertiser.link.required')
    .refine(...maxChars(AD_LINK_MAX))
    .refine(isAdLink, { message: 'v.advertiser.link.invalid' }),
});
export type CreativeInput = z.infer<typeof creativeSchema>;

/** `POST /advertisers/placements`: a package and the ad's creative. */
export const placementSchema = creativeSchema.extend({
  packageId: z.guid({ error: 'v.uuid.invalid' }),
});
export type PlacementInput = z.infer<typeof placementSchema>;

const localisedName = (max: number) =>
  z.object({
    'zh-cn': requiredText().refine(...maxChars(max)),
    'en-us': requiredText().refine(...maxChars(max)),
    'zh-hant': requiredText().refine(...maxChars(max)),
  });

const intIn = wholeNumber;

const packageFields = {
  slot: z.enum(AD_SLOTS, { error: fieldError() }),
  days: intIn(1, 365),
  /** Minor units (fen, cents). */
  price: intIn(0, 100_000_000),
  currency: z.enum(['CNY'], { error: fieldError() }),
  names: localisedName(60),
  active: z.boolean({ error: fieldError() }),
};

/** `POST /admin/advertisers/packages`. */
export const packageSchema = z.object({
  ...packageFields,
  currency: packageFields.currency.default('CNY'),
  active: packageFields.active.default(true),
});
export type PackageInput = z.infer<typeof packageSchema>;

/** `PATCH /admin/advertisers/packages/:id`: any of the fields. */
export const updatePackageSchema = z
  .object({
    slot: packageFields.slot.optional(),
    days: packageFields.days.optional(),
    price: packageFields.price.optional(),
    names: packageFields.names.optional(),
    active: packageFields.active.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'v.nothing_to_update' });
export type UpdatePackageInput = z.infer<typeof updatePackageSchema>;

/** `GET /admin/advertisers/applications?status=&page=&limit=`. */
export const adminApplicationListSchema = pagingSchema.extend({
  status: z.preprocess(emptyToUndefined, z.enum(APPLICATION_STATUSES, { error: fieldError() }).optional()),
});
export type AdminApplicationListInput = z.infer<typeof adminApplicationListSchema>;

/** `GET /me/campaigns?status=`, `GET /admin/campaigns?status=&creativeStatus=`. */
export const campaignListSchema = pagingSchema.extend({
  status: z.preprocess(emptyToUndefined, z.enum(CAMPAIGN_STATUSES, { error: fieldError() }).optional()),
  creativeStatus: z.preprocess(emptyToUndefined, z.enum(CREATIVE_STATUSES, { error: fieldError() }).optional()),
});
export type CampaignListInput = z.infer<typeof campaignListSchema>;

/** `GET /me/ad-records?campaignId=`: one campaign's series, or all of the advertiser's summed. */
export const adRecordsQuerySchema = z.object({
  campaignId: z.preprocess(emptyToUndefined, z.guid({ error: 'v.uuid.invalid' }).optional()),
});
export type AdRecordsQuery = z.infer<typeof adRecordsQuerySchema>;

const deviceId = z.preprocess(emptyToUndefined, z.guid({ error: 'v.advertiser.device.invalid' }).optional());

/** `GET /ads?slot=&device=`. */
export const adSlotQuerySchema = z.object({
  slot: z.preprocess(emptyToUndefined, z.enum(AD_SLOTS, { error: fieldError() }).default('home_banner')),
  device: deviceId,
});
export type AdSlotQuery = z.infer<typeof adSlotQuerySchema>;

/**
 * `POST /ads/:id/impressions`, `POST /ads/:id/clicks`: the `serve` id the ad came with from
 * `GET /ads` (and the same `device` as then, for a guest).
 */
export const adEventSchema = z.object({
  device: deviceId,
  serve: z
    .string({ error: 'v.advertiser.serve.invalid' })
    .min(1, { error: 'v.advertiser.serve.invalid' })
    .max(100, { error: 'v.advertiser.serve.invalid' }),
});
export type AdEventInput = z.infer<typeof adEventSchema>;

// ───────────────────────────── answers ─────────────────────────────

export const applicationHistoryEntrySchema = z
  .object({
    action: z.enum(APPLICATION_ACTIONS),
    /** Who did it: the applicant, a reviewer (nickname), or the system (payment). */
    by: z
      .object({ id: id().nullable(), nickname: z.string() })
      .nullable()
      .meta({ description: 'Who did it: the applicant, a reviewer (nickname), or the system (payment).' }),
    /** A rejection's reason in the reader's language (a ready-made one), or the reviewer's words as written. */
    reason: z
      .string()
      .nullable()
      .meta({ description: 'A rejection’s reason in the reader’s language, or the reviewer’s words as written.' }),
    /** True when `reason` is the reviewer's own words (shown as written, marked as their note). */
    reasonIsFreeText: z.boolean().meta({ description: 'True when `reason` is the reviewer’s own words (shown as written).' }),
    at: isoTime(),
  })
  .meta({ id: 'AdvertiserApplicationHistoryEntry' });
export type ApplicationHistoryEntry = z.infer<typeof applicationHistoryEntrySchema>;

export const applicationDtoSchema = z
  .object({
    id: id(),
    status: z.enum(APPLICATION_STATUSES),
    companyName: z.string(),
    province: z.string(),
    city: z.string(),
    district: z.string(),
    address: z.string(),
    creditCode: z.string(),
    /** The stored path (as sent) and its URL for showing. */
    licenseImage: z.string().meta({ description: 'The stored path, as sent.' }),
    licenseImageUrl: z.string().meta({ description: 'Its URL for showing.' }),
    businessScope: z.string(),
    legalName: z.string(),
    legalPhonePrefix: z.string(),
    legalPhone: z.string(),
    legalEmail: z.string(),
    contactName: z.string(),
    contactPhonePrefix: z.string(),
    contactPhone: z.string(),
    contactEmail: z.string(),
    wechatId: z.string(),
    whatsapp: z.string(),
    /** The last rejection's reason while rejected, else null. */
    rejectReason: z.string().nullable().meta({
      description:
        'The last rejection’s reason while rejected, else null: a ready-made reason in the reader’s language, or the reviewer’s words as written.',
    }),
    /** True when `rejectReason` is the reviewer's own words (shown as written, marked as their note). */
    rejectReasonIsFreeText: z.boolean().meta({ description: 'True when `rejectReason` is the reviewer’s own words.' }),
    submittedAt: isoTime(),
    updatedAt: isoTime(),
    /** Oldest first. */
    history: z.array(applicationHistoryEntrySchema).meta({ description: 'Oldest first.' }),
  })
  .meta({ id: 'AdvertiserApplication' });
export type ApplicationDto = z.infer<typeof applicationDtoSchema>;

export const adminApplicationDtoSchema = applicationDtoSchema
  .extend({ applicant: z.object({ id: id(), nickname: z.string(), avatar: z.string().nullable() }) })
  .meta({ id: 'AdminAdvertiserApplication' });
export type AdminApplicationDto = z.infer<typeof adminApplicationDtoSchema>;

export const rejectTemplateDtoSchema = z
  .object({
    key: z.string(),
    /** In the reader's language. */
    text: z.string().meta({ description: 'In the reader’s language.' }),
  })
  .meta({ id: 'AdvertiserRejectTemplate' });
export type RejectTemplateDto = z.infer<typeof rejectTemplateDtoSchema>;

export const adPackageDtoSchema = z
  .object({
    id: id(),
    slot: z.enum(AD_SLOTS),
    days: z.int().min(1),
    price: cents(),
    currency: z.string().length(3),
    /** In the reader's language. */
    name: z.string().meta({ description: 'In the reader’s language.' }),
  })
  .meta({ id: 'AdPackage' });
export type AdPackageDto = z.infer<typeof adPackageDtoSchema>;

export const adPackageAdminDtoSchema = adPackageDtoSchema
  .extend({
    names: z.object({ 'zh-cn': z.string(), 'en-us': z.string(), 'zh-hant': z.string() }),
    active: z.boolean(),
    createdAt: isoTime(),
  })
  .meta({ id: 'AdPackageAdmin' });
export type AdPackageAdminDto = z.infer<typeof adPackageAdminDtoSchema>;

export const creativeDtoSchema = z
  .object({
    image: z.string(),
    imageUrl: z.string(),
    title: z.string(),
    link: z.string(),
  })
  .meta({ id: 'AdCreative' });
export type CreativeDto = z.infer<typeof creativeDtoSchema>;

export const campaignDtoSchema = z
  .object({
    id: id(),
    status: z.enum(CAMPAIGN_STATUSES),
    package: adPackageDtoSchema,
    orderId: id(),
    /** The window, set on payment (null before). */
    startsAt: isoTime().nullable().meta({ description: 'The window, set on payment (null before).' }),
    endsAt: isoTime().nullable(),
    creative: creativeDtoSchema,
    creativeStatus: z.enum(CREATIVE_STATUSES),
    /** While rejected: a ready-made reason in the reader's language, or the reviewer's words as written. */
    creativeRejectReason: z.string().nullable(),
    /** True when `creativeRejectReason` is the reviewer's own words. */
    creativeRejectReasonIsFreeText: z.boolean(),
    /** What the order cost (minor units), 0 until paid or after a refund. */
    spend: cents().meta({ description: 'What the order cost (minor units), 0 until paid or after a refund.' }),
    currency: z.string().length(3),
    impressions: count(),
    clicks: count(),
    createdAt: isoTime(),
  })
  .meta({ id: 'AdCampaign' });
export type CampaignDto = z.infer<typeof campaignDtoSchema>;

export const adminCampaignDtoSchema = campaignDtoSchema
  .extend({ advertiser: z.object({ applicationId: id(), companyName: z.string(), userId: id() }) })
  .meta({ id: 'AdminAdCampaign' });
export type AdminCampaignDto = z.infer<typeof adminCampaignDtoSchema>;

/** The `details` of an `ad_placement` order (one line: the package). */
export const adPlacementFieldsSchema = z
  .object({
    campaignId: id(),
    slot: z.enum(AD_SLOTS),
    days: z.int().min(1),
    startsAt: isoTime().nullable(),
    endsAt: isoTime().nullable(),
    creativeStatus: z.enum(CREATIVE_STATUSES),
  })
  .meta({ id: 'AdPlacementOrderDetails', description: 'The `details` of an `ad_placement` order (one line: the package).' });
export type AdPlacementFields = z.infer<typeof adPlacementFieldsSchema>;

declare module './orders' {
  interface OrderKinds {
    ad_placement: AdPlacementFields;
  }
}

/** An ad placement order as `/orders` shows it. */
export const adPlacementOrderSchema = orderOfKind('ad_placement', adPlacementFieldsSchema, 'AdPlacementOrder');

/** The order `POST /advertisers/placements` placed (pay it with `POST /orders/:id/pay`). */
export const placementOrderDtoSchema = z.object({
  orderId: id(),
  orderNumber: z.string(),
  campaignId: id(),
  total: cents(),
  currency: z.string().length(3),
  expiresAt: isoTime(),
});
export type PlacementOrderDto = z.infer<typeof placementOrderDtoSchema>;

/** An ad to show in a slot now. The client labels it as an ad (`sponsored` is always true). */
export const servedAdDtoSchema = z
  .object({
    /** The campaign id (report impressions and clicks to it). */
    id: id().meta({ description: 'The campaign id (report impressions and clicks to it).' }),
    slot: z.enum(AD_SLOTS),
    sponsored: z.literal(true),
    /** Who pays for it (the company name). */
    advertiser: z.string().meta({ description: 'Who pays for it (the company name).' }),
    image: z.string(),
    imageUrl: z.string(),
    title: z.string(),
    link: z.string(),
    /** This showing's serve id: send it with its impression and click (signed, for this viewer, expires in an hour, each counted once). */
    serve: z
      .string()
      .meta({
        description:
          'This showing’s serve id: send it with its impression and click (signed, for this viewer, expires in an hour, each counted once).',
      }),
  })
  .meta({ id: 'ServedAd', description: 'An ad to show in a slot now. The client labels it as an ad (`sponsored` is always true).' });
export type ServedAdDto = z.infer<typeof servedAdDtoSchema>;

/** `POST /ads/:id/impressions`, `POST /ads/:id/clicks`. */
export const adEventResultSchema = z.object({ counted: z.boolean() });
export type AdEventResult = z.infer<typeof adEventResultSchema>;

/** clicks / impressions, 0 when there was none; a fraction (0.05 = 5%). */
const ctr = () =>
  z
    .number()
    .min(0)
    .max(1)
    .meta({ description: 'clicks / impressions rounded to 4 places, 0 without impressions; a fraction (0.05 = 5%).' });

export const adDayDtoSchema = z
  .object({
    /** `YYYY-MM-DD`, UTC. */
    day: isoDay().meta({ description: 'UTC.' }),
    impressions: count(),
    clicks: count(),
    ctr: ctr(),
  })
  .meta({ id: 'AdDay' });
export type AdDayDto = z.infer<typeof adDayDtoSchema>;

export const adRecordRowSchema = z
  .object({
    campaignId: id(),
    title: z.string(),
    slot: z.enum(AD_SLOTS),
    status: z.enum(CAMPAIGN_STATUSES),
    startsAt: isoTime().nullable(),
    endsAt: isoTime().nullable(),
    spend: cents(),
    currency: z.string().length(3),
    impressions: count(),
    clicks: count(),
    ctr: ctr(),
  })
  .meta({ id: 'AdRecordRow' });
export type AdRecordRow = z.infer<typeof adRecordRowSchema>;

export const adRecordsDtoSchema = z.object({
  /** Every campaign of the advertiser (newest first), with its totals. */
  campaigns: z.array(adRecordRowSchema).meta({ description: 'Every campaign of the advertiser (newest first), with its totals.' }),
  /** Totals over `campaigns` (or the one asked for). */
  totals: z
    .object({ spend: cents(), currency: z.string().length(3), impressions: count(), clicks: count(), ctr: ctr() })
    .meta({ description: 'Totals over `campaigns` (or the one asked for).' }),
  /** Per day, oldest first, over the campaign asked for (or all summed), days without counts included within the windows. */
  days: z.array(adDayDtoSchema).meta({
    description: 'Per day, oldest first, over the campaign asked for (or all summed), days without counts included within the windows.',
  }),
});
export type AdRecordsDto = z.infer<typeof adRecordsDtoSchema>;

/** clicks / impressions rounded to 4 places; 0 without impressions. */
export function ctrOf(impressions: number, clicks: number): number {
  return impressions > 0 ? Math.round((clicks / impressions) * 10_000) / 10_000 : 0;
}
