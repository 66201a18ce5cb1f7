import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { UserEntity } from '@server/modules/auth/entities/user.entity';
import { registerUser, userWithRoles } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';
import { checkedFetch } from '@test/setup/contract';

const METRICS_TOKEN = 'test-metrics-token-0123456789';

describe('ops: queue dashboard, health, metrics', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp({ METRICS_TOKEN });
  });
  afterAll(async () => {
    await t.close();
  });

  const dashboard = (path: string, cookie?: string) => fetch(`${t.url}/admin/queues${path}`, { headers: cookie ? { cookie } : {} });

  it('opens /admin/queues to an admin’s browser through a short-lived httpOnly cookie, and to no one else', async () => {
    // Anonymous, forged cookie, or the session token itself: refused.
    expect((await dashboard('/')).status).toBe(401);
    expect((await dashboard('/api/queues')).status).toBe(401);
    expect((await dashboard('/', 'reefline_queues=forged')).status).toBe(401);
    const { client: admin, user } = await userWithRoles(t, ['admin']);
    expect((await fetch(`${t.url}/admin/queues/`, { headers: { token: admin.token ?? '' } })).status).toBe(401);

    // Only admins get a dashboard session.
    const { client: member } = await registerUser(t);
    expect((await member.get('/admin/queues/session')).status).toBe(403);
    const { client: cs } = await userWithRoles(t, ['customer_service']);
    expect((await cs.get('/admin/queues/session')).status).toBe(403);
    const guest = await checkedFetch(`${t.url}/api/v1/admin/queues/session`);
    expect(guest.status).toBe(401);

    const opened = await admin.get<{ url: string; expiresIn: number }>('/admin/queues/session');
    expect(opened).toMatchObject({ code: 1, data: { url: '/admin/queues/', expiresIn: 900 } });
    const setCookie = opened.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^reefline_queues=[\w-]{40,};/);
    expect(setCookie).toContain('Path=/admin/queues');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Max-Age=900');
    const cookie = setCookie.split(';')[0] as string;

    const page = await dashboard('/', cookie);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const api = await dashboard('/api/queues', cookie);
    expect(api.status).toBe(200);
    const body = (await api.json()) as { queues: { name: string }[] };
    expect(body.queues.map((q) => q.name)).toEqual(expect.arrayContaining(['notices', 'maintenance', 'orders', 'contest']));

    // The cookie dies with the admin role.
    await t.app.get(DataSource).getRepository(UserEntity).update({ id: user.id }, { roles: [] });
    expect((await dashboard('/api/queues', cookie)).status).toBe(403);
  });

  it('schedules the notice-outbox sweeper once per cluster', async () => {
    const queue = t.app.get<Queue>(getQueueToken('notices'));
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers).toEqual([expect.objectContaining({ key: 'notices-outbox-sweep', name: 'notices.sweep-outbox', every: 30000 })]);
  });

  it('reports queue depth per queue in /health', async () => {
    const res = await checkedFetch(`${t.url}/api/v1/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { status: string; queues: Record<string, Record<string, number>> } };
    expect(body.data.status).toBe('ok');
    for (const q of ['notices', 'maintenance', 'orders', 'contest']) {
      expect(body.data.queues[q]).toEqual(
        expect.objectContaining({
          waiting: expect.any(Number),
          active: expect.any(Number),
          delayed: expect.any(Number),
          failed: expect.any(Number),
        }),
      );
    }
  });

  it('serves Prometheus metrics behind METRICS_TOKEN', async () => {
    await registerUser(t); // some traffic, and a notice through the queue
    expect((await fetch(`${t.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${t.url}/metrics`, { headers: { authorization: 'Bearer wrong-token-000000000000' } })).status).toBe(401);
    const res = await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/reefline_queue_jobs\{queue="notices",state="failed"\} \d+/);
    expect(text).toMatch(/reefline_queue_jobs\{queue="notices",state="waiting"\} \d+/);
    expect(text).toMatch(/reefline_http_requests_total\{method="POST",route="\/api\/v1\/auth\/register",status="200"\} [1-9]/);
    expect(text).toMatch(
      /reefline_http_request_duration_seconds_bucket\{le="0.1",method="POST",route="\/api\/v1\/auth\/register",status="200"\}/,
    );
    expect(text).toContain('reefline_process_cpu_seconds_total');
  });
});
