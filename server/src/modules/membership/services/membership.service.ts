import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { paged, type Paged } from '@contracts/api';
import type { Language } from '@contracts/language';
import type { ArticleListItem } from '@contracts/schemas/content';
import type { LedgerEntry, MembershipAdjustInput, MembershipState, UnlockResult } from '@contracts/schemas/membership';
import { AppException } from '@server/common/errors/app.exception';
import { one, rows } from '@server/infra/database/sql';
import { UserChannel } from '@server/infra/realtime/user-channel';
import { ArticleLookupQuery } from '@server/modules/content/queries/article-lookup.query';
import { ArticleUnlocked } from '../events/membership.events';
import { MembershipLedger, stateDto } from './membership-ledger';
import { MembershipSchedule } from './membership-schedule';

/** The reader's side: state, unlocking, unlocked articles, ledger; and the admins' adjustments. */
@Injectable()
export class MembershipService {
  constructor(
    private readonly ds: DataSource,
    private readonly ledger: MembershipLedger,
    private readonly articles: ArticleLookupQuery,
    private readonly events: EventBus,
    private readonly channel: UserChannel,
    private readonly schedule: MembershipSchedule,
  ) {}

  async state(userId: string): Promise<MembershipState> {
    return stateDto(await this.ledger.state(userId));
  }

  async unlock(userId: string, articleId: string): Promise<UnlockResult> {
    const a = await this.articles.facts(articleId);
    if (!a || !a.published) throw AppException.notFound();
    if (!a.locked) throw AppException.fail('e.membership.not_locked');
    const done = await this.ledger.unlock(userId, articleId);
    if (done) {
      this.events.publish(
        new ArticleUnlocked({
          userId,
          articleId,
          charged: done.charged,
          remainingCredits: done.remaining,
          cumulativeArticles: done.cumulative,
        }),
      );
      await this.push(userId);
      return { articleId, remainingCredits: done.remaining, charged: done.charged };
    }
    // Nothing written: unlocked before (also by a concurrent call that won), or no credit.
    const state = await this.ledger.state(userId);
    if (await this.ledger.unlocked(userId, articleId))
      return { articleId, remainingCredits: state?.remaining_credits ?? 0, charged: false };
    throw AppException.fail('e.membership.no_credit', undefined, { remainingCredits: 0 });
  }

  async unlockedArticles(userId: string, page: number, limit: number, lang: Language): Promise<Paged<ArticleListItem>> {
    const [ids, count] = await Promise.all([
      rows<{ article_id: string }>(
        this.ds,
        `SELECT article_id FROM article_unlocks WHERE user_id = $1 ORDER BY created_at DESC, article_id LIMIT $2 OFFSET $3`,
        [userId, limit, (page - 1) * limit],
      ),
      one<{ n: number }>(this.ds, `SELECT count(*)::int AS n FROM article_unlocks WHERE user_id = $1`, [userId]),
    ]);
    const items = await this.articles.listItems(
      ids.map((r) => r.article_id),
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
            const base = cur && cur > now ? cur : now;
            const next = new Date(base.getTime() + days * 86_400_000);
            if (days < 0 && (!cur || cur <= now)) throw AppException.fail('e.membership.adjust_negative');
            return next < now ? now : next;
          }
        : undefined,
      reason: input.reason,
      actorId: adminId,
    });
    if (days) await this.schedule.plan(userId, state.vip_until);
    await this.push(userId);
    return stateDto(state);
  }

  /** Tells the reader's open apps their new state (after the commit). */
  async push(userId: string): Promise<void> {
    this.channel.toUser(userId, 'membership:update', stateDto(await this.ledger.state(userId)));
  }
}
