import { z } from 'zod';
import { assetPath, fieldError, maxChars, pagingSchema, requiredText } from './common';
import { count, id, isoTime } from './wire';
// Declares this module's search kinds in SearchKinds below; the import keeps search.ts in any program that compiles this file.
import type {} from './search';

/*
 * Contest contract (issue #3, "Ocean Stars"): contests, entries, votes, live ranking, shares, admin.
 *
 * Wire conventions (API.md): every route is under `/api/v1`, answers `{code, msg, data}` (code 1 =
 * success, 0 = refused with a localised `msg`, 429 = too fast), lists are `Paged<T>` = `{items, page,
 * limit, total, hasMore}`. Times are ISO 8601 strings (UTC). Ids are uuids, except vote ids, which
 * are decimal strings (bigint). An entry that is not approved is visible only to its photographer
 * and to admins (anyone else: 404).
 *
 * Route table (G = guest allowed; A = role admin):
 *   G GET  /contests?status=&page=&limit=                 → Paged<ContestSummary> (in progress first, newest first)
 *   G GET  /contests/:id                                   → ContestDetail (remainingToday/renewsAt only when logged in)
 *   G GET  /contests/:id/entries?sort=rank|new&page=&limit= → Paged<RankRow> (approved entries only)
 *   G GET  /contests/:id/ranking                           → RankingSnapshot (every approved entry, by rank)
 *   G GET  /entries/:id                                    → EntryDetail (counts a visit)
 *     POST /entries/:id/votes   (Idempotency-Key)          castVoteSchema → VoteReply
 *     POST /entries/:id/shares                             → ShareLink (one per user and entry, reused)
 *     POST /contests/:id/entries                           submitEntrySchema → MyWork (status submitted)
 *     GET  /me/works?page=&limit=                          → Paged<MyWork>
 *   A POST  /admin/contests                                createContestSchema → ContestDetail
 *   A PATCH /admin/contests/:id                            updateContestSchema → ContestDetail
 *   A GET   /admin/contests/:id/entries?status=&page=&limit= → Paged<AdminEntry>
 *   A POST  /admin/entries/:id/review                      reviewEntrySchema → AdminEntry
 *   A GET   /admin/contests/:id/flagged-votes?status=&page=&limit= → Paged<FlaggedVote>
 *   A POST  /admin/votes/void                              voteIdsSchema → VoteModerationResult
 *   A POST  /admin/votes/approve                           voteIdsSchema → VoteModerationResult (held → counted)
 *
 * Refusals of a vote (code 0, localised msg): contest ended / not started, entry not approved (404
 * to anyone but its photographer), own entry, allowance used up (msg says when it renews; data `{renewsAt}`), new account cooldown.
 * Velocity limits per IP / device answer 429.
 *
 * Socket.io namespace `/contest` on path `/ws` (guests allowed):
 *   client → `join` {contestId} with ack → JoinAck; then server → `ranking` RankingSnapshot and
 *   `rank:update` RankUpdate batches (coalesced ~100 ms per contest).  client → `leave` {contestId}.
 *   `seq` grows by 1 per update of a contest (it may jump forward after the projection is rebuilt; the
 *   update after a rebuild lists every entry). A client keeps the snapshot's seq, ignores updates with
 *   seq ≤ its seq and, on a gap (seq > last + 1), may re-fetch GET /contests/:id/ranking. Changes
 *   carry absolute values, so applying one twice is harmless. Updates that arrive before the snapshot
 *   are buffered and applied after it (only those with seq > snapshot.seq).
 *   Optional request header `device-id` identifies the device for the per-device fraud rules.
 */

/** `''` → undefined, so that an empty query parameter means "not given". */
const emptyToUndefined = (v: unknown): unknown => (v === '' ? undefined : v);
const nullToUndefined = (v: unknown): unknown => (v === null || v === '' ? undefined : v);

export const CONTEST_STATUSES = ['in_progress', 'ended'] as const;
export type ContestStatus = (typeof CONTEST_STATUSES)[number];

