import { DataSource } from 'typeorm';
import type { Paged } from '@contracts/api';
import type { ContestDetail, EntryDetail, MyWork, ShareLink, VoteReply } from '@contracts/schemas/contest';
import { startApp, type TestApp } from '@test/setup/harness';
import type { MessageDto } from '@contracts/schemas/messages';
import { ContestsService } from '@server/modules/contest/services/contests.service';
import { EntryVisits } from '@server/modules/contest/services/entry-visits.service';
import { VoteBatcher, type PendingVote } from '@server/modules/contest/services/vote-batcher.service';
import { approve, contestWithEntries, makeUsers, ranking, sleep, submitEntry } from './helpers';
import { checkedFetch } from '@test/setup/contract';

describe('contest votes: refusals, allowance under concurrency, idempotency, shares', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp({
      CONTEST_CLUSTER_ACCOUNTS_PER_IP: '1000',
      CONTEST_VOTES_PER_IP_PER_MINUTE: '100000',
      // the visits test flushes the counters itself: no timer flush in the middle of it
      CONTEST_VISITS_FLUSH_MS: '3600000',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a guest (401), an own entry, an entry not approved (404 to others), with localised reasons', async () => {
    const { contest, photographers, entries } = await contestWithEntries(t, 1);
    const [voter] = await makeUsers(t, 1);
    const guest = await checkedFetch(`${t.url}/api/v1/entries/${entries[0]!.id}/votes`, { method: 'POST' });
    expect(guest.status).toBe(401);

    const own = await photographers[0]!.client.post(`/entries/${entries[0]!.id}/votes`);
    expect(own.code).toBe(0);
    expect(own.msg).toBe('不能给自己的作品投票');

    const pending = await submitEntry(photographers[0]!.client, contest.id, 'Pending');
    voter!.client.language = 'en-us';
    // An entry not approved exists only for its photographer: to anyone else it is 404 (as GET is).
    const notApproved = await voter!.client.post(`/entries/${pending.id}/votes`);
    expect(notApproved.code).toBe(404);
    photographers[0]!.client.language = 'en-us';
    const ownPending = await photographers[0]!.client.post(`/entries/${pending.id}/votes`);
    expect(ownPending.code).toBe(0);
    expect(ownPending.msg).toMatch(/not been approved/);

    const unknown = await voter!.client.post(`/entries/00000000-0000-0000-0000-000000000001/votes`);
    expect(unknown.code).toBe(404);
    const bad = await voter!.client.post(`/entries/nope/votes`);
    expect(bad.code).toBe(0);
    const badRef = await voter!.client.post(`/entries/${entries[0]!.id}/votes`, { ref: 'a b' });
    expect(badRef.code).toBe(0);
    expect(badRef.data).toMatchObject({ errors: [{ field: 'ref' }] });
  });

  it('a burst of 20 votes with 5 left: exactly 5 accepted, 15 refused saying when the allowance renews', async () => {
    const { contest, entries } = await contestWithEntries(t, 2);
    const [voter] = await makeUsers(t, 1);
    voter!.client.language = 'zh-hant';
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => voter!.client.post<VoteReply>(`/entries/${entries[i % 2]!.id}/votes`)),
    );
    const ok = results.filter((r) => r.code === 1);
    const refused = results.filter((r) => r.code !== 1);
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused) {
      expect(r.code).toBe(0);
      expect(r.msg).toMatch(/今日5票已用完，.*00:00 \(Asia\/Shanghai\)後可再投/);
      expect(Date.parse((r.data as unknown as { renewsAt: string }).renewsAt)).toBeGreaterThan(Date.now());
    }
    expect(ok.map((r) => r.data.remaining).sort()).toEqual([0, 1, 2, 3, 4]);
    const rows = await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM votes WHERE voter_id = $1`, [voter!.id]);
    expect(rows[0].n).toBe(5);
    const detail = await voter!.client.get<ContestDetail>(`/contests/${contest.id}`);
    expect(detail.data.remainingToday).toBe(0);
    expect(Date.parse(detail.data.renewsAt!)).toBeGreaterThan(Date.now());
    const snap = await ranking(voter!.client, contest.id);
    expect(snap.items.reduce((s, r) => s + r.votes, 0)).toBe(5);
  });

  it('counts the allowance per day in the contest time zone (yesterday’s votes do not count)', async () => {
    const { contest, entries } = await contestWithEntries(t, 1, { votesPerUserPerDay: 2 });
    const [voter] = await makeUsers(t, 1);
    const ds = t.app.get(DataSource);
    // Two votes cast "yesterday" in Asia/Shanghai (written directly; the Redis counter is for today only).
    await ds.query(
      `INSERT INTO votes (contest_id, entry_id, voter_id, day, slot, status, ip) VALUES ($1, $2, $3, (now() AT TIME ZONE 'Asia/Shanghai')::date - 1, 1, 'counted', '1.1.1.1'), ($1, $2, $3, (now() AT TIME ZONE 'Asia/Shanghai')::date - 1, 2, 'counted', '1.1.1.1')`,
      [contest.id, entries[0]!.id, voter!.id],
    );
    expect((await voter!.client.post<VoteReply>(`/entries/${entries[0]!.id}/votes`)).data.remaining).toBe(1);
    expect((await voter!.client.post<VoteReply>(`/entries/${entries[0]!.id}/votes`)).data.remaining).toBe(0);
    expect((await voter!.client.post(`/entries/${entries[0]!.id}/votes`)).code).toBe(0);
  });

  it('the batch writer: of votes on one allowance slot only the first is written, and each vote learns whether it was', async () => {
    const { contest, entries } = await contestWithEntries(t, 2);
    const [voter] = await makeUsers(t, 1);
    const base: PendingVote = {
      contestId: contest.id,
      entryId: entries[0]!.id,
      voterId: voter!.id,
      day: new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' }),
      slot: 1,
      status: 'counted',
      flagReason: null,
      ip: '127.0.0.1',
      deviceId: null,
      shareCode: null,
    };
    const batcher = t.app.get(VoteBatcher);
    // Submitted in one turn: one batch (the first may go alone, the rest gather behind it).
    const outcomes = await Promise.all([
      batcher.submit(base),
      batcher.submit({ ...base, slot: 2 }),
      batcher.submit({ ...base, slot: 2, entryId: entries[1]!.id }),
      batcher.submit({ ...base, slot: 3, entryId: entries[1]!.id }),
      batcher.submit({ ...base, slot: 1, entryId: entries[1]!.id }),
    ]);
    expect(outcomes.map((o) => o.inserted)).toEqual([true, true, false, true, false]);
    expect(outcomes[3]!.rank).toMatchObject({ votes: 1 });
    const rows: { slot: number; entry_id: string }[] = await t.app
      .get(DataSource)
      .query(`SELECT slot, entry_id FROM votes WHERE voter_id = $1 ORDER BY slot`, [voter!.id]);
    expect(rows).toEqual([
      { slot: 1, entry_id: entries[0]!.id },
      { slot: 2, entry_id: entries[0]!.id },
      { slot: 3, entry_id: entries[1]!.id },
    ]);
  });

  it('votes PostgreSQL refuses because voting closed meanwhile give their allowance slots back, two in flight at once too', async () => {
    const { contest, entries } = await contestWithEntries(t, 1);
    const [voter] = await makeUsers(t, 1);
    voter!.client.language = 'en-us';
    const url = `/entries/${entries[0]!.id}/votes`;
    expect((await voter!.client.post<VoteReply>(url)).data.remaining).toBe(4); // the contest is now cached as open
    const ds = t.app.get(DataSource);
    const [{ ends_at: endsAt }] = (await ds.query(`SELECT ends_at FROM contests WHERE id = $1`, [contest.id])) as { ends_at: Date }[];
    // Voting closes behind the instance's metadata cache: the batch statement is what refuses the vote.
    await ds.query(`UPDATE contests SET ends_at = now() - interval '1 second' WHERE id = $1`, [contest.id]);
    for (const closed of await Promise.all([voter!.client.post(url), voter!.client.post(url)])) {
      expect(closed.code).toBe(0);
      expect(closed.msg).toMatch(/ended/i);
    }
    // Reopened (an admin moved the close back): the refused votes used none of the allowance.
    await ds.query(`UPDATE contests SET ends_at = $2 WHERE id = $1`, [contest.id, endsAt]);
    t.app.get(ContestsService).invalidate(contest.id);
    const again = await voter!.client.post<VoteReply>(url);
    expect(again.code).toBe(1);
    expect(again.data.remaining).toBe(3);
    const slots = (await ds.query(`SELECT slot FROM votes WHERE voter_id = $1 ORDER BY slot`, [voter!.id])) as { slot: number }[];
    expect(slots.map((r) => r.slot)).toEqual([1, 2]);
  });

  it('a retried vote with the same Idempotency-Key counts once', async () => {
    const { entries } = await contestWithEntries(t, 1);
    const [voter] = await makeUsers(t, 1);
    const url = `/entries/${entries[0]!.id}/votes`;
    const first = await voter!.client.post<VoteReply>(url, {}, { 'Idempotency-Key': 'vote-1' });
    const again = await voter!.client.post<VoteReply>(url, {}, { 'Idempotency-Key': 'vote-1' });
    expect(first.code).toBe(1);
    expect(again.code).toBe(1);
    expect(again.data).toEqual(first.data);
    expect(first.data).toMatchObject({ votes: 1, rank: 1, votesToNext: 0, remaining: 4, counted: true });
    const other = await voter!.client.post<VoteReply>(url, {}, { 'Idempotency-Key': 'vote-2' });
    expect(other.data).toMatchObject({ votes: 2, remaining: 3 });
  });

  it('refuses votes from accounts younger than the cooldown, and over the per-IP velocity (429)', async () => {
    // Its own database and Redis prefix (so no vote of this file's other instance is shared into its
    // counters), started well inside a clock minute: the per-IP count is exactly this test's votes.
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 15_000) await sleep(left + 50);
    const strict = await startApp({ CONTEST_NEW_ACCOUNT_COOLDOWN_MINUTES: '30', CONTEST_VOTES_PER_IP_PER_MINUTE: '3' });
    try {
      const { entries } = await contestWithEntries(strict, 1, { votesPerUserPerDay: 50 });
      const [young] = await makeUsers(strict, 1);
      const [old] = await makeUsers(strict, 1, new Date(Date.now() - 3600_000));
      const tooNew = await young!.client.post(`/entries/${entries[0]!.id}/votes`);
      expect(tooNew.code).toBe(0);
      expect(tooNew.msg).toContain('30');
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) codes.push((await old!.client.post(`/entries/${entries[0]!.id}/votes`)).code);
      // The young account's refusal came before the guard and counted nothing: three pass, the 4th and 5th are over.
      expect(codes).toEqual([1, 1, 1, 429, 429]);
      const rows = (await strict.app
        .get(DataSource)
        .query(`SELECT count(*)::int AS n FROM votes WHERE entry_id = $1`, [entries[0]!.id])) as {
        n: number;
      }[];
      expect(rows[0]!.n).toBe(3);
    } finally {
      await strict.close();
    }
  });

  it('share links record which votes they brought; unknown codes are ignored', async () => {
    const { entries, photographers } = await contestWithEntries(t, 1);
    const share = await photographers[0]!.client.post<ShareLink>(`/entries/${entries[0]!.id}/shares`);
    expect(share.code).toBe(1);
    expect(share.data.url).toBe(`${t.config.publicUrl}/h5/#/pages/vote/vote?entry=${entries[0]!.id}&ref=${share.data.code}`);
    const again = await photographers[0]!.client.post<ShareLink>(`/entries/${entries[0]!.id}/shares`);
    expect(again.data.code).toBe(share.data.code);
    const voters = await makeUsers(t, 3);
    await voters[0]!.client.post(`/entries/${entries[0]!.id}/votes`, { ref: share.data.code });
    await voters[1]!.client.post(`/entries/${entries[0]!.id}/votes`, { ref: share.data.code });
    await voters[2]!.client.post(`/entries/${entries[0]!.id}/votes`, { ref: 'unknown-code' });
    const after = await photographers[0]!.client.post<ShareLink>(`/entries/${entries[0]!.id}/shares`);
    expect(after.data.votes).toBe(2);
  });

  it('entry detail counts visits cheaply and hides unapproved entries from others (404)', async () => {
    const { adminClient, contest, photographers, entries } = await contestWithEntries(t, 1);
    const [viewer] = await makeUsers(t, 1);
    for (let i = 0; i < 3; i++) await viewer!.client.get(`/entries/${entries[0]!.id}`);
    const d = await viewer!.client.get<EntryDetail>(`/entries/${entries[0]!.id}`);
    expect(d.data).toMatchObject({
      visits: 4,
      status: 'approved',
      mine: false,
      rank: 1,
      votesToNext: 0,
      camera: 'Sony A7 IV',
      place: 'Komodo',
    });
    const pending = await submitEntry(photographers[0]!.client, contest.id, 'Pending');
    expect((await viewer!.client.get(`/entries/${pending.id}`)).code).toBe(404);
    expect((await photographers[0]!.client.get<EntryDetail>(`/entries/${pending.id}`)).data).toMatchObject({ mine: true, rank: null });
    const rej = await adminClient.post(`/admin/entries/${pending.id}/review`, { decision: 'reject' });
    expect(rej.code).toBe(0);
    expect(rej.data).toMatchObject({ errors: [{ field: 'reason' }] });
    expect((await adminClient.post(`/admin/entries/${pending.id}/review`, { decision: 'reject', reason: 'Blurry' })).code).toBe(1);
    expect((await adminClient.post(`/admin/entries/${pending.id}/review`, { decision: 'approve' })).code).toBe(0);
    const works = await photographers[0]!.client.get<Paged<MyWork>>('/me/works');
    expect(works.data.items.map((w) => [w.title, w.status, w.rejectReason, w.rank])).toEqual([
      ['Pending', 'rejected', 'Blurry', null],
      ['Entry 1', 'approved', null, 1],
    ]);
    const flushed = await t.app.get(DataSource).query(`SELECT visits FROM contest_entries WHERE id = $1`, [entries[0]!.id]);
    expect(Number(flushed[0].visits)).toBe(0); // not flushed yet: one Redis counter, not a row write per view
    // the flush moves the count to PostgreSQL, and the page neither loses nor doubles it
    expect(await t.app.get(EntryVisits).flush()).toBeGreaterThanOrEqual(1);
    const stored = await t.app.get(DataSource).query(`SELECT visits FROM contest_entries WHERE id = $1`, [entries[0]!.id]);
    expect(Number(stored[0].visits)).toBe(4);
    expect((await viewer!.client.get<EntryDetail>(`/entries/${entries[0]!.id}`)).data.visits).toBe(5);
  });

  it('a review sends the photographer a review notice (EntryReviewed → messaging)', async () => {
    const { adminClient, contest, photographers } = await contestWithEntries(t, 1);
    const p = photographers[0]!.client;
    p.language = 'en-us';
    const work = await submitEntry(p, contest.id, 'Octopus garden');
    expect(
      (await adminClient.post(`/admin/entries/${work.id}/review`, { decision: 'reject', reason: 'Watermark on the photo' })).code,
    ).toBe(1);
    let items: MessageDto[] = [];
    for (let i = 0; i < 100 && items.length < 2; i++) {
      items = (await p.get<Paged<MessageDto>>('/messages?category=review')).data.items;
      if (items.length < 2) await sleep(100);
    }
    const rejected = items.find((m) => m.title === 'Entry not approved');
    expect(rejected?.body).toContain('Octopus garden');
    expect(rejected?.body).toContain('Watermark on the photo');
    expect(rejected?.link).toBe(`/pages/vote/vote?entry=${work.id}`);
    expect(items.some((m) => m.title === 'Entry approved')).toBe(true);
  });

  it('non-admins cannot use admin routes; bad contest input is refused with field errors', async () => {
    const [u] = await makeUsers(t, 1);
    expect((await u!.client.post('/admin/contests', {})).status).toBe(403);
    const { adminClient } = await contestWithEntries(t, 0);
    const bad = await adminClient.post('/admin/contests', {
      year: 2026,
      title: '',
      cover: 'x.jpg',
      startsAt: '2026-01-02',
      endsAt: '2026-01-01',
    });
    expect(bad.code).toBe(0);
    expect((bad.data as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(expect.arrayContaining(['title']));
    void approve;
  });
});
