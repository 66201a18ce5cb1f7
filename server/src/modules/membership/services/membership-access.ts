import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { rows, type Prepared } from '@server/infra/database/sql';
import {
  ProvidesArticleAccess,
  type AccessDecision,
  type AccessSubject,
  type ArticleAccess,
} from '@server/modules/content/ports/article-access.port';
import { EntitlementCache, type Entitlement } from './entitlement-cache';

/** The reader's state (when not cached) and which of these articles they unlocked, in one indexed query. */
const LOOKUP: Prepared = {
  name: 'membership_access',
  text: `SELECT m.vip_until, m.buyout, m.remaining_credits,
                ARRAY(SELECT u.group_id FROM article_unlocks u WHERE u.user_id = $1 AND u.group_id = ANY($2::uuid[])) AS unlocked
           FROM (SELECT 1) one LEFT JOIN memberships m ON $3 AND m.user_id = $1`,
};

/**
 * The paywall for logged-in readers (content asks only about locked articles the reader neither
 * wrote nor may read as an admin): VIP (months not over, or a buyout) reads all; an article the
 * reader unlocked once (any version of its translation group) stays open; otherwise the hint says spend a credit (with how many are left)
 * or open a membership. At most one query per call; none for a VIP whose state is cached, nor for
 * a reader whose state and these articles' unlocks this instance knows (EntitlementCache).
 */
@Injectable()
@ProvidesArticleAccess()
export class MembershipAccess implements ArticleAccess {
  constructor(
    private readonly ds: DataSource,
    private readonly cache: EntitlementCache,
  ) {}

  async decide(viewerId: string | null, articles: readonly AccessSubject[]): Promise<Map<string, AccessDecision>> {
    const out = new Map<string, AccessDecision>();
    if (viewerId === null) {
      for (const a of articles) out.set(a.id, a.locked ? { full: false, unlock: { by: 'login' } } : { full: true });
      return out;
    }
    const now = Date.now();
    // what this instance knows of the reader (a new entry when nothing fresh): only what it lacks is read
    const known = this.cache.entry(viewerId, now);
    const unknown = [...new Set(articles.filter((a) => a.locked && !known.unlocked.has(a.groupId)).map((a) => a.groupId))];
    if (!known.value || (!EntitlementCache.vip(known.value, now) && unknown.length)) {
      const [r] = await rows<{ vip_until: Date | null; buyout: boolean | null; remaining_credits: number | null; unlocked: string[] }>(
        this.ds,
        LOOKUP,
        [viewerId, unknown, !known.value],
      );
      known.value ??= {
        vipUntil: r?.vip_until?.getTime() ?? 0,
        buyout: r?.buyout ?? false,
        credits: r?.remaining_credits ?? 0,
      } satisfies Entitlement;
      const found = new Set(r?.unlocked ?? []);
      for (const id of unknown) known.unlocked.set(id, found.has(id));
    }
    const ent = known.value;
    const vip = EntitlementCache.vip(ent, now);
    for (const a of articles) {
      if (!a.locked || vip || known.unlocked.get(a.groupId) === true) out.set(a.id, { full: true });
      else if (ent.credits > 0) out.set(a.id, { full: false, unlock: { by: 'credit', remainingCredits: ent.credits } });
      else out.set(a.id, { full: false, unlock: { by: 'membership' } });
    }
    return out;
  }
}
