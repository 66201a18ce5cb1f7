/* The guarded unlock statement (MembershipLedger.unlock; bench/unlock.ts runs it raw, prepared alike). No imports: the bench loads it alone. */

/**
 * $1 user, $2 article, $3 the spend's ledger key, $4 the article's translation group. An unlock is
 * keyed by the group (docs/decisions/0134-translation-group-is-one-article.md): a credit opens every
 * language version, and a second version of an unlocked group charges nothing. `s` takes the row lock first (u reads it, m reads
 * u, l reads m), so concurrent unlocks of one reader run one after the other and each sees the
 * credits the previous one left.
 *
 * Only a credit unlocks for good (docs/decisions, "A VIP's reads are not unlocks"): a VIP reads
 * every locked article while the VIP lasts, so a VIP's unlock writes nothing and answers the state
 * with `charged = false` (the last SELECT); an article stays open after the VIP ends only if a
 * credit was spent on it.
 */
export const UNLOCK = `
WITH s AS (
  SELECT remaining_credits, cumulative_articles, vip_until, buyout, opened_at,
         (buyout OR coalesce(vip_until > now(), false)) AS vip
    FROM memberships WHERE user_id = $1 FOR UPDATE
), u AS (
  INSERT INTO article_unlocks (user_id, group_id, article_id, charged)
  SELECT $1, $4, $2, true FROM s WHERE NOT s.vip AND s.remaining_credits > 0
  ON CONFLICT (user_id, group_id) DO NOTHING
  RETURNING charged
), m AS (
  UPDATE memberships
     SET remaining_credits = remaining_credits - 1,
         cumulative_articles = cumulative_articles + 1, version = version + 1, updated_at = now()
    FROM u WHERE user_id = $1
  RETURNING remaining_credits, cumulative_articles, vip_until, buyout, opened_at, u.charged
), l AS (
  INSERT INTO membership_ledger (user_id, kind, key, credits, article_id)
  SELECT $1, 'spend', $3, -1, $2 FROM m
  RETURNING id
)
SELECT m.remaining_credits, m.cumulative_articles, m.vip_until, m.buyout, m.opened_at, m.charged FROM m, l
UNION ALL
SELECT s.remaining_credits, s.cumulative_articles, s.vip_until, s.buyout, s.opened_at, false FROM s WHERE s.vip`;

/**
 * UNLOCK as a named statement (infra/database/sql.ts `Prepared`): pg prepares it once per connection,
 * so PostgreSQL no longer parses and plans its four CTEs on every unlock (bench:unlock, docs/performance-log.md).
 */
export const UNLOCK_PREPARED = { name: 'membership_unlock', text: UNLOCK } as const;
