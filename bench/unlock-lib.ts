import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Pool } from 'pg';

/** What bench:unlock needs beside its runs: CPU readings from /proc, its readers and articles, the ledger check. */

/** User + system CPU of a process in ms, from /proc (Linux); NaN elsewhere. */
export function processCpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}
/** USER_HZ: 100 on Linux on every common architecture. */
const CLOCK_TICKS = 100;

/** Busy CPU of the whole machine in ms (every core; /proc/stat, Linux); NaN elsewhere. */
export function machineBusyMs(): number {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const idle = cpu[3]! + cpu[4]!; // idle + iowait
    const all = cpu.slice(0, 8).reduce((a, b) => a + b, 0); // without guest time (counted in user already)
    return ((all - idle) * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

export async function makeReaders(pool: Pool, n: number, tag: string, credits: number): Promise<{ id: string; token: string }[]> {
  const out: { id: string; token: string }[] = [];
  for (let i = 0; i < n; i++) {
    const token = randomBytes(32).toString('base64url');
    const { rows } = await pool.query<{ id: string }>(`INSERT INTO users (phone, nickname) VALUES ($1, $2) RETURNING id`, [
      `19${tag.padStart(2, '0')}${String(i).padStart(7, '0')}`,
      `bench ${tag}${i}`,
    ]);
    const id = rows[0]!.id;
    await pool.query(
      `INSERT INTO sessions (user_id, token_hash, last_used_at, expires_at) VALUES ($1, $2, now(), now() + interval '1 day')`,
      [id, createHash('sha256').update(token).digest('hex')],
    );
    await pool.query(`INSERT INTO memberships (user_id, remaining_credits, opened_at, version) VALUES ($1, $2, now(), 1)`, [id, credits]);
    await pool.query(`INSERT INTO membership_ledger (user_id, kind, key, credits, reason) VALUES ($1, 'grant', $2, $3, 'bench')`, [
      id,
      `bench:${id}`,
      credits,
    ]);
    out.push({ id, token });
  }
  return out;
}

export async function makeArticles(pool: Pool, n: number): Promise<string[]> {
  const { rows: authors } = await pool.query<{ id: string }>(
    `INSERT INTO users (phone, nickname, roles) VALUES ('18900000000', 'bench author', '{author}') RETURNING id`,
  );
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO articles (translation_group_id, language, author_id, title, summary, cover, body, preview, plain_text, preview_text,
                           locked, preview_length, category, tags, status, published_at)
     SELECT gen_random_uuid(), 'en-us', $1, 'Bench ' || g, 'Summary', '/uploads/x.jpg', '<p>open</p><p>locked</p>', '<p>open</p>',
            'open locked', 'open', true, 50, 'gear', '{}', 'published', now()
       FROM generate_series(1, $2) g RETURNING id`,
    [authors[0]!.id, n],
  );
  return rows.map((r) => r.id);
}

/** Every reader: state == Σ ledger, and granted − charged spends == left. */
export async function ledgerCheck(pool: Pool, ids: string[], credits: number) {
  const { rows } = await pool.query<{ bad: number; spent: number; left: number; unlocks: number }>(
    `SELECT count(*) FILTER (WHERE m.remaining_credits <> l.credits OR m.cumulative_articles <> l.spends
                              OR m.remaining_credits <> $2 - l.charged OR l.spends <> u.n OR m.remaining_credits < 0)::int AS bad,
            coalesce(sum(l.charged), 0)::int AS spent, coalesce(sum(m.remaining_credits), 0)::int AS left, coalesce(sum(u.n), 0)::int AS unlocks
       FROM memberships m
       JOIN LATERAL (SELECT sum(credits)::int AS credits, count(*) FILTER (WHERE kind = 'spend')::int AS spends,
                            count(*) FILTER (WHERE kind = 'spend' AND credits = -1)::int AS charged
                       FROM membership_ledger WHERE user_id = m.user_id) l ON true
       JOIN LATERAL (SELECT count(*)::int AS n FROM article_unlocks WHERE user_id = m.user_id) u ON true
      WHERE m.user_id = ANY($1::uuid[])`,
    [ids, credits],
  );
  return rows[0]!;
}
