import { Injectable } from '@nestjs/common';
import type { VoteReply } from '@contracts/schemas/contest';
import { AppCode, AppException } from '@server/common/errors/app.exception';
import { Ok } from '@server/common/http/ok';
import { AppConfig } from '@server/config/app-config';
import { UserSummaryQuery } from '@server/modules/auth/queries/user-summary.query';
import { TtlCache } from './contest-cache';
import { ContestsService, contestStatus, type ContestMeta, type EntryMeta } from './contests.service';
import { VoteBatcher, type VoteOutcome } from './vote-batcher.service';
import { VoteGuard, type GuardedVote } from './vote-guard.service';
import { nextZonedMidnight, zonedDay } from './zoned-day';

export interface VoteContext {
  userId: string;
  ip: string;
  deviceId: string | null;
}

/** How long an account's creation time is kept per instance (it never changes; the cache only bounds memory). */
const ACCOUNT_AGE_TTL_MS = 60_000;

/**
 * Casting a vote: the checks on cached metadata, the account-age rule, the VoteGuard's decision in
 * this instance's memory (allowance slot, velocity, clusters), then the VoteBatcher's group commit;
 * a slot PostgreSQL refused is retried with the counter resynced (docs/decisions/0065-vote-allowance.md).
 */
@Injectable()
export class VotesService {
  /** Account creation times (ms) from auth's UserSummaryQuery, for the new-account cooldown. */
  private readonly accounts = new TtlCache<number | null>(ACCOUNT_AGE_TTL_MS);

  constructor(
    private readonly contests: ContestsService,
    private readonly guard: VoteGuard,
    private readonly batcher: VoteBatcher,
    private readonly users: UserSummaryQuery,
    private readonly config: AppConfig,
  ) {}

  async cast(entryId: string, ref: string | undefined, ctx: VoteContext): Promise<Ok<VoteReply>> {
    const entry = await this.contests.entryMeta(entryId);
    if (!entry) throw AppException.notFound();
    const contest = await this.contests.meta(entry.contestId);
    if (!contest) throw AppException.notFound();
    const now = Date.now();
    this.assertVotable(contest, entry, ctx.userId, now);
    const cooldown = this.config.raw.CONTEST_NEW_ACCOUNT_COOLDOWN_MINUTES;
    if (cooldown > 0) await this.assertAccountOldEnough(ctx.userId, cooldown, now);
    const guarded: GuardedVote = {
      contestId: contest.id,
      day: zonedDay(now, contest.timeZone),
      limit: contest.limit,
      userId: ctx.userId,
      ip: ctx.ip,
      deviceId: ctx.deviceId,
    };
    // A slot PostgreSQL refused because another instance wrote it is in PostgreSQL, so the resync
    // below moves the counter past it: every such retry takes a higher slot and the loop ends within
    // the allowance, however many times the voter's other instances win the race. Only a retry that
    // did not move on (the contest or entry changed back and forth) counts towards giving up.
    let lastRefused = 0;
    let stalls = 0;
    while (stalls < 4) {
      const verdict = await this.guard.check(guarded);
      if (verdict.kind !== 'ok') {
        if (verdict.kind !== 'allowance') throw new AppException(AppCode.TooMany, 'e.contest.too_fast');
        const renewsAt = nextZonedMidnight(now, contest.timeZone);
        throw AppException.fail(
          'e.contest.allowance_used',
          { limit: contest.limit, renewsAt: `${zonedDay(renewsAt, contest.timeZone)} 00:00 (${contest.timeZone})` },
          { renewsAt: new Date(renewsAt).toISOString(), remaining: 0 },
        );
      }
      const { slot, flag } = verdict;
      let outcome: VoteOutcome;
      try {
        outcome = await this.batcher.submit({
          contestId: contest.id,
          entryId,
          voterId: ctx.userId,
          day: guarded.day,
          slot,
          status: flag ? 'held' : 'counted',
          flagReason: flag || null,
          ip: ctx.ip.slice(0, 64),
          deviceId: ctx.deviceId,
          shareCode: ref ?? null,
        });
      } catch (err) {
        // Whether the slot was written is unknown: the next vote reads the counter from PostgreSQL.
        this.guard.forget(guarded);
        throw err;
      }
      if (outcome.inserted) {
        const r = outcome.rank;
        const reply: VoteReply = {
          entryId,
          votes: r?.votes ?? 0,
          rank: r?.rank ?? 0,
          votesToNext: r?.votesToNext ?? 0,
          remaining: Math.max(0, contest.limit - slot),
          counted: !flag,
        };
        return new Ok(reply, flag ? 'contest.vote.held' : 'contest.vote.ok');
      }
      // Refused by PostgreSQL: the slot was taken (by a vote through another instance) or the
      // contest or entry changed. Drop the counter for PostgreSQL's (a slot taken elsewhere is in
      // it; slots of refused votes, however many were in flight, are not), then find out why with
      // fresh data.
      await this.guard.resync(guarded);
      this.contests.invalidate(contest.id, entryId);
      const freshContest = await this.contests.meta(contest.id);
      const freshEntry = await this.contests.entryMeta(entryId);
      if (!freshContest || !freshEntry) throw AppException.notFound();
      this.assertVotable(freshContest, freshEntry, ctx.userId, Date.now());
      if (contestStatus(freshContest) !== 'in_progress' || freshContest.status !== 'in_progress')
        throw AppException.fail('e.contest.ended');
      if (slot <= lastRefused) stalls++;
      lastRefused = Math.max(lastRefused, slot);
    }
    throw new AppException(AppCode.TooMany, 'e.contest.too_fast');
  }

  private assertVotable(contest: ContestMeta, entry: EntryMeta, userId: string, now: number) {
    // An entry not approved exists only for its photographer (as on GET /entries/:id): others get 404.
    if (entry.status !== 'approved' && entry.userId !== userId) throw AppException.notFound();
    if (contestStatus(contest, now) === 'ended') throw AppException.fail('e.contest.ended');
    if (now < contest.startsAt) throw AppException.fail('e.contest.not_started');
    if (entry.status !== 'approved') throw AppException.fail('e.contest.entry_not_approved');
    if (entry.userId === userId) throw AppException.fail('e.contest.own_entry');
  }

  /** The new-account cooldown: the account's age from auth, cached, so no query per vote. */
  private async assertAccountOldEnough(userId: string, cooldown: number, now: number) {
    const createdAt = await this.accounts.get(userId, async () => (await this.users.byId(userId))?.createdAt.getTime() ?? null);
    if (createdAt !== null && now - createdAt < cooldown * 60_000)
      throw AppException.fail('e.contest.account_too_new', { minutes: cooldown });
  }
}
