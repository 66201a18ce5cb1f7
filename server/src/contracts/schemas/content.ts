import { z } from 'zod';
import type { Language } from '../language';
import { LANGUAGES } from '../language';
import { assetPath, fieldError, maxChars, pagingSchema, requiredText } from './common';
import { count, id, isoDay, isoTime } from './wire';
// Declares this module's search kinds in SearchKinds below; the import keeps search.ts in any program that compiles this file.
import type {} from './search';

/*
 * Content contract (issue #21): articles, authors, magazines, banners, reading interactions.
 * Search has its own contract (`./search.ts`).
 *
 * Wire conventions (API.md): every route is under `/api/v1` and answers `{code, msg, data}`; lists
 * are `Paged<T>`; times are ISO 8601 (UTC); ids are uuids. An article that is not published is
 * visible only to its author and to admins (anyone else: 404). A locked article's full body never
 * leaves the server for a reader who may not read it: `locked: true`, no `body`, `preview` is the free
 * part and `unlock` says what would open it (ArticleDetail is a union on `locked`).
 *
 * Route table (G = guest allowed; A = role admin; W = role author or admin):
 *   G GET    /articles?feed=recommended|popular|latest&category=&author=&page=&limit= → Paged<ArticleListItem>
 *   G GET    /articles/:id                         → ArticleDetail (counts a view; adds to the reader's history)
 *   G GET    /articles/:id/related?limit=           → ArticleListItem[] (same tags or author; never itself, never withdrawn)
 *   G GET    /articles/categories                   → CategoryDto[]
 *     POST   /articles/:id/like · DELETE /articles/:id/like             → InteractionState (idempotent)
 *     POST   /articles/:id/favourite · DELETE /articles/:id/favourite   → InteractionState (idempotent)
 *     POST   /articles/:id/shares                   → ArticleShareLink (as the contest's: one code per user and article)
 *     GET    /me/likes · /me/favourites · /me/history?page=&limit= → Paged<ArticleListItem>
 *     DELETE /me/history                            → {cleared: number}
 *   G GET    /authors/:id                           → AuthorProfile (404 unless the user has the author role)
 *   G GET    /authors/:id/followers · /authors/:id/following?page=&limit= → Paged<AuthorListItem>
 *     POST   /authors/:id/follow · DELETE /authors/:id/follow → FollowState (idempotent; not oneself)
 *   W GET    /me/articles?status=&page=&limit=      → Paged<MyArticle>
 *   W POST   /me/articles                           articleDraftSchema → MyArticle (status draft)
 *   W GET    /me/articles/:id                       → MyArticle (with body; 404 unless the author's own)
 *   W PATCH  /me/articles/:id                       articleDraftSchema.partial() → MyArticle (draft or rejected only)
 *   W POST   /me/articles/:id/submit                → MyArticle (draft | rejected → in_review)
 *   W POST   /me/articles/:id/withdraw              → MyArticle (published → withdrawn)
 *   A GET    /admin/articles?status=&page=&limit=   → Paged<AdminArticle> (MyArticle and its author)
 *   A POST   /admin/articles/:id/review             reviewArticleSchema → MyArticle (in_review → published | rejected)
 *   A PATCH  /admin/articles/:id/pick               {pick: boolean} → MyArticle (editor pick on/off: recommended feed)
 *   G GET    /magazines?page=&limit=                → Paged<MagazineDto>
 *   G GET    /magazines/:id                         → MagazineDetail (MagazineDto and its latestIssues)
 *   G GET    /magazines/:id/issues?kind=periodical|monthly&page=&limit= → Paged<MagazineIssueDto>
 *   G GET    /magazine-issues/:id                   → MagazineIssueDetail (table of contents: its articles, lock rules as everywhere)
 *   G GET    /banners?slot=home                     → BannerDto[] (active now, by position)
 *   A GET    /admin/banners?slot=&page=&limit=      → Paged<AdminBannerDto> (all, by slot and position)
 *   A GET    /admin/banners/:id                     → AdminBannerDto
 *   A POST   /admin/banners                         bannerSchema → AdminBannerDto
 *   A PATCH  /admin/banners/:id                     updateBannerSchema → AdminBannerDto
 *   A DELETE /admin/banners/:id                     → {deleted: 1}
 *
 * Membership (issue #22) plugs in through content's `ArticleAccess` port: until then a logged-in
 * reader of a locked article gets `unlock.by = 'membership'`, a guest `'login'`.
 */

