import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { JobQueue } from '@server/infra/queues/job-queue';
import { MembershipJob, MEMBERSHIP_QUEUE } from '@server/modules/membership/jobs/membership.jobs';
import { NOTICES_QUEUE } from '@server/modules/messaging/jobs/messaging.jobs';
import { MembershipExpiry } from '@server/modules/membership/services/membership-expiry';
import { MembershipSchedule } from '@server/modules/membership/services/membership-schedule';
import { epochSeconds } from '@server/modules/membership/services/vip-calendar';
import { startApp, type TestApp } from '@test/setup/harness';
import { makeUsers, until } from '../content/helpers';
import { buyPlan, insertPlan, ledgerCheck, setVipUntil } from './helpers';

/**
 * The VIP-end jobs with the app's real workers (BullMQ delayed jobs): ending soon and expired each
 * send one notice however often they run, write one expiry row, and a renewal before the end makes
 * the old jobs do nothing.
 */
describe('membership: ending-soon and expiry jobs', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await startApp();
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const notices = async (userId: string, key: string) =>
    (
      (await db.query(`SELECT count(*)::int AS n FROM messages WHERE recipient_id = $1 AND title_key = $2`, [userId, key])) as {
        n: number;
      }[]
    )[0]!.n;
  const expiries = async (userId: string) =>
    (
      (await db.query(`SELECT count(*)::int AS n FROM membership_ledger WHERE user_id = $1 AND kind = 'expiry'`, [userId])) as {
        n: number;
      }[]
    )[0]!.n;

  it('a paid membership order sends the activation notice', async () => {
    const plan = await insertPlan(t, 'months', 1, 3000);
    const [reader] = await makeUsers(t, 1);
    await buyPlan(t, reader!.client, reader!.id, plan);
    await until('activation notice', async () => (await notices(reader!.id, 'notice.membership.activated.title')) === 1);
    expect(
      await t.app
        .get(JobQueue)
        .find(
          MembershipJob.Expire,
          `mexp_${reader!.id}_${epochSeconds(new Date((await ledgerCheck(t, reader!.id)).state.vip * 1000))}`,
        ),
    ).toBeDefined();
  });

  it('ending soon and expired arrive once each, however often the jobs run; the state stays equal to the ledger', async () => {
    const [reader] = await makeUsers(t, 1);
    const end = new Date(Date.now() + 2500);
    const { state } = await setVipUntil(t, reader!.id, end);
    const schedule = t.app.get(MembershipSchedule);
    await Promise.all([schedule.plan(reader!.id, state.vip_until), schedule.plan(reader!.id, state.vip_until)]);
    await until('ending-soon notice', async () => (await notices(reader!.id, 'notice.membership.ending_soon.title')) === 1);
    await until('expired notice', async () => (await notices(reader!.id, 'notice.membership.expired.title')) === 1, 20_000);
    expect(await expiries(reader!.id)).toBe(1);
    // At least once: the same jobs again change nothing.
    const expiry = t.app.get(MembershipExpiry);
    const payload = { userId: reader!.id, until: epochSeconds(state.vip_until) };
    await expiry.endingSoon(payload);
    await expiry.expire(payload);
    // Whatever those runs queued has been delivered (or deduplicated) before counting again.
    await until('the notices queue to drain', async () => {
      const c = await t.app
        .get<Queue>(getQueueToken(NOTICES_QUEUE), { strict: false })
        .getJobCounts('waiting', 'active', 'prioritized');
      return Object.values(c).every((n) => n === 0);
    });
    expect(await notices(reader!.id, 'notice.membership.ending_soon.title')).toBe(1);
    expect(await notices(reader!.id, 'notice.membership.expired.title')).toBe(1);
    expect(await expiries(reader!.id)).toBe(1);
    const c = await ledgerCheck(t, reader!.id);
    expect(c.state).toEqual(c.ledger);
  });

  it('renewing before the end: the old expiry job does nothing', async () => {
    const [reader] = await makeUsers(t, 1);
    const { state } = await setVipUntil(t, reader!.id, new Date(Date.now() + 2000));
    const schedule = t.app.get(MembershipSchedule);
    await schedule.plan(reader!.id, state.vip_until);
    const oldJob = `mexp_${reader!.id}_${epochSeconds(state.vip_until)}`;
    const renewed = await setVipUntil(t, reader!.id, new Date(Date.now() + 30 * 86_400_000));
    await schedule.plan(reader!.id, renewed.state.vip_until);
    const jobs = t.app.get(JobQueue);
    // a job that ran is kept a while (so planning the same end again adds nothing): wait for it to complete
    await until(
      'the old expiry job to run',
      async () => (await (await jobs.find(MembershipJob.Expire, oldJob))?.getState()) === 'completed',
      20_000,
    );
    expect(await expiries(reader!.id)).toBe(0);
    expect(await notices(reader!.id, 'notice.membership.expired.title')).toBe(0);
    expect(await jobs.find(MembershipJob.Expire, `mexp_${reader!.id}_${epochSeconds(renewed.state.vip_until)}`)).toBeDefined();
  });

  it('the hourly reconciliation plans the VIP ends whose jobs Redis lost, once, and no "ending soon" after an end', async () => {
    const [soon, ended] = await makeUsers(t, 2);
    // VIP given without planning its jobs (as after a Redis that came back without its data)
    await setVipUntil(t, soon!.id, new Date(Date.now() + 2 * 86_400_000));
    const end = Date.now() + 1200;
    await setVipUntil(t, ended!.id, new Date(end));
    await until('the second VIP to end', async () => Date.now() > end + 1000);
    const schedule = t.app.get(MembershipSchedule);
    expect(await schedule.reconcile()).toBeGreaterThanOrEqual(2);
    await until(
      'ending-soon notice of the VIP ending in 2 days',
      async () => (await notices(soon!.id, 'notice.membership.ending_soon.title')) === 1,
    );
    await until('the unnoticed end expired', async () => (await expiries(ended!.id)) === 1);
    await until('its expired notice', async () => (await notices(ended!.id, 'notice.membership.expired.title')) === 1);

    // Again: the jobs are known (kept after running, or still delayed): nothing is sent twice.
    await schedule.reconcile();
    const drained = async (queue: string) => {
      const c = await t.app.get<Queue>(getQueueToken(queue), { strict: false }).getJobCounts('waiting', 'active', 'prioritized');
      return Object.values(c).every((n) => n === 0);
    };
    await until(
      'the membership and notices queues to drain',
      async () => (await drained(MEMBERSHIP_QUEUE)) && (await drained(NOTICES_QUEUE)),
    );
    expect(await notices(soon!.id, 'notice.membership.ending_soon.title')).toBe(1);
    expect(await notices(soon!.id, 'notice.membership.expired.title')).toBe(0);
    expect(await notices(ended!.id, 'notice.membership.ending_soon.title')).toBe(0);
    expect(await notices(ended!.id, 'notice.membership.expired.title')).toBe(1);
    expect(await expiries(ended!.id)).toBe(1);
  });
});
