import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type QueryRunner } from 'typeorm';
import type { LedgerEntry, LedgerKind, MembershipState } from '@contracts/schemas/membership';
import { AppException } from '@server/common/errors/app.exception';
import { one, rows, tx, type Db, type Prepared } from '@server/infra/database/sql';
import { EntitlementCache } from './entitlement-cache';
import { UNLOCK_PREPARED } from './unlock.sql';
import { epochSeconds } from './vip-calendar';

export interface StateRow {
  user_id: string;
  vip_until: Date | null;
  buyout: boolean;
  opened_at: Date | null;
  remaining_credits: number;
  cumulative_articles: number;
  version: number;
}

const REFUSAL: Prepared = {
  name: 'membership_unlock_refusal',
  text: `SELECT EXISTS (SELECT 1 FROM article_unlocks WHERE user_id = $1 AND group_id = $2) AS unlocked,
                (SELECT remaining_credits FROM memberships WHERE user_id = $1) AS remaining_credits`,
};

const STATE_COLUMNS = 'user_id, vip_until, buyout, opened_at, remaining_credits, cumulative_articles, version';

/** One change of a reader's entitlement: what it adds, computed from the locked state row. */
export interface LedgerChange {
  kind: Exclude<LedgerKind, 'spend'>;
  /** Makes the change happen once (see the ledger entity). */
  key: string;
  credits?: number;
  /** The new VIP end from the current one (undefined: unchanged). */
  vipUntil?: (current: Date | null) => Date | null;
  buyout?: -1 | 1;
  orderId?: string | null;
  reason?: string | null;
  actorId?: string | null;
}

export interface Applied {
  applied: boolean;
  state: StateRow;
}

/** The columns a reader's state is made of (a state row, or the unlock statement's answer). */
export type StateFields = Pick<StateRow, 'vip_until' | 'buyout' | 'opened_at' | 'remaining_credits' | 'cumulative_articles'>;

/** `now` in epoch ms. */
export function stateDto(r: StateFields | undefined, now = Date.now()): MembershipState {
  if (!r) return { vip: false, buyout: false, vipUntil: null, openedAt: null, remainingCredits: 0, cumulativeArticles: 0 };
  return {
    vip: r.buyout || (r.vip_until !== null && r.vip_until.getTime() > now),
    buyout: r.buyout,
    vipUntil: r.vip_until?.toISOString() ?? null,
    openedAt: r.opened_at?.toISOString() ?? null,
    remainingCredits: r.remaining_credits,
    cumulativeArticles: r.cumulative_articles,
  };
}

interface LedgerRow {
  id: string;
  kind: LedgerKind;
  credits: number;
  vip_seconds: string;
  buyout: number;
  order_id: string | null;
  article_id: string | null;
  reason: string | null;
  actor_id: string | null;
  created_at: Date;
}

/**
 * The entitlement ledger and the state row beside it. Every change but a spend goes through
 * {@link apply}: lock the reader's state row, write the ledger row (its unique key makes a repeat a
 * no-op), update the state from the same numbers — one transaction, so the state always equals the
 * ledger's sums. Spends are one guarded statement ({@link unlock}).
 */
@Injectable()
export class MembershipLedger {
  constructor(
    private readonly ds: DataSource,
    private readonly cache: EntitlementCache,
  ) {}

  async state(userId: string, db: Db = this.ds): Promise<StateRow | undefined> {
    return one<StateRow>(db, `SELECT ${STATE_COLUMNS} FROM memberships WHERE user_id = $1`, [userId]);
  }