const emptyToUndefined = (v: unknown): unknown => (v === '' || v === null ? undefined : v);

export const ARTICLE_STATUSES = ['draft', 'in_review', 'published', 'rejected', 'withdrawn'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** Fixed categories; their names are in the client's and server's message catalogues (`content.category.<key>`). */
export const ARTICLE_CATEGORIES = ['destinations', 'photography', 'marine_life', 'gear', 'training', 'conservation', 'news'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const ARTICLE_FEEDS = ['recommended', 'popular', 'latest'] as const;
export type ArticleFeed = (typeof ARTICLE_FEEDS)[number];

export const ISSUE_KINDS = ['periodical', 'monthly'] as const;
export type IssueKind = (typeof ISSUE_KINDS)[number];

export const MAGAZINE_FREQUENCIES = ['weekly', 'monthly', 'bimonthly', 'quarterly'] as const;
export type MagazineFrequency = (typeof MAGAZINE_FREQUENCIES)[number];

export const BANNER_SLOTS = ['home'] as const;
export type BannerSlot = (typeof BANNER_SLOTS)[number];

export const ARTICLE_TITLE_MAX = 120;
export const ARTICLE_SUMMARY_MAX = 300;
/** Sanitised HTML, in characters. */
export const ARTICLE_BODY_MAX = 200_000;
export const ARTICLE_TAGS_MAX = 8;
export const ARTICLE_TAG_MAX = 20;
/** Characters of text (not HTML) a locked article shows; default when the author sets none. */
export const PREVIEW_LENGTH_DEFAULT = 300;
export const PREVIEW_LENGTH_MIN = 50;
export const PREVIEW_LENGTH_MAX = 2000;
export const REVIEW_REASON_MAX = 200;
export const RELATED_LIMIT_DEFAULT = 6;

/** Three texts of one thing, by interface language (magazines, banners). */
export type Localised = Record<Language, string>;

// ───────────────────────────── requests ─────────────────────────────

/**
 * `GET /articles?feed=&category=&author=&myLanguage=&page=&limit=`: feed defaults to latest; `author` lists an
 * author's articles; `myLanguage=1` keeps only articles with a version in the reader's language.
 */
export const articleListSchema = pagingSchema.extend({
  feed: z.preprocess(emptyToUndefined, z.enum(ARTICLE_FEEDS, { error: fieldError() }).default('latest')),
  category: z.preprocess(emptyToUndefined, z.enum(ARTICLE_CATEGORIES, { error: fieldError() }).optional()),
  author: z.preprocess(emptyToUndefined, z.guid({ error: 'v.uuid.invalid' }).optional()),
  myLanguage: z
    .preprocess(
      (v) =>
        v === '' || v === undefined
          ? undefined
          : v === '1' || v === 'true' || v === true
            ? true
            : v === '0' || v === 'false' || v === false
              ? false
              : v,
      z.boolean({ error: 'v.enum.invalid' }).default(false),
    )
    .meta({ description: 'Only articles with a version in the reader’s language (1/true).' }),
});
export type ArticleListInput = z.infer<typeof articleListSchema>;

export const relatedSchema = z.object({
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'v.number.invalid' })
      .refine((n) => Number.isInteger(n) && n >= 1 && n <= 20, { message: 'v.range', params: { min: 1, max: 20 } })
      .default(RELATED_LIMIT_DEFAULT),
  ),
});

const tag = z
  .string({ error: fieldError() })
  .trim()
  .min(1, { message: 'v.required' })
  .refine(...maxChars(ARTICLE_TAG_MAX));