export const ENTRY_STATUSES = ['submitted', 'approved', 'rejected'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/** `counted` adds to the ranking; `held` waits for an admin (flagged cluster); `void` was removed by an admin. */
export const VOTE_STATUSES = ['counted', 'held', 'void'] as const;
export type VoteStatus = (typeof VOTE_STATUSES)[number];

export const ENTRY_SORTS = ['rank', 'new'] as const;
export type EntrySort = (typeof ENTRY_SORTS)[number];

export const DEFAULT_VOTES_PER_DAY = 5;
export const DEFAULT_CONTEST_TIME_ZONE = 'Asia/Shanghai';
export const ENTRY_TITLE_MAX = 60;
export const ENTRY_TEXT_MAX = 2000;
export const ENTRY_FIELD_MAX = 100;
export const ENTRY_IMAGES_MAX = 9;
export const CONTEST_TITLE_MAX = 100;
export const CONTEST_RULES_MAX = 10000;
export const REJECT_REASON_MAX = 200;

/** Socket.io names (namespace on path `/ws`). */
export { CONTEST_EVENTS, CONTEST_NAMESPACE } from '../contest-events';

// ───────────────────────────── requests ─────────────────────────────

/** `GET /contests?status=&page=&limit=` */
export const contestListSchema = pagingSchema.extend({
  status: z.preprocess(emptyToUndefined, z.enum(CONTEST_STATUSES, { error: fieldError() }).optional()),
});
export type ContestListInput = z.infer<typeof contestListSchema>;

/** `GET /contests/:id/entries?sort=rank|new&page=&limit=` (default rank). */
export const contestEntriesSchema = pagingSchema.extend({
  sort: z.preprocess(emptyToUndefined, z.enum(ENTRY_SORTS, { error: fieldError() }).default('rank')),
});
export type ContestEntriesInput = z.infer<typeof contestEntriesSchema>;

/** A share code as found in a share link (`ref=`). */
export const SHARE_CODE_RE = /^[A-Za-z0-9_-]{4,32}$/;

/** `POST /entries/:id/votes {ref?}`: `ref` is the share code of the link that brought the voter (unknown codes are ignored). */
export const castVoteSchema = z.object({
  ref: z.preprocess(
    nullToUndefined,
    z
      .string({ error: fieldError() })
      .trim()
      .refine((s) => SHARE_CODE_RE.test(s), { message: 'v.format.invalid' })
      .optional(),
  ),
});
export type CastVoteInput = z.infer<typeof castVoteSchema>;

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z
      .string({ error: fieldError() })
      .trim()
      .refine(...maxChars(max)),
  );

/** `POST /contests/:id/entries`: images are paths returned by `POST /uploads/images` (1–9, the first is the cover). */
export const submitEntrySchema = z.object({
  title: requiredText().refine(...maxChars(ENTRY_TITLE_MAX)),
  images: z.array(assetPath(), { error: fieldError() }).min(1, { message: 'v.too_few' }).max(ENTRY_IMAGES_MAX, { message: 'v.too_many' }),
  introduction: optionalText(ENTRY_TEXT_MAX),
  camera: optionalText(ENTRY_FIELD_MAX),
  lens: optionalText(ENTRY_FIELD_MAX),
  housing: optionalText(ENTRY_FIELD_MAX),
  accessories: optionalText(ENTRY_FIELD_MAX),
  place: optionalText(ENTRY_FIELD_MAX),
  /** Year the photo was taken. */
  year: z.coerce
    .number({ error: fieldError() })
    .refine((n) => Number.isInteger(n), { message: 'v.integer.invalid' })
    .refine((n) => n >= 1950 && n <= 2100, { message: 'v.range', params: { min: 1950, max: 2100 } }),
});
export type SubmitEntryInput = z.infer<typeof submitEntrySchema>;

const isoDate = () =>
  z
    .string({ error: fieldError() })
    .trim()
    .min(1, { message: 'v.required' })
    .refine((s) => s === '' || !Number.isNaN(Date.parse(s)), { message: 'v.date.invalid' });

/** The close is after the opening; an unreadable date is its own field's error, not the close's. */
const closesAfterOpening = (startsAt: string, endsAt: string): boolean => {
  const [a, b] = [Date.parse(startsAt), Date.parse(endsAt)];
  return Number.isNaN(a) || Number.isNaN(b) || b > a;
};

