import { Client } from 'pg';
import type { Paged } from '@contracts/api';
import type { MessageDto } from '@contracts/schemas/messages';
import type { SearchHit } from '@contracts/schemas/search';
import { APP_MODULES } from '@server/app.module';
import { createTestEnv, startApp, type TestApp, type TestEnv } from '@test/setup/harness';
import { registerUser } from '@test/setup/factories';
import { until } from '../content/helpers';
import type { DiveLogDto } from './logbook/contracts/logbook';
import { LogbookJobsModule } from './logbook/logbook-jobs.module';
import { LogbookModule } from './logbook/logbook.module';
import { Logbook1799000000000 } from './logbook/migrations/1799000000000-Logbook';
import { checkedFetch } from '@test/setup/contract';

/**
 * The recipe for a new module (docs/architecture.md), proved by the fixture module in
 * `test/recipe/logbook/`: added to the app's module list as one entry and given its table by its own
 * migration, it answers its route with its own texts in three languages, validates with its zod
 * schema, runs its job on its own queue, reaches the inbox through the notice port and the
 * search through its search source — without any file outside its folder knowing it.
 */
describe('the recipe: a module that registers itself (fixture: logbook)', () => {
  let env: TestEnv;
  let t: TestApp;

  beforeAll(async () => {
    env = await createTestEnv();
    const pg = new Client({ connectionString: env.databaseUrl });
    await pg.connect();
    try {
      await new Logbook1799000000000().up({ query: (sql: string) => pg.query(sql) } as never);
    } finally {
      await pg.end();
    }
    t = await startApp({}, env, [...APP_MODULES, { api: LogbookModule, jobs: LogbookJobsModule }]);
  });
  afterAll(async () => {
    await t?.close();
    await env.cleanup();
  });

  it('validates with its schema and answers in the caller’s language', async () => {
    const { client } = await registerUser(t);
    const texts: Record<string, { missing: string; logged: string }> = {
      'zh-cn': { missing: '不能为空', logged: '潜水已记录' },
      'en-us': { missing: 'required', logged: 'Dive logged' },
      'zh-hant': { missing: '不能為空', logged: '潛水已記錄' },
    };
    for (const [language, want] of Object.entries(texts)) {
      client.language = language;
      const bad = await client.post('/logbook/dives', { depth: 18 });
      expect([language, bad.code]).toEqual([language, 0]);
      expect([language, JSON.stringify(bad.data ?? bad.msg)]).toEqual([language, expect.stringContaining(want.missing)]);
      const ok = await client.post<DiveLogDto>('/logbook/dives', { site: `Blue Corner ${language}`, depth: 18 });
      expect([language, ok.code, ok.msg]).toEqual([language, 1, want.logged]);
      expect(ok.data).toMatchObject({ site: `Blue Corner ${language}`, depth: 18, number: null });
    }
    const guest = await checkedFetch(`${t.url}/api/v1/logbook/dives`);
    expect(((await guest.json()) as { code: number }).code).toBe(401);
  });

  it('numbers a dive in its own job, tells the diver through the notice port, and finds it through its search source', async () => {
    const { client } = await registerUser(t);
    client.language = 'en-us';
    const first = await client.post<DiveLogDto>('/logbook/dives', { site: 'Manta Point', depth: 24 });
    const second = await client.post<DiveLogDto>('/logbook/dives', { site: 'Sipadan Drop-off', depth: 30 });
    expect([first.code, second.code]).toEqual([1, 1]);

    const numbered = await until('the numbering job to run', async () => {
      const mine = (await client.get<DiveLogDto[]>('/logbook/dives')).data;
      return mine.every((d) => d.number !== null) ? mine : undefined;
    });
    expect(Object.fromEntries(numbered.map((d) => [d.site, d.number]))).toEqual({ 'Manta Point': 1, 'Sipadan Drop-off': 2 });

    const inbox = await until('the notices to arrive', async () => {
      const r = await client.get<Paged<MessageDto>>('/messages?category=system');
      const mine = r.data.items.filter((m) => m.link === '/pages/logbook/logbook'); // (the welcome notice is a system one too)
      return mine.length >= 2 ? mine : undefined;
    });
    expect(inbox.map((m) => m.title).sort()).toEqual(['Dive #1 is in your log', 'Dive #2 is in your log']);
    expect(inbox.find((m) => m.title.endsWith('#2 is in your log'))?.body).toBe('Your dive at Sipadan Drop-off is dive #2 in your log.');

    const hit = await until('search to hold the dive', async () => {
      const r = await client.get<Paged<SearchHit>>(`/search?q=${encodeURIComponent('Sipadan')}&type=dive_log`);
      return r.code === 1 && r.data.items.length ? r.data.items : undefined;
    });
    expect(hit.map((h) => h.id)).toEqual([second.data.id]);
  });
});