/** An author's draft: `body` is HTML from the editor, sanitised on write (scripts, handlers, javascript: URLs removed). */
export const articleDraftSchema = z.object({
  title: requiredText().refine(...maxChars(ARTICLE_TITLE_MAX)),
  summary: z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z
      .string({ error: fieldError() })
      .trim()
      .refine(...maxChars(ARTICLE_SUMMARY_MAX)),
  ),
  cover: assetPath(),
  body: requiredText().refine(...maxChars(ARTICLE_BODY_MAX)),
  category: z.enum(ARTICLE_CATEGORIES, { error: fieldError() }),
  tags: z.array(tag, { error: fieldError() }).max(ARTICLE_TAGS_MAX, { message: 'v.too_many' }).default([]),
  language: z.enum(LANGUAGES as unknown as [Language, ...Language[]], { error: fieldError() }),
  /** Another article of the same author this one translates (joins its translation group). */
  translationOf: z.preprocess(emptyToUndefined, z.guid({ error: 'v.uuid.invalid' }).optional()),
  locked: z.boolean({ error: fieldError() }).default(false),
  previewLength: z.coerce
    .number({ error: fieldError() })
    .refine((n) => Number.isInteger(n) && n >= PREVIEW_LENGTH_MIN && n <= PREVIEW_LENGTH_MAX, {
      message: 'v.range',
      params: { min: PREVIEW_LENGTH_MIN, max: PREVIEW_LENGTH_MAX },
    })
    .default(PREVIEW_LENGTH_DEFAULT),
  issueId: z.preprocess(emptyToUndefined, z.guid({ error: 'v.uuid.invalid' }).optional()),
});
export type ArticleDraftInput = z.infer<typeof articleDraftSchema>;

export const myArticlesSchema = pagingSchema.extend({
  status: z.preprocess(emptyToUndefined, z.enum(ARTICLE_STATUSES, { error: fieldError() }).optional()),
});
export type MyArticlesInput = z.infer<typeof myArticlesSchema>;

/** `POST /admin/articles/:id/review`: a rejection needs a reason. */
export const reviewArticleSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: fieldError() }),
    reason: z.preprocess(
      (v) => (v === null || v === undefined ? '' : v),
      z
        .string({ error: fieldError() })
        .trim()
        .refine(...maxChars(REVIEW_REASON_MAX)),
    ),
  })
  .refine((r) => r.decision === 'approve' || r.reason.length > 0, { message: 'v.required', path: ['reason'] });
export type ReviewArticleInput = z.infer<typeof reviewArticleSchema>;

export const pickSchema = z.object({ pick: z.boolean({ error: fieldError() }) });

export const issueListSchema = pagingSchema.extend({
  kind: z.preprocess(emptyToUndefined, z.enum(ISSUE_KINDS, { error: fieldError() }).optional()),
});
export type IssueListInput = z.infer<typeof issueListSchema>;

const localisedText = (max: number) =>
  z.object({
    'zh-cn': requiredText().refine(...maxChars(max)),
    'en-us': requiredText().refine(...maxChars(max)),
    'zh-hant': requiredText().refine(...maxChars(max)),
  });

