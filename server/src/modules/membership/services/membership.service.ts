import { Injectable, Logger } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { paged, type Paged } from '@contracts/api';
import type { Language } from '@contracts/language';
import type { ArticleListItem } from '@contracts/schemas/content';
import type { LedgerEntry, MemberLookup, MembershipAdjustInput, MembershipState, UnlockResult } from '@contracts/schemas/membership';
import { AppException } from '@server/common/errors/app.exception';
import { one, rows } from '@server/infra/database/sql';
import { UserChannel } from '@server/infra/realtime/user-channel';
import { UserSummaryQuery } from '@server/modules/auth/queries/user-summary.query';
import { ArticleLookupQuery, type ArticleFacts } from '@server/modules/content/queries/article-lookup.query';
import { ArticleUnlocked } from '../events/membership.events';
import { MembershipLedger, stateDto } from './membership-ledger';
import { MembershipSchedule } from './membership-schedule';
import { shiftVipDays } from './vip-calendar';

/** The reader's side: state, unlocking, unlocked articles, ledger; and the admins' adjustments. */
const FACTS_TTL_MS = 5_000;

@Injectable()
export class MembershipService {
  private readonly logger = new Logger(MembershipService.name);
  private readonly factsCache = new Map<string, { at: number; value: Promise<ArticleFacts | undefined> }>();

  constructor(
    private readonly ds: DataSource,
    private readonly ledger: MembershipLedger,
    private readonly articles: ArticleLookupQuery,
    private readonly events: EventBus,
    private readonly channel: UserChannel,
    private readonly schedule: MembershipSchedule,
    private readonly users: UserSummaryQuery,
  ) {}

  /** Admins: the reader with this mobile number, e-mail address or id (404 when none). */
  async reader(account: string): Promise<MemberLookup> {
    const u = await this.users.byAccount(account);
    if (!u) throw AppException.notFound();
    return { id: u.id, nickname: u.nickname, avatar: u.avatar, createdAt: u.createdAt.toISOString() };
  }

  async state(userId: string): Promise<MembershipState> {
    return stateDto(await this.ledger.state(userId));
  }

  async unlock(userId: string, articleId: string): Promise<UnlockResult> {
    const a = await this.facts(articleId);
    if (!a || !a.published) throw AppException.notFound();
    if (!a.locked) throw AppException.fail('e.membership.not_locked');
    const done = await this.ledger.unlock(userId, articleId, a.groupId);
    // A VIP's unlock writes nothing (only a credit unlocks for good): the VIP reads it anyway.
    if (done && !done.charged) return { articleId, remainingCredits: done.state.remainingCredits, charged: false };
    if (done) {
      this.events.publish(
        new ArticleUnlocked({
          userId,
          articleId,
          charged: done.charged,
          remainingCredits: done.state.remainingCredits,
          cumulativeArticles: done.state.cumulativeArticles,
        }),
      );
      this.channel.toUser(userId, 'membership:update', done.state);
      return { articleId, remainingCredits: done.state.remainingCredits, charged: done.charged };
    }
    // Nothing written: this group unlocked before (any version; also by a concurrent call that won), or no credit (one read tells).
    const refused = await this.ledger.refusal(userId, a.groupId);
    if (refused.unlocked) return { articleId, remainingCredits: refused.remainingCredits, charged: false };
    throw AppException.fail('e.membership.no_credit', undefined, { remainingCredits: 0 });
  }

  /**
   * Whether an article exists, is published and locked, cached a few seconds per instance (every
   * unlock asks; an article withdrawn or unlocked meanwhile is seen within FACTS_TTL_MS).
   */
  private facts(articleId: string): Promise<ArticleFacts | undefined> {
    const now = Date.now();
    const hit = this.factsCache.get(articleId);
    if (hit && now - hit.at < FACTS_TTL_MS) return hit.value;
    if (this.factsCache.size > 10_000) this.factsCache.clear();
    const value = this.articles.facts(articleId);
    this.factsCache.set(articleId, { at: now, value });
    value.catch(() => this.factsCache.delete(articleId));
    return value;
  }

  /** The reader's unlocked articles: one per translation group, each in the version the reader would see. */
  async unlockedArticles(userId: string, page: number, limit: number, lang: Language): Promise<Paged<ArticleListItem>> {
    const [ids, count] = await Promise.all([
      rows<{ group_id: string }>(
        this.ds,
        `SELECT group_id FROM article_unlocks WHERE user_id = $1 ORDER BY created_at DESC, group_id LIMIT $2 OFFSET $3`,
        [userId, limit, (page - 1) * limit],
      ),
      one<{ n: number }>(this.ds, `SELECT count(*)::int AS n FROM article_unlocks WHERE user_id = $1`, [userId]),
    ]);
    const items = await this.articles.groupItems(
      ids.map((r) => r.group_id),
      userId,
      lang,
    );
    return paged(items, { page, limit }, count?.n ?? 0);
  }

  async ledgerOf(userId: string, page: number, limit: number): Promise<Paged<LedgerEntry>> {
    const { items, total } = await this.ledger.ledger(userId, page, limit);
    return paged(items, { page, limit }, total);
  }

  async adjust(adminId: string, userId: string, input: MembershipAdjustInput): Promise<MembershipState> {
    const days = input.days ?? 0;
    const now = new Date();
    const { state } = await this.ledger.apply(userId, {
      kind: 'adjust',
      key: MembershipLedger.adjustKey(),
      credits: input.credits ?? 0,
      vipUntil: days
        ? (cur) => {
            if (days < 0 && (!cur || cur <= now)) throw AppException.fail('e.membership.adjust_negative');
            return shiftVipDays(cur, days, now);
          }
        : undefined,
      reason: input.reason,
      actorId: adminId,
    });
    if (days) await this.schedule.plan(userId, state.vip_until);
    await this.push(userId);
    return stateDto(state);
  }

  /** Tells the reader's open apps their new state (after the commit; best effort: a failed read is logged, never thrown). */
  async push(userId: string): Promise<void> {
    try {
      this.channel.toUser(userId, 'membership:update', stateDto(await this.ledger.state(userId)));
    } catch (err) {
      this.logger.warn({ err: err instanceof Error ? err.message : String(err), userId }, 'membership push failed');
    }
  }
}
