/**
 * The reference point for `bench:vote`, run as a child process by `vote.ts`: "a raw Fastify
 * handler doing token check + one Lua call" (issue #3 quotes ~4.2k/s for it against ~17k/s for a
 * bare route, i.e. ~25 %). Session token → SHA-256 → an in-memory session table, then one Redis
 * script that spends the allowance and moves the entry in a sorted set, and the reply. No
 * PostgreSQL, no anti-forgery token, no validation, no fraud rules: it calibrates the target on
 * the machine at hand; it is not a vote path.
 * Environment: PORT, REDIS_URL, REDIS_PREFIX, SESSIONS_FILE (JSON [[sha256 hex, userId], …]).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import Redis from 'ioredis';

const VOTE = `
local used = redis.call('INCR', KEYS[1])
if used > tonumber(ARGV[1]) then
  redis.call('DECR', KEYS[1])
  return {-1}
end
local votes = tonumber(redis.call('ZINCRBY', KEYS[2], 1, ARGV[2]))
local rank = redis.call('ZREVRANK', KEYS[2], ARGV[2])
local toNext = 0
if rank > 0 then
  local above = redis.call('ZREVRANGE', KEYS[2], rank - 1, rank - 1, 'WITHSCORES')
  toNext = tonumber(above[2]) - votes + 1
end
return {votes, rank + 1, toNext, tonumber(ARGV[1]) - used}
`;

type VoteCmd = (quotaKey: string, rankKey: string, limit: number, entryId: string) => Promise<number[]>;

async function main() {
  const sessions = new Map<string, string>(JSON.parse(readFileSync(process.env['SESSIONS_FILE']!, 'utf8')) as [string, string][]);
  const redis = new Redis(process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379/0', { keyPrefix: process.env['REDIS_PREFIX'] ?? 'ref:' });
  redis.defineCommand('refVote', { numberOfKeys: 2, lua: VOTE });
  const vote = (redis as unknown as { refVote: VoteCmd }).refVote.bind(redis);
  const app = Fastify();
  app.get('/api/v1/health', async () => ({ ok: true }));
  app.post<{ Params: { id: string } }>('/api/v1/entries/:id/votes', async (req, reply) => {
    const token = req.headers['token'];
    const userId = typeof token === 'string' ? sessions.get(createHash('sha256').update(token).digest('hex')) : undefined;
    if (!userId) return reply.code(401).send({ code: 401, msg: 'please log in', data: null });
    const entryId = req.params.id;
    const [votes, rank, votesToNext, remaining] = await vote(`q:${userId}`, 'rank', 1_000_000, entryId);
    if (votes === -1) return { code: 0, msg: 'allowance used up', data: null };
    return { code: 1, msg: 'ok', data: { entryId, votes, rank, votesToNext, remaining } };
  });
  await app.listen({ port: Number(process.env['PORT']), host: '127.0.0.1' });
}

void main();
