import { getQueueToken } from '@nestjs/bullmq';
import { EventBus } from '@nestjs/cqrs';
import type { Job, JobState, Queue } from 'bullmq';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { Paged } from '@contracts/api';
import type { MessageDto } from '@contracts/schemas/messages';
import type { DeliverNoticePayload } from '@server/modules/notices/ports/notice-source.port';
import { MessagingJob, NOTICES_QUEUE } from '@server/modules/messaging/jobs/messaging.jobs';
import { PasswordChanged } from '@server/modules/auth/events/auth.events';
import type { HeldNotice } from '@server/modules/messaging/jobs/deliver-notice.processor';
import { NOTICE_JOB_OPTIONS, noticeJobId } from '@server/modules/messaging/services/notice.service';
import type { ApiClient } from '@test/setup/api';
import { TEST_DATABASE_URL } from '@test/setup/env';
import { registerUser } from '@test/setup/factories';
import { createTestEnv, startApp, type TestApp, type TestEnv } from '@test/setup/harness';
import { compileServer, spawnServer } from '@test/setup/server-process';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, fn: () => Promise<T | undefined | false>, timeoutMs = 15000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

const noticesQueue = (t: TestApp) => t.app.get<Queue>(getQueueToken(NOTICES_QUEUE));
/**
 * The job if it is in `state` now. The state is read first and the job after it: a Job is a
 * snapshot of its hash, and a snapshot taken before the state could belong to an earlier moment
 * (a 'failed' job still saying one attempt, a 'completed' one without its return value).
 */
const jobIn = async (queue: Queue, id: string, state: JobState) =>
  (await queue.getJobState(id)) === state ? await queue.getJob(id) : undefined;
const inbox = async (c: ApiClient) => (await c.get<Paged<MessageDto>>('/messages?limit=100')).data;
const countRows = async (db: Client, recipient: string, eventId: string) =>
  (
    (await db.query('SELECT COUNT(*)::int AS n FROM messages WHERE recipient_id = $1 AND event_id = $2', [recipient, eventId])).rows[0] as {
      n: number;
    }
  ).n;

function passwordNotice(recipientId: string, eventId = randomUUID()): DeliverNoticePayload {
  return {
    eventId,
    recipientId,
    category: 'system',
    titleKey: 'notice.password_changed.title',
    bodyKey: 'notice.password_changed.body',
    params: {},
    link: null,
  };
}