const isTimeZone = (tz: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const contestFields = {
  year: z.coerce
    .number({ error: fieldError() })
    .refine((n) => Number.isInteger(n) && n >= 2000 && n <= 2100, { message: 'v.range', params: { min: 2000, max: 2100 } }),
  title: requiredText().refine(...maxChars(CONTEST_TITLE_MAX)),
  cover: assetPath(),
  rules: optionalText(CONTEST_RULES_MAX),
  startsAt: isoDate(),
  endsAt: isoDate(),
  votesPerUserPerDay: z.coerce
    .number({ error: fieldError() })
    .refine((n) => Number.isInteger(n) && n >= 1 && n <= 1000000, { message: 'v.range', params: { min: 1, max: 1000000 } }),
  timeZone: z.string({ error: fieldError() }).trim().refine(isTimeZone, { message: 'v.enum.invalid' }),
};

/** `POST /admin/contests` (endsAt after startsAt). */
export const createContestSchema = z
  .object({
    ...contestFields,
    votesPerUserPerDay: contestFields.votesPerUserPerDay.default(DEFAULT_VOTES_PER_DAY),
    timeZone: contestFields.timeZone.default(DEFAULT_CONTEST_TIME_ZONE),
    rules: contestFields.rules.default(''),
  })
  .refine((c) => closesAfterOpening(c.startsAt, c.endsAt), { message: 'v.date.invalid', path: ['endsAt'] });
export type CreateContestInput = z.infer<typeof createContestSchema>;

/** `PATCH /admin/contests/:id`: any subset of the fields (at least one). */
export const updateContestSchema = z
  .object({
    year: contestFields.year.optional(),
    title: contestFields.title.optional(),
    cover: contestFields.cover.optional(),
    rules: z
      .string({ error: fieldError() })
      .trim()
      .refine(...maxChars(CONTEST_RULES_MAX))
      .optional(),
    startsAt: contestFields.startsAt.optional(),
    endsAt: contestFields.endsAt.optional(),
    votesPerUserPerDay: contestFields.votesPerUserPerDay.optional(),
    timeZone: contestFields.timeZone.optional(),
  })
  .refine((c) => Object.values(c).some((v) => v !== undefined), { message: 'v.nothing_to_update' })
  .refine((c) => !c.startsAt || !c.endsAt || closesAfterOpening(c.startsAt, c.endsAt), {
    message: 'v.date.invalid',
    path: ['endsAt'],
  });
export type UpdateContestInput = z.infer<typeof updateContestSchema>;

/** `GET /admin/contests/:id/entries?status=&page=&limit=` */
export const adminEntryListSchema = pagingSchema.extend({
  status: z.preprocess(emptyToUndefined, z.enum(ENTRY_STATUSES, { error: fieldError() }).optional()),
});
export type AdminEntryListInput = z.infer<typeof adminEntryListSchema>;

/** `POST /admin/entries/:id/review {decision, reason?}`: reason required when rejecting. */
export const reviewEntrySchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: fieldError() }),
    reason: z.preprocess(
      nullToUndefined,
      z
        .string({ error: fieldError() })
        .trim()
        .refine(...maxChars(REJECT_REASON_MAX))
        .optional(),
    ),
  })
  .refine((r) => r.decision !== 'reject' || (r.reason !== undefined && r.reason.length > 0), {
    message: 'v.required',
    path: ['reason'],
  });
export type ReviewEntryInput = z.infer<typeof reviewEntrySchema>;

/** `GET /admin/contests/:id/flagged-votes?status=held|void|counted` (default held). */
export const flaggedVoteListSchema = pagingSchema.extend({
  status: z.preprocess(emptyToUndefined, z.enum(VOTE_STATUSES, { error: fieldError() }).default('held')),
});
export type FlaggedVoteListInput = z.infer<typeof flaggedVoteListSchema>;

/** `POST /admin/votes/void` and `POST /admin/votes/approve` `{ids}`: vote ids (decimal strings), 1–500. */
export const voteIdsSchema = z.object({
  ids: z
    .array(
      z
        .union([z.string(), z.number()], { error: fieldError() })
        .transform((v) => String(v))
        .refine((s) => /^[1-9][0-9]{0,17}$/.test(s), {
          message: 'v.format.invalid',
        }),
      { error: 'v.array.invalid' },
    )
    .min(1, { message: 'v.select_before_delete' })
    .max(500, { message: 'v.too_many' }),
});
export type VoteIdsInput = z.infer<typeof voteIdsSchema>;

