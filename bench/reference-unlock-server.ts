/**
 * The floor of `bench:unlock`, run as a child process by `unlock.ts`: a bare Fastify handler (no
 * Nest, no anti-forgery token, no rate limit, no validation, no security headers, no metrics, no
 * event, no push) that does what the unlock cannot do without: session token → SHA-256 → an
 * in-memory session table, the same guarded statement (unlock.sql.ts, prepared alike, a pg pool of
 * the same size) and the reply. It calibrates the target on the machine at hand: what HTTP on
 * Fastify costs over the raw statement when the server, PostgreSQL and the load generator share the
 * same cores. It is not an unlock path (no article check, no refusal reason).
 * Environment: PORT, DATABASE_URL, DATABASE_POOL_SIZE, SESSIONS_FILE (JSON [[sha256 hex, userId], …]).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { Pool } from 'pg';
import { UNLOCK_PREPARED } from '../server/src/modules/membership/services/unlock.sql';

async function main() {
  const sessions = new Map<string, string>(JSON.parse(readFileSync(process.env['SESSIONS_FILE']!, 'utf8')) as [string, string][]);
  const pool = new Pool({ connectionString: process.env['DATABASE_URL'], max: Number(process.env['DATABASE_POOL_SIZE'] ?? 16) });
  const app = Fastify();
  app.get('/api/v1/health', async () => ({ ok: true }));
  app.post<{ Params: { id: string } }>('/api/v1/articles/:id/unlock', async (req, reply) => {
    const token = req.headers['token'];
    const userId = typeof token === 'string' ? sessions.get(createHash('sha256').update(token).digest('hex')) : undefined;
    if (!userId) return reply.code(401).send({ code: 401, msg: 'please log in', data: null });
    const articleId = req.params.id;
    const { rows } = await pool.query<{ remaining_credits: number; charged: boolean }>({
      name: UNLOCK_PREPARED.name,
      text: UNLOCK_PREPARED.text,
      // $4, the translation group: each bench article is a group of its own (the app learns it from its cached facts).
      values: [userId, articleId, `spend:${userId}:${articleId}`, articleId],
    });
    const r = rows[0];
    if (!r) return { code: 0, msg: 'no credit', data: { remainingCredits: 0 } };
    return { code: 1, msg: 'ok', data: { articleId, remainingCredits: r.remaining_credits, charged: r.charged } };
  });
  await app.listen({ port: Number(process.env['PORT']), host: '127.0.0.1' });
  // A normal exit on SIGTERM, so that `--cpu-prof` (BENCH_SERVER_NODE_ARGS) writes its profile.
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => pool.end())
      .finally(() => process.exit(0));
  });
}

void main();
