import { DataSource } from 'typeorm';
import type { AuthResultDto } from '@contracts/api';
import type { ContestDetail, CreateContestInput, MyWork, RankRow, RankingSnapshot } from '@contracts/schemas/contest';
import { UserEntity } from '@server/modules/auth/entities/user.entity';
import { MIN_HASH_COST, hashPassword } from '@server/modules/auth/services/password';
import { ApiClient } from '@test/setup/api';
import { newPhone, storedImagePath, userWithRoles } from '@test/setup/factories';
import type { TestApp } from '@test/setup/harness';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let hash: Promise<string> | undefined;

/** `n` users inserted directly (one password hash for all) and logged in through the API. */
export async function makeUsers(t: TestApp, n: number, createdAt?: Date): Promise<{ client: ApiClient; id: string }[]> {
  hash ??= hashPassword('reef2026', MIN_HASH_COST);
  const passwordHash = await hash;
  const ds = t.app.get(DataSource);
  const phones = Array.from({ length: n }, () => newPhone());
  await ds
    .getRepository(UserEntity)
    .insert(phones.map((phone) => ({ phone, nickname: `diver ${phone.slice(-4)}`, passwordHash, roles: [] })));
  if (createdAt) await ds.query(`UPDATE users SET created_at = $1 WHERE phone = ANY($2)`, [createdAt, phones]);
  return Promise.all(
    phones.map(async (phone) => {
      const client = new ApiClient(t.url);
      const res = await client.post<AuthResultDto>('/auth/login', { account: phone, password: 'reef2026' });
      if (res.code !== 1) throw new Error(`login failed: ${res.msg}`);
      client.token = res.data.token;
      await client.get('/me'); // a fresh __token__ for state-changing requests
      return { client, id: res.data.user.id };
    }),
  );
}

export async function admin(t: TestApp) {
  const a = (await userWithRoles(t, ['admin'])).client;
  await a.get('/me');
  return a;
}

export async function createContest(adminClient: ApiClient, over: Partial<CreateContestInput> = {}): Promise<ContestDetail> {
  const now = Date.now();
  const res = await adminClient.post<ContestDetail>('/admin/contests', {
    year: 2026,
    title: 'Ocean Stars test',
    cover: '/uploads/images/cover.jpg',
    rules: 'Be kind to fish',
    startsAt: new Date(now - 3600_000).toISOString(),
    endsAt: new Date(now + 7 * 86_400_000).toISOString(),
    votesPerUserPerDay: 5,
    ...over,
  });
  if (res.code !== 1) throw new Error(`contest not created: ${res.msg} ${JSON.stringify(res.data)}`);
  return res.data;
}

export async function submitEntry(client: ApiClient, contestId: string, title = 'Manta at dusk'): Promise<MyWork> {
  const res = await client.post<MyWork>(`/contests/${contestId}/entries`, {
    title,
    // Paths in the form the upload route gives (entries accept only this app's own images)
    images: [storedImagePath(), storedImagePath()],
    introduction: 'A manta ray',
    camera: 'Sony A7 IV',
    lens: '16-35',
    housing: 'Nauticam',
    accessories: 'Two strobes',
    place: 'Komodo',
    year: 2025,
  });
  if (res.code !== 1) throw new Error(`entry not submitted: ${res.msg} ${JSON.stringify(res.data)}`);
  return res.data;
}

export async function approve(adminClient: ApiClient, entryId: string) {
  const res = await adminClient.post(`/admin/entries/${entryId}/review`, { decision: 'approve' });
  if (res.code !== 1) throw new Error(`not approved: ${res.msg}`);
}

/** A contest with `n` approved entries by `n` photographers. */
export async function contestWithEntries(t: TestApp, n: number, over: Partial<CreateContestInput> = {}) {
  const adminClient = await admin(t);
  const contest = await createContest(adminClient, over);
  const photographers = await makeUsers(t, n);
  const entries: MyWork[] = [];
  for (const [i, p] of photographers.entries()) {
    const e = await submitEntry(p.client, contest.id, `Entry ${i + 1}`);
    await approve(adminClient, e.id);
    entries.push(e);
  }
  return { adminClient, contest, photographers, entries };
}

export async function ranking(client: ApiClient, contestId: string): Promise<RankingSnapshot> {
  const res = await client.get<RankingSnapshot>(`/contests/${contestId}/ranking`);
  if (res.code !== 1) throw new Error(`ranking: ${res.msg}`);
  return res.data;
}

/** PostgreSQL's truth: counted votes per entry. */
export async function pgCounts(t: TestApp, contestId: string): Promise<Map<string, number>> {
  const rows: { id: string; n: number }[] = await t.app
    .get(DataSource)
    .query(
      `SELECT e.id, count(v.id) FILTER (WHERE v.status = 'counted')::int AS n FROM contest_entries e LEFT JOIN votes v ON v.entry_id = e.id WHERE e.contest_id = $1 AND e.status = 'approved' GROUP BY e.id`,
      [contestId],
    );
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Checks a ranking against the rules: order by votes, rank 1..n, votesToNext as defined. */
export function expectConsistent(items: RankRow[]) {
  items.forEach((r, i) => {
    expect(r.rank).toBe(i + 1);
    if (i === 0) expect(r.votesToNext).toBe(0);
    else {
      expect(items[i - 1]!.votes).toBeGreaterThanOrEqual(r.votes);
      expect(r.votesToNext).toBe(items[i - 1]!.votes - r.votes + 1);
    }
  });
}
