import { EventBus } from '@nestjs/cqrs';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { SearchDocumentsChanged } from '@server/modules/search/events/search.events';
import { admin, createContest, makeUsers, submitEntry } from '@test/contest/helpers';
import { ApiClient } from '@test/setup/api';
import { createTestEnv, startApp, type TestApp, type TestEnv } from '@test/setup/harness';
import { eventually, ids } from './helpers';

const text = (zh: string, en: string, hant: string) => JSON.stringify({ 'zh-cn': zh, 'en-us': en, 'zh-hant': hant });

/** Inserts a published exhibition straight into commerce's table (as a data load would). */
type Query = (text: string, params: unknown[]) => Promise<unknown>;

async function insertExhibition(query: Query, title: [zh: string, en: string, hant: string]): Promise<string> {
  const res = (await query(
    `INSERT INTO exhibitions (title, description, cover, venue_name, venue_address, city, lat, lng, starts_at, ends_at)
     VALUES ($1, $2, '/uploads/images/expo.jpg', $3, $3, $3, 22.5, 114.1, now() + interval '10 days', now() + interval '12 days')
     RETURNING id`,
    [text(...title), text('潜水装备与旅行', 'Dive gear and travel', '潛水裝備與旅行'), text('会展中心', 'Expo Centre', '會展中心')],
  )) as { rows?: { id: string }[] } | { id: string }[];
  return (Array.isArray(res) ? res : res.rows!)[0]!.id;
}

/**
 * Indexing: the owners' SearchDocumentsChanged events go through the `search` queue and the
 * kind's source; an empty index is rebuilt at start; contest approvals announce themselves.
 */
describe('search indexing', () => {
  let env: TestEnv;
  let t: TestApp;
  let guest: ApiClient;
  let loadedBeforeStart: string;

  beforeAll(async () => {
    env = await createTestEnv();
    const pg = new Client({ connectionString: env.databaseUrl });
    await pg.connect();
    loadedBeforeStart = await insertExhibition((q, p) => pg.query(q, p), ['鲨鱼保育展', 'Shark Conservation Show', '鯊魚保育展']);
    await pg.end();
    t = await startApp({}, env);
    guest = new ApiClient(t.url);
  });
  afterAll(async () => {
    await t.close();
    await env.cleanup();
  });

  it('rebuilds an empty index at start from every source', async () => {
    const found = await eventually(
      () => ids(guest, '鯊魚保育'),
      (list) => list.includes(loadedBeforeStart),
    );
    expect(found).toContain(loadedBeforeStart);
  });

  it('indexes and removes on SearchDocumentsChanged, through the queue and the source', async () => {
    const ds = t.app.get(DataSource);
    const id = await insertExhibition((q, p) => ds.query(q, p), ['蝠鲼摄影周', 'Manta Photo Week', '蝠鱝攝影週']);
    expect(await ids(guest, 'manta photo')).not.toContain(id);
    const bus = t.app.get(EventBus);
    bus.publish(new SearchDocumentsChanged({ kind: 'exhibition', ids: [id] }));
    const found = await eventually(
      () => ids(guest, 'manta photo'),
      (list) => list.includes(id),
    );
    expect(found).toContain(id);

    await ds.query(`UPDATE exhibitions SET state = 'withdrawn' WHERE id = $1`, [id]);
    bus.publish(new SearchDocumentsChanged({ kind: 'exhibition', ids: [id] }));
    const gone = await eventually(
      () => ids(guest, 'manta photo'),
      (list) => !list.includes(id),
    );
    expect(gone).not.toContain(id);
  });

  it('a burst of changes for one thing ends with what the source holds last', async () => {
    const ds = t.app.get(DataSource);
    const id = await insertExhibition((q, p) => ds.query(q, p), ['第0版', 'version zero', '第0版']);
    const bus = t.app.get(EventBus);
    for (let i = 1; i <= 20; i++) {
      await ds.query(`UPDATE exhibitions SET title = jsonb_set(title, '{en-us}', to_jsonb($2::text)) WHERE id = $1`, [id, `revision${i}`]);
      bus.publish(new SearchDocumentsChanged({ kind: 'exhibition', ids: [id, id] }));
    }
    const found = await eventually(
      () => ids(guest, 'revision20'),
      (list) => list.includes(id),
    );
    expect(found).toContain(id);
    expect(await ids(guest, 'revision19')).not.toContain(id);
  });

  it('an approved contest entry becomes searchable; a submitted one does not', async () => {
    const a = await admin(t);
    const contest = await createContest(a);
    const [p1, p2] = await makeUsers(t, 2);
    const approved = await submitEntry(p1!.client, contest.id, 'Nudibranch ballet');
    const pending = await submitEntry(p2!.client, contest.id, 'Nudibranch waltz');
    const res = await a.post(`/admin/entries/${approved.id}/review`, { decision: 'approve' });
    expect(res.code).toBe(1);
    const found = await eventually(
      () => ids(guest, 'nudibranch', { type: 'entry' }),
      (list) => list.includes(approved.id),
    );
    expect(found).toEqual([approved.id]);
    expect(found).not.toContain(pending.id);
  });
});