describe('notice delivery: idempotent, retried, crash-safe', () => {
  describe('duplicates and transient database failures', () => {
    let env: TestEnv;
    let t: TestApp;
    let db: Client;

    beforeAll(async () => {
      env = await createTestEnv();
      // Every connection of this database gives up waiting for a lock after 300 ms: a held table
      // lock then makes the worker's INSERT fail for real (55P03 lock_not_available).
      const admin = new Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`ALTER DATABASE ${env.dbName} SET lock_timeout = '300ms'`);
      await admin.end();
      t = await startApp({}, env);
      db = new Client({ connectionString: env.databaseUrl });
      await db.connect();
    });
    afterAll(async () => {
      await db.end();
      await t.close();
      await env.cleanup();
    });

    it('writes one row when the same notice is queued twice under different job ids at once', async () => {
      const { user } = await registerUser(t);
      const n = passwordNotice(user.id);
      await noticesQueue(t).addBulk([
        { name: MessagingJob.DeliverNotice, data: n, opts: { jobId: `dup-a-${n.eventId}` } },
        { name: MessagingJob.DeliverNotice, data: n, opts: { jobId: `dup-b-${n.eventId}` } },
        { name: MessagingJob.DeliverNotice, data: n, opts: { jobId: `dup-c-${n.eventId}` } },
      ]);
      const jobs = await until('three completed jobs', async () => {
        const js = await Promise.all(['a', 'b', 'c'].map((x) => jobIn(noticesQueue(t), `dup-${x}-${n.eventId}`, 'completed')));
        return js.every(Boolean) && (js as Job[]);
      });
      expect(jobs.map((j) => (j.returnvalue as { delivered: boolean }).delivered).sort()).toEqual([false, false, true]);
      expect(await countRows(db, user.id, n.eventId)).toBe(1);
    });

    it('retries after a lock timeout and delivers once when the database is back', async () => {
      const { client, user } = await registerUser(t);
      await until('the welcome', async () => (await inbox(client)).total === 1);
      const blocker = new Client({ connectionString: env.databaseUrl });
      await blocker.connect();
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE messages IN SHARE MODE'); // readers pass, INSERTs wait
      try {
        const evt = new PasswordChanged({ userId: user.id, via: 'password' });
        t.app.get(EventBus).publish(evt);
        const jobId = noticeJobId({ eventId: evt.eventId, recipientId: user.id });
        // A failed attempt with attempts left waits for its backoff (it cycles delayed → waiting →
        // active until the table is free, so the state is part of what is waited for).
        const failedOnce = await until('a failed attempt waiting for its backoff', async () => {
          const job = await jobIn(noticesQueue(t), jobId, 'delayed');
          return job && job.attemptsMade >= 1 && job;
        });
        expect(failedOnce.failedReason).toMatch(/lock timeout/i);
        expect(await countRows(db, user.id, evt.eventId)).toBe(0);
        await blocker.query('COMMIT');
        const done = await until('the retry', () => jobIn(noticesQueue(t), jobId, 'completed'));
        expect(done.attemptsMade).toBeGreaterThanOrEqual(2);
        expect(done.returnvalue).toEqual({ delivered: true });
        expect(await countRows(db, user.id, evt.eventId)).toBe(1);
        expect((await inbox(client)).items.filter((m) => m.title === '密码已修改')).toHaveLength(1);
      } finally {
        await blocker.end();
      }
    });

    it('keeps a job whose retries are exhausted, shows it in health, and a manual retry delivers it once', async () => {
      const { client, user } = await registerUser(t);
      await until('the welcome', async () => (await inbox(client)).total === 1);
      const n = passwordNotice(user.id);
      const blocker = new Client({ connectionString: env.databaseUrl });
      await blocker.connect();
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE messages IN SHARE MODE');
      let job: Job;
      try {
        await noticesQueue(t).add(MessagingJob.DeliverNotice, n, {
          ...NOTICE_JOB_OPTIONS,
          jobId: noticeJobId(n),
          attempts: 2,
          backoff: { type: 'fixed', delay: 100 },
        });
        job = await until('the job to fail for good', () => jobIn(noticesQueue(t), noticeJobId(n), 'failed'));
        expect(job.attemptsMade).toBe(2);
        const health = await client.get<{ queues: Record<string, { failed: number }> }>('/health');
        expect(health.data.queues[NOTICES_QUEUE]?.failed).toBeGreaterThanOrEqual(1);
        expect(await noticesQueue(t).getFailed()).toEqual(expect.arrayContaining([expect.objectContaining({ id: noticeJobId(n) })]));
      } finally {
        await blocker.query('COMMIT');
        await blocker.end();
      }
      await job.retry('failed');
      await until('the retried job', async () => (await job.getState()) === 'completed');
      expect(await countRows(db, user.id, n.eventId)).toBe(1);
    });
  });

  describe('a worker killed between writing and acknowledging', () => {
    let build: { dir: string; remove(): void };
    let env: TestEnv;
    let api: TestApp;
    let rescuer: TestApp | undefined;
    let child: ChildProcess | undefined;

    beforeAll(async () => {
      build = compileServer('notice-crash');
      env = await createTestEnv();
      api = await startApp({ WORKER_ROLE: 'api' }, env); // no workers in this process
    });
    afterAll(async () => {
      if (child && child.exitCode === null) child.kill('SIGKILL');
      await rescuer?.close();
      await api.close();
      await env.cleanup();
      build.remove();
    });

    it('delivers exactly one message after the job stalls and another worker takes it', async () => {
      const timings = { NOTICES_LOCK_MS: '1500', NOTICES_STALLED_INTERVAL_MS: '500' };
      const { proc, output: out } = spawnServer(build.dir, env, {
        WORKER_ROLE: 'worker',
        NOTICES_TEST_HOLD_AFTER_WRITE: 'true',
        ...timings,
      });
      child = proc;
      const held = new Promise<HeldNotice>((resolve) => proc.on('message', (m: HeldNotice) => m.type === 'notice-written' && resolve(m)));
      const exited = new Promise<NodeJS.Signals | null>((resolve) => proc.on('exit', (_code, signal) => resolve(signal)));

      const queue = noticesQueue(api);
      await until(
        'the child worker',
        async () => (await queue.getWorkers()).length > 0 || (proc.exitCode !== null && Promise.reject(new Error(out()))),
        30000,
      );

      const { client, user } = await registerUser(api); // UserRegistered → welcome notice → the child
      let timer: NodeJS.Timeout | undefined;
      const note = await Promise.race([
        held,
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no row written: ${out()}`)), 15000))),
      ]).finally(() => clearTimeout(timer));
      const jobId = note.jobId as string;
      const job = await queue.getJob(jobId);
      expect(job?.data.recipientId).toBe(user.id);
      expect(await job?.getState()).toBe('active'); // written, not acknowledged
      expect((await inbox(client)).items.map((m) => m.id)).toEqual([note.messageId]);

      proc.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');
      expect(await job?.getState()).toBe('active'); // still locked by the dead worker

      rescuer = await startApp({ WORKER_ROLE: 'worker', ...timings }, env);
      const done = await until('the rescued job', () => jobIn(queue, jobId, 'completed'), 20000);
      expect(done.returnvalue).toEqual({ delivered: false }); // the row was already there
      expect(done.stalledCounter).toBeGreaterThanOrEqual(1); // it went through stall detection
      await sleep(300);
      const page = await inbox(client);
      expect(page.total).toBe(1);
      expect(page.items[0]?.id).toBe(note.messageId);
    });
  });
});