  /** In the caller's transaction (an order's payment or refund), or in a new one. */
  async apply(userId: string, change: LedgerChange, q?: QueryRunner): Promise<Applied> {
    const run = async (db: QueryRunner): Promise<Applied> => {
      await db.query(`INSERT INTO memberships (user_id) VALUES ($1) ON CONFLICT DO NOTHING`, [userId]);
      const cur = (await one<StateRow>(db, `SELECT ${STATE_COLUMNS} FROM memberships WHERE user_id = $1 FOR UPDATE`, [userId]))!;
      const credits = change.credits ?? 0;
      const until = change.vipUntil ? change.vipUntil(cur.vip_until) : cur.vip_until;
      const nextUntil = until ? new Date(epochSeconds(until) * 1000) : null;
      const vipSeconds = epochSeconds(nextUntil) - epochSeconds(cur.vip_until);
      const buyout = change.buyout ?? 0;
      if (cur.remaining_credits + credits < 0) throw AppException.fail('e.membership.adjust_negative');
      const inserted = await rows<{ id: string }>(
        db,
        `INSERT INTO membership_ledger (user_id, kind, key, credits, vip_seconds, buyout, order_id, reason, actor_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (key) DO NOTHING RETURNING id`,
        [
          userId,
          change.kind,
          change.key,
          credits,
          vipSeconds,
          buyout,
          change.orderId ?? null,
          change.reason ?? null,
          change.actorId ?? null,
        ],
      );
      if (!inserted.length) return { applied: false, state: cur };
      const next = (await one<StateRow>(
        db,
        `UPDATE memberships
            SET remaining_credits = remaining_credits + $2,
                vip_until = $3,
                buyout = CASE WHEN $4::int > 0 THEN true WHEN $4::int < 0 THEN false ELSE buyout END,
                opened_at = CASE WHEN $5 AND opened_at IS NULL THEN now() ELSE opened_at END,
                version = version + 1, updated_at = now()
          WHERE user_id = $1
      RETURNING ${STATE_COLUMNS}`,
        // the open date: the first time the reader is given anything (a plan, or an admin's days or credits)
        [userId, credits, nextUntil, buyout, change.kind === 'grant' || credits > 0 || vipSeconds > 0 || buyout > 0],
      ))!;
      return { applied: true, state: next };
    };
    const out = q ? await run(q) : await tx(this.ds, run);
    if (out.applied && !q) this.cache.forget(userId);
    return out;
  }

  /**
   * Unlocks an article for a reader in one guarded statement: lock the state row (FOR UPDATE returns
   * its latest version), write the unlock row of the article's translation group (ON CONFLICT: a
   * second unlock of any version of it charges nothing), take one credit (only when one is left, re-checked under the lock), write the
   * spend row. A VIP's unlock writes nothing and answers `charged: false` with the state.
   * `undefined`: nothing was written (no credit, or unlocked before — see {@link refusal}).
   */
  async unlock(userId: string, articleId: string, groupId: string): Promise<{ charged: boolean; state: MembershipState } | undefined> {
    const r = await one<StateFields & { charged: boolean }>(this.ds, UNLOCK_PREPARED, [
      userId,
      articleId,
      `spend:${userId}:${articleId}`,
      groupId,
    ]);
    if (!r) return undefined;
    if (r.charged) this.cache.forget(userId);
    // The row as it is (a copy of pg's row object with two more keys cost ~7 µs an unlock: bench:unlock).
    return { charged: r.charged, state: stateDto(r) };
  }

  /** After an unlock that wrote nothing, in one read: whether the reader had unlocked the article's group, and the credits left. */
  async refusal(userId: string, groupId: string): Promise<{ unlocked: boolean; remainingCredits: number }> {
    const r = await one<{ unlocked: boolean; remaining_credits: number | null }>(this.ds, REFUSAL, [userId, groupId]);
    return { unlocked: r?.unlocked ?? false, remainingCredits: r?.remaining_credits ?? 0 };
  }

  async ledger(userId: string, page: number, limit: number): Promise<{ items: LedgerEntry[]; total: number }> {
    const [found, count] = await Promise.all([
      rows<LedgerRow>(
        this.ds,
        `SELECT id, kind, credits, vip_seconds, buyout, order_id, article_id, reason, actor_id, created_at
           FROM membership_ledger WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [userId, limit, (page - 1) * limit],
      ),
      one<{ n: number }>(this.ds, `SELECT count(*)::int AS n FROM membership_ledger WHERE user_id = $1`, [userId]),
    ]);
    return {
      items: found.map((l) => ({
        id: l.id,
        kind: l.kind,
        credits: l.credits,
        vipSeconds: Number(l.vip_seconds),
        buyout: Math.sign(l.buyout) as -1 | 0 | 1,
        orderId: l.order_id,
        articleId: l.article_id,
        reason: l.reason,
        actorId: l.actor_id,
        createdAt: l.created_at.toISOString(),
      })),
      total: count?.n ?? 0,
    };
  }

  /** A fresh adjustment key. */
  static adjustKey(): string {
    return `adjust:${randomUUID()}`;
  }
}