// ───────────────────────────── responses ─────────────────────────────

/** Why a vote was held for review (a cluster of accounts on one IP or one device). */
export const VOTE_FLAG_REASONS = ['ip_cluster', 'device_cluster'] as const;
export type VoteFlagReason = (typeof VOTE_FLAG_REASONS)[number];

/** A vote id: a decimal string (the column is a bigint). */
const voteId = () => z.string().regex(/^[1-9][0-9]{0,18}$/).meta({ description: 'Decimal string (bigint).' });

/** A rank from 1. */
const rank = () => z.int().min(1);

export const contestSummarySchema = z
  .object({
    id: id(),
    year: z.int(),
    title: z.string(),
    /** Image path or URL. */
    cover: z.string().meta({ description: 'Image path or URL.' }),
    status: z.enum(CONTEST_STATUSES),
    startsAt: isoTime(),
    endsAt: isoTime(),
    votesPerUserPerDay: z.int().min(1),
  })
  .meta({ id: 'ContestSummary' });
export type ContestSummary = z.infer<typeof contestSummarySchema>;

export const contestDetailSchema = contestSummarySchema
  .extend({
    rules: z.string(),
    /** IANA zone of the day boundary of the allowance (default Asia/Shanghai). */
    timeZone: z.string().meta({ description: 'IANA zone of the day boundary of the allowance (default Asia/Shanghai).' }),
    /** Approved entries. */
    entryCount: count().meta({ description: 'Approved entries.' }),
    /** Counted votes over all entries. */
    totalVotes: count().meta({ description: 'Counted votes over all entries.' }),
    /** Logged in only: votes the caller may still cast today in this contest (0 once ended). */
    remainingToday: count()
      .optional()
      .meta({ description: 'Logged in only: votes the caller may still cast today in this contest (0 once ended).' }),
    /** Logged in only: when the allowance renews (next midnight in `timeZone`), ISO 8601. */
    renewsAt: isoTime()
      .optional()
      .meta({ description: 'Logged in only: when the allowance renews (next midnight in `timeZone`).' }),
  })
  .meta({ id: 'ContestDetail' });
export type ContestDetail = z.infer<typeof contestDetailSchema>;

export const photographerSchema = z
  .object({ id: id(), nickname: z.string(), avatar: z.string().nullable() })
  .meta({ id: 'ContestPhotographer' });
export type Photographer = z.infer<typeof photographerSchema>;

/**
 * One ranked entry. `rank` from 1; ties are broken by who reached the count first. `votesToNext` is 0
 * for rank 1, else (votes of the entry ranked just above) − votes + 1.
 */
export const rankRowSchema = z
  .object({
    id: id(),
    title: z.string(),
    photographer: photographerSchema,
    cover: z.string(),
    votes: count(),
    rank: rank(),
    votesToNext: count().meta({ description: '0 for rank 1, else (votes of the entry ranked just above) − votes + 1.' }),
  })
  .meta({ id: 'ContestRankRow', description: 'One ranked entry; ties are broken by who reached the count first.' });
export type RankRow = z.infer<typeof rankRowSchema>;
/** Alias: a row of `GET /contests/:id/entries`. */
export type EntryRow = RankRow;

export const entryDetailSchema = rankRowSchema
  .omit({ rank: true, votesToNext: true })
  .extend({
    /** null while the entry is not approved. */
    rank: rank().nullable().meta({ description: 'null while the entry is not approved.' }),
    votesToNext: count().nullable(),
    contestId: id(),
    contestStatus: z.enum(CONTEST_STATUSES),
    images: z.array(z.string()),
    introduction: z.string(),
    camera: z.string(),
    lens: z.string(),
    housing: z.string(),
    accessories: z.string(),
    place: z.string(),
    year: z.int(),
    visits: count(),
    status: z.enum(ENTRY_STATUSES),
    /** The caller is the photographer. */
    mine: z.boolean().meta({ description: 'The caller is the photographer.' }),
    /** Only for the photographer (and admins) of a rejected entry. */
    rejectReason: z.string().nullable().meta({ description: 'Only for the photographer (and admins) of a rejected entry.' }),
    createdAt: isoTime(),
  })
  .meta({ id: 'ContestEntryDetail' });
export type EntryDetail = z.infer<typeof entryDetailSchema>;