/** An in-app route (`/pages/...`) or an https URL. */
export const isBannerLink = (s: string): boolean =>
  /^\/pages\/[A-Za-z0-9/_-]+(\?[A-Za-z0-9=&%_.-]*)?$/.test(s) || /^https:\/\/[^\s"'<>]+$/.test(s);

const bannerFields = {
  slot: z.enum(BANNER_SLOTS, { error: fieldError() }),
  image: assetPath(),
  title: localisedText(60),
  link: requiredText().refine(isBannerLink, { message: 'v.format.invalid' }),
  position: z.coerce
    .number({ error: fieldError() })
    .refine((n) => Number.isInteger(n) && n >= 0 && n <= 1000, { message: 'v.range', params: { min: 0, max: 1000 } }),
  active: z.boolean({ error: fieldError() }),
  startsAt: z.preprocess(emptyToUndefined, z.iso.datetime({ offset: true, error: 'v.date.invalid' }).optional()),
  endsAt: z.preprocess(emptyToUndefined, z.iso.datetime({ offset: true, error: 'v.date.invalid' }).optional()),
};

/** `POST /admin/banners`. The server also refuses `endsAt` not after `startsAt` (field `endsAt`). */
export const bannerSchema = z.object({
  ...bannerFields,
  slot: bannerFields.slot.default('home'),
  position: bannerFields.position.default(0),
  active: bannerFields.active.default(true),
});
export type BannerInput = z.infer<typeof bannerSchema>;

/**
 * `PATCH /admin/banners/:id`: any of the fields, no defaults (an absent field keeps its value);
 * `startsAt`/`endsAt` set to `null` clear the window's side.
 */
export const updateBannerSchema = z
  .object({
    slot: bannerFields.slot.optional(),
    image: assetPath().optional(),
    title: localisedText(60).optional(),
    link: bannerFields.link.optional(),
    position: bannerFields.position.optional(),
    active: bannerFields.active.optional(),
    startsAt: z.iso.datetime({ offset: true, error: 'v.date.invalid' }).nullable().optional(),
    endsAt: z.iso.datetime({ offset: true, error: 'v.date.invalid' }).nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'v.nothing_to_update' });
export type UpdateBannerInput = z.infer<typeof updateBannerSchema>;

/** `GET /banners?slot=`: slot defaults to home. */
export const bannerSlotSchema = z.object({
  slot: z.preprocess(emptyToUndefined, z.enum(BANNER_SLOTS, { error: fieldError() }).default('home')),
});
export type BannerSlotInput = z.infer<typeof bannerSlotSchema>;

/** `GET /admin/banners?slot=&page=&limit=`: every banner (inactive and out of window too). */
export const adminBannerListSchema = pagingSchema.extend({
  slot: z.preprocess(emptyToUndefined, z.enum(BANNER_SLOTS, { error: fieldError() }).optional()),
});
export type AdminBannerListInput = z.infer<typeof adminBannerListSchema>;

// ───────────────────────────── answers ─────────────────────────────

const languageSchema = z.enum(LANGUAGES as unknown as [Language, ...Language[]]);

/** The three texts of a localised field, as admins edit them. */
const localisedSchema = z.object({ 'zh-cn': z.string(), 'en-us': z.string(), 'zh-hant': z.string() });

/** An article's author as lists and pages show them. */
export const authorRefSchema = z
  .object({
    id: id(),
    /** Empty when the user is gone. */
    nickname: z.string(),
    avatar: z.string().nullable(),
  })
  .meta({ id: 'ArticleAuthor' });
export type AuthorRef = z.infer<typeof authorRefSchema>;

/** What would unlock a locked article for this reader (API.md). */
export const unlockHintSchema = z
  .discriminatedUnion('by', [
    z.object({ by: z.literal('login').meta({ description: 'A guest: logging in may open it.' }) }),
    z.object({ by: z.literal('membership').meta({ description: 'A VIP membership would open it (the reader has no credit).' }) }),
    z.object({
      by: z.literal('credit').meta({ description: 'The reader may spend a credit on it (`POST /articles/:id/unlock`).' }),
      remainingCredits: z.int().min(1).meta({ description: 'The reader’s credits left.' }),
    }),
  ])
  .meta({ id: 'ArticleUnlockHint' });
export type UnlockHint = z.infer<typeof unlockHintSchema>;

const articleCardFields = {
  id: id(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  author: authorRefSchema,
  category: z.enum(ARTICLE_CATEGORIES),
  tags: z.array(z.string()),
  language: languageSchema,
  publishedAt: isoTime(),
  views: count(),
  likes: count(),
  favourites: count(),
  /** Only for a logged-in reader. */
  liked: z.boolean().optional().meta({ description: 'Only for a logged-in reader.' }),
  favourited: z.boolean().optional().meta({ description: 'Only for a logged-in reader.' }),
};

/** An article in a list (feeds, related, the reader's lists, an issue's contents): never any part of the body. */
export const articleListItemSchema = z
  .object({
    ...articleCardFields,
    locked: z.boolean().meta({ description: 'Locked for this reader (a locked article they may read in full is not).' }),
    inReaderLanguage: z
      .boolean()
      .meta({ description: 'The version shown is in the reader’s language (false: the article has none; the client marks its language).' }),
  })
  .meta({ id: 'ArticleListItem' });
export type ArticleListItem = z.infer<typeof articleListItemSchema>;

const articleDetailFields = {
  ...articleCardFields,
  /** Sanitised HTML of the free part (always). */
  preview: z.string().meta({ description: 'Sanitised HTML of the free part (always).' }),
  /** Other languages of the same article: the client offers to switch. */
  translations: z
    .array(z.object({ id: id(), language: languageSchema }))
    .meta({ description: 'Other published languages of the article.' }),
  issue: z.object({ id: id(), magazineId: id(), title: z.string() }).nullable(),
  /** The reader's follow state of the author (logged in only). */
  followingAuthor: z.boolean().optional().meta({ description: 'Only for a logged-in reader.' }),
};

/** A field the variant never carries (so `article.body !== undefined` narrows the TypeScript type). */
const absent = () => z.never().optional().meta({ description: 'Never present in this variant.' });

/**
 * An article's page for this reader: the whole body when they may read it all (`locked: false`),
 * else the preview only and what would unlock the rest (`locked: true`).
 */
export const articleDetailSchema = z
  .discriminatedUnion('locked', [
    z.object({
      ...articleDetailFields,
      locked: z.literal(false),
      /** Sanitised HTML of the whole article, only when this reader may read it all. */
      body: z.string().meta({ description: 'Sanitised HTML of the whole article.' }),
      unlock: absent(),
    }),
    z.object({ ...articleDetailFields, locked: z.literal(true), unlock: unlockHintSchema, body: absent() }),
  ])
  .meta({ id: 'ArticleDetail' });
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

/** A like or favourite changed: the reader's flags and the article's counts after it. */
export const interactionStateSchema = z
  .object({ articleId: id(), liked: z.boolean(), favourited: z.boolean(), likes: count(), favourites: count() })
  .meta({ id: 'ArticleInteractionState' });
export type InteractionState = z.infer<typeof interactionStateSchema>;

/** `POST /articles/:id/shares`: `url` = `<publicUrl>/h5/#/pages/article/article?id=<id>&ref=<code>`. */
export const articleShareLinkSchema = z
  .object({ code: z.string(), url: z.url().meta({ description: 'The article’s page in the H5 app with the share code.' }) })
  .meta({ id: 'ArticleShareLink' });
export type ArticleShareLink = z.infer<typeof articleShareLinkSchema>;

/** `DELETE /me/history`. */
export const historyClearedSchema = z.object({ cleared: count().meta({ description: 'History rows removed.' }) });

/** The author's (and the admin's) view of an article: everything, with the whole body. */
export const myArticleSchema = z
  .object({
    id: id(),
    title: z.string(),
    summary: z.string(),
    cover: z.string(),
    body: z.string().meta({ description: 'Sanitised HTML.' }),
    category: z.enum(ARTICLE_CATEGORIES),
    tags: z.array(z.string()),
    language: languageSchema,
    translationGroupId: id(),
    locked: z.boolean(),
    previewLength: z.int().meta({ description: 'Characters of text a locked article shows.' }),
    issueId: id().nullable(),
    status: z.enum(ARTICLE_STATUSES),
    rejectReason: z.string().nullable(),
    publishedAt: isoTime().nullable(),
    submittedAt: isoTime().nullable(),
    createdAt: isoTime(),
    updatedAt: isoTime(),
    editorPick: z.boolean(),
  })
  .meta({ id: 'MyArticle' });
export type MyArticle = z.infer<typeof myArticleSchema>;

/** The review queue's article: the author's view and who wrote it. */
export const adminArticleSchema = myArticleSchema.extend({ author: authorRefSchema }).meta({ id: 'AdminArticle' });
export type AdminArticle = z.infer<typeof adminArticleSchema>;

export const authorProfileSchema = authorRefSchema
  .extend({
    background: z.string().nullable(),
    bio: z.string(),
    /** Published articles (a piece in several languages counts once). */
    articles: count(),
    followers: count(),
    following: count(),
    /** Logged-in reader only. */
    followed: z.boolean().optional().meta({ description: 'Only for a logged-in reader.' }),
  })
  .meta({ id: 'AuthorProfile' });
export type AuthorProfile = z.infer<typeof authorProfileSchema>;

export const authorListItemSchema = authorRefSchema
  .extend({
    bio: z.string(),
    followers: count(),
    followed: z.boolean().optional().meta({ description: 'Only for a logged-in reader.' }),
  })
  .meta({ id: 'AuthorListItem' });
export type AuthorListItem = z.infer<typeof authorListItemSchema>;

export const followStateSchema = z.object({ authorId: id(), followed: z.boolean(), followers: count() }).meta({ id: 'AuthorFollowState' });
export type FollowState = z.infer<typeof followStateSchema>;

export const categoryDtoSchema = z.object({ key: z.enum(ARTICLE_CATEGORIES), name: z.string() }).meta({ id: 'ArticleCategory' });
export type CategoryDto = z.infer<typeof categoryDtoSchema>;

export const magazineDtoSchema = z
  .object({
    id: id(),
    title: z.string(),
    publisher: z.string(),
    frequency: z.enum(MAGAZINE_FREQUENCIES),
    cover: z.string(),
    description: z.string(),
    /** Issues of both kinds. */
    issues: count(),
  })
  .meta({ id: 'Magazine' });
export type MagazineDto = z.infer<typeof magazineDtoSchema>;

export const magazineIssueDtoSchema = z
  .object({
    id: id(),
    magazineId: id(),
    kind: z.enum(ISSUE_KINDS),
    number: z.int(),
    title: z.string(),
    cover: z.string(),
    issuedOn: isoDay(),
    /** Published articles (translation groups). */
    articles: count(),
  })
  .meta({ id: 'MagazineIssue' });
export type MagazineIssueDto = z.infer<typeof magazineIssueDtoSchema>;

/** `GET /magazines/:id`: the magazine and its newest issues (both kinds). */
export const magazineDetailSchema = magazineDtoSchema
  .extend({ latestIssues: z.array(magazineIssueDtoSchema) })
  .meta({ id: 'MagazineDetail' });
export type MagazineDetail = z.infer<typeof magazineDetailSchema>;

export const magazineIssueDetailSchema = magazineIssueDtoSchema
  .extend({
    magazine: z.object({ id: id(), title: z.string() }),
    /** The table of contents, in publishing order. */
    contents: z.array(articleListItemSchema),
  })
  .meta({ id: 'MagazineIssueDetail' });
export type MagazineIssueDetail = z.infer<typeof magazineIssueDetailSchema>;

/** A banner as the home carousel shows it, titled in the reader's language. */
export const bannerDtoSchema = z
  .object({ id: id(), slot: z.enum(BANNER_SLOTS), image: z.string(), title: z.string(), link: z.string() })
  .meta({ id: 'CarouselBanner' });
export type BannerDto = z.infer<typeof bannerDtoSchema>;

/** A banner as admins edit it: the three titles, its window and whether it shows now. */
export const adminBannerDtoSchema = z
  .object({
    id: id(),
    slot: z.enum(BANNER_SLOTS),
    image: z.string(),
    title: localisedSchema,
    link: z.string(),
    position: z.int(),
    active: z.boolean(),
    startsAt: isoTime().nullable(),
    endsAt: isoTime().nullable(),
    /** Active and inside its window at the time of the answer. */
    live: z.boolean().meta({ description: 'Active and inside its window at the time of the answer.' }),
    createdAt: isoTime(),
    updatedAt: isoTime(),
  })
  .meta({ id: 'AdminCarouselBanner' });
export type AdminBannerDto = z.infer<typeof adminBannerDtoSchema>;

/** `DELETE /admin/banners/:id`. */
export const bannerDeletedSchema = z.object({ deleted: z.literal(1) });

declare module './search' {
  interface SearchKinds {
    /** Content's searchable things: articles, magazines and their issues. */
    article: 'content';
    magazine: 'content';
    issue: 'content';
  }
}