export const voteReplySchema = z
  .object({
    entryId: id(),
    votes: count(),
    /** From 1; 0 when the ranking is being rebuilt (Redis was away): the vote itself is recorded. */
    rank: count().meta({ description: 'From 1; 0 when the ranking is being rebuilt (the vote itself is recorded).' }),
    votesToNext: count(),
    /** Votes the caller may still cast today in this contest. */
    remaining: count().meta({ description: 'Votes the caller may still cast today in this contest.' }),
    /** false when the vote was held for review (flagged cluster): it does not count until approved. */
    counted: z.boolean().meta({ description: 'false when the vote was held for review: it does not count until approved.' }),
  })
  .meta({ id: 'ContestVoteReply' });
export type VoteReply = z.infer<typeof voteReplySchema>;

export const myWorkSchema = z
  .object({
    id: id(),
    contestId: id(),
    contestTitle: z.string(),
    title: z.string(),
    cover: z.string(),
    status: z.enum(ENTRY_STATUSES),
    rejectReason: z.string().nullable(),
    votes: count(),
    /** null unless approved. */
    rank: rank().nullable().meta({ description: 'null unless approved.' }),
    createdAt: isoTime(),
  })
  .meta({ id: 'ContestWork' });
export type MyWork = z.infer<typeof myWorkSchema>;

/** `GET /contests/:id/ranking`, and the socket's `ranking` event. */
export const rankingSnapshotSchema = z
  .object({
    contestId: id(),
    seq: count().meta({ description: 'The last `rank:update` of the contest this snapshot includes (0 for the frozen ranking of an ended contest).' }),
    items: z.array(rankRowSchema),
  })
  .meta({ id: 'ContestRanking' });
export type RankingSnapshot = z.infer<typeof rankingSnapshotSchema>;

export interface RankChange {
  id: string;
  votes: number;
  rank: number;
  votesToNext: number;
}

export interface RankUpdate {
  contestId: string;
  seq: number;
  changes: RankChange[];
}

export interface JoinAck {
  ok: boolean;
  /** Localised reason when !ok (unknown contest, bad input). */
  msg?: string;
}

export const shareLinkSchema = z
  .object({
    code: z.string().regex(SHARE_CODE_RE),
    /** `<publicUrl>/h5/#/pages/vote/vote?entry=<id>&ref=<code>` */
    url: z.url().meta({ description: '`<publicUrl>/h5/#/pages/vote/vote?entry=<id>&ref=<code>`' }),
    /** Votes this link brought so far. */
    votes: count().meta({ description: 'Votes this link brought so far.' }),
  })
  .meta({ id: 'ContestShareLink' });
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const adminEntrySchema = z
  .object({
    id: id(),
    contestId: id(),
    title: z.string(),
    cover: z.string(),
    images: z.array(z.string()),
    photographer: photographerSchema,
    status: z.enum(ENTRY_STATUSES),
    rejectReason: z.string().nullable(),
    votes: count(),
    /** Votes held for review. */
    heldVotes: count().meta({ description: 'Votes held for review.' }),
    visits: count(),
    createdAt: isoTime(),
    reviewedAt: isoTime().nullable(),
  })
  .meta({ id: 'ContestAdminEntry' });
export type AdminEntry = z.infer<typeof adminEntrySchema>;

export const flaggedVoteSchema = z
  .object({
    id: voteId(),
    entryId: id(),
    entryTitle: z.string(),
    voter: z.object({ id: id(), nickname: z.string() }),
    ip: z.string(),
    deviceId: z.string().nullable(),
    /** Why it was held; null for a vote an admin voided without a flag. */
    reason: z.enum(VOTE_FLAG_REASONS).nullable().meta({ description: 'Why it was held; null for a vote voided without a flag.' }),
    status: z.enum(VOTE_STATUSES),
    createdAt: isoTime(),
  })
  .meta({ id: 'ContestFlaggedVote' });
export type FlaggedVote = z.infer<typeof flaggedVoteSchema>;

export const voteModerationResultSchema = z.object({
  /** Votes whose status changed. */
  changed: count().meta({ description: 'Votes whose status changed.' }),
});
export type VoteModerationResult = z.infer<typeof voteModerationResultSchema>;

declare module './search' {
  interface SearchKinds {
    /** Approved contest entries. */
    entry: 'contest';
  }
}
