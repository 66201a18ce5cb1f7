/**
 * `npm run bench:articles` (issue #21): a feed page of 20 items (`GET /articles?feed=recommended`)
 * and an article's detail (`GET /articles/:id`), each for logged-in readers (their liked /
 * favourited / locked flags; the detail counts a view and writes the reader's history), at 100
 * connections, beside a bare `node:http` server answering the same bytes from memory in the same
 * run. Readers are dealt out to the connections; reader j reads article j mod BENCH_DETAILS.
 * Rounds alternate bare / app per route; the median round's ratio is the figure. Also reported: the
 * server process's CPU time per request (user + system, from /proc), and the bare server's, figures
 * that a loaded machine disturbs much less than throughput (a process waits for a core, but does not
 * spend more): their ratio is what the throughput ratio tends to when both are bound by their core.
 * Environment: BENCH_CONNECTIONS (100), BENCH_SECONDS (10), BENCH_READERS (2000), BENCH_ARTICLES (600),
 * BENCH_DETAILS (20), BENCH_ROUNDS (1), BENCH_ROUTES (feed,detail).
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import { renderArticle } from '../server/src/modules/content/services/article-html';
import {
  cannon,
  freePort,
  medianRound,
  setupContestBench,
  waitHealthy,
  type AutocannonRequest,
  type BenchEnv,
  type Figures,
} from './contest-bench-lib';
import { machineCheck } from './machine';

const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 100);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const READERS = Number(process.env['BENCH_READERS'] ?? 2000);
const ARTICLES = Number(process.env['BENCH_ARTICLES'] ?? 600);
const DETAILS = Number(process.env['BENCH_DETAILS'] ?? 20);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 1);
const AUTHORS = 6;
const CATEGORIES = ['destinations', 'photography', 'marine_life', 'gear', 'training', 'conservation', 'news'];

/** Articles (a third in three languages, a quarter locked), likes and favourites of the readers. */
async function seed(bench: BenchEnv): Promise<{ authors: string[]; details: string[] }> {
  const authors = bench.voters.slice(0, AUTHORS).map((v) => v.id);
  await bench.pool.query(`UPDATE users SET roles = '{author}' WHERE id = ANY($1::uuid[])`, [authors]);
  const para = (i: number, n: number) =>
    `<p>Paragraph ${n} of article ${i}: drift along the wall, count the fusiliers, check the gauge.</p>`;
  const rows: unknown[][] = [];
  for (let i = 0; i < ARTICLES; i++) {
    const locked = i % 4 === 0;
    const r = renderArticle(Array.from({ length: 12 }, (_, n) => para(i, n)).join(''), locked, 300);
    rows.push([
      `Article ${i}`,
      authors[i % AUTHORS],
      CATEGORIES[i % CATEGORIES.length],
      [`tag${i % 10}`, `tag${(i + 3) % 10}`],
      locked,
      r.body,
      r.preview,
      r.plainText,
      r.previewText,
      i % 9 === 0,
      i,
    ]);
  }
  const { rows: ids } = await bench.pool.query<{ id: string }>(
    `INSERT INTO articles (translation_group_id, language, author_id, title, summary, cover, body, preview, plain_text, preview_text,
                           locked, category, tags, status, editor_pick, views, published_at)
     SELECT gen_random_uuid(), 'zh-cn', (r->>1)::uuid, r->>0, 'A summary of the dive', '/uploads/bench/cover.jpg', r->>5, r->>6, r->>7, r->>8,
            (r->>4)::boolean, r->>2, ARRAY(SELECT jsonb_array_elements_text(r->3)), 'published', (r->>9)::boolean, (r->>10)::int * 7,
            now() - make_interval(mins => (r->>10)::int * 13)
     FROM jsonb_array_elements($1::jsonb) AS r RETURNING id`,
    [JSON.stringify(rows)],
  );
  await bench.pool.query(`UPDATE articles SET translation_group_id = id`);
  // Other languages of a third of them.
  await bench.pool.query(
    `INSERT INTO articles (translation_group_id, language, author_id, title, summary, cover, body, preview, plain_text, preview_text,
                           locked, category, tags, status, published_at)
     SELECT a.translation_group_id, l, a.author_id, a.title || ' (' || l || ')', a.summary, a.cover, a.body, a.preview, a.plain_text,
            a.preview_text, a.locked, a.category, a.tags, 'published', a.published_at
     FROM articles a CROSS JOIN unnest(ARRAY['en-us', 'zh-hant']) AS l WHERE a.views % 21 = 0`,
  );
  const readers = bench.voters.slice(AUTHORS).map((v) => v.id);
  const first = ids.slice(0, 60).map((r) => r.id);
  for (const table of ['article_likes', 'article_favourites']) {
    await bench.pool.query(
      `INSERT INTO ${table} (user_id, article_id) SELECT u, a FROM unnest($1::uuid[]) u, unnest($2::uuid[]) a WHERE random() < 0.1 ON CONFLICT DO NOTHING`,
      [readers, first],
    );
  }
  await bench.pool.query(
    `UPDATE articles a SET likes = (SELECT count(*) FROM article_likes l WHERE l.article_id = a.id),
                           favourites = (SELECT count(*) FROM article_favourites f WHERE f.article_id = a.id)`,
  );
  return { authors, details: ids.slice(0, DETAILS).map((r) => r.id) };
}

/** A bare node:http server answering GET /feed and GET /detail with fixed bytes from memory. */
async function startBareHttp(feed: string, detail: string) {
  const port = await freePort();
  const file = join(tmpdir(), `reefline-bench-articles-${randomBytes(4).toString('hex')}.json`);
  writeFileSync(file, JSON.stringify({ feed, detail }));
  const code = `const b=JSON.parse(require('fs').readFileSync(${JSON.stringify(file)},'utf8'));const f=Buffer.from(b.feed),d=Buffer.from(b.detail),h=Buffer.from('{"ok":true}');
require('http').createServer((q,s)=>{const x=q.url.startsWith('/feed')?f:q.url.startsWith('/detail')?d:h;s.writeHead(200,{'content-type':'application/json; charset=utf-8','content-length':x.length});s.end(x);}).listen(${port},'127.0.0.1');`;
  const p = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  await waitHealthy(base);
  return {
    base,
    pid: p.pid,
    async stop() {
      p.kill('SIGTERM');
      await once(p, 'exit').catch(() => undefined);
      rmSync(file, { force: true });
    },
  };
}

/** CPU seconds (user + system) a process has used so far, or NaN where /proc is not available. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return NaN;
  }
}

async function main() {
  machineCheck('bench:articles');
  const bench = await setupContestBench('articles', { voters: READERS + AUTHORS, entries: 0 });
  let bare: Awaited<ReturnType<typeof startBareHttp>> | undefined;
  try {
    const { details } = await seed(bench);
    const readers = bench.voters.slice(AUTHORS);
    const feedPath = '/api/v1/articles?feed=recommended&limit=20';
    const headersOf = (j: number) => ({ token: readers[j]!.token, language: 'en-us' });
    const sample = async (path: string) => (await fetch(`${bench.base}${path}`, { headers: headersOf(0) })).text();
    const feedBytes = await sample(feedPath);
    const detailBytes = await sample(`/api/v1/articles/${details[0]!}`);
    const feed = JSON.parse(feedBytes) as { data: { items: { liked?: boolean; locked: boolean }[] } };
    if (feed.data.items.length !== 20 || feed.data.items.some((i) => i.liked === undefined))
      throw new Error('the feed page is not a reader’s page of 20');
    bare = await startBareHttp(feedBytes, detailBytes);
    console.log(
      `articles bench: ${CONNECTIONS} connections, ${SECONDS}s per run, ${readers.length} readers, ${ARTICLES} articles (+ translations); ` +
        `feed page ${feedBytes.length} B, detail ${detailBytes.length} B`,
    );

    const ok = (status: number, body: string) => status === 200 && body.startsWith('{"code":1');
    const perReader = (path: (j: number) => string) => (k: number, connections: number) => {
      const mine: AutocannonRequest[] = [];
      for (let j = k % readers.length; j < readers.length; j += connections)
        mine.push({ method: 'GET', path: path(j), headers: headersOf(j) });
      return mine;
    };
    const app = (path: (j: number) => string, duration: number) =>
      cannon(
        {
          url: bench.base,
          connections: CONNECTIONS,
          duration,
          requests: [{ method: 'GET', path: path(0) }],
          perConnection: perReader(path),
        },
        ok,
      );
    const bareRun = (path: string, duration: number) =>
      cannon({ url: bare!.base, connections: CONNECTIONS, duration, requests: [{ method: 'GET', path, headers: headersOf(0) }] }, ok);
    const routes = {
      feed: { app: () => feedPath, bare: '/feed' },
      detail: { app: (j: number) => `/api/v1/articles/${details[j % details.length]!}`, bare: '/detail' },
    };

    const table: Record<string, unknown>[] = [];
    const medians: Record<string, { bare: Figures; app: Figures; ratio: number }> = {};
    const only = (process.env['BENCH_ROUTES'] ?? 'feed,detail').split(',');
    for (const [name, r] of Object.entries(routes).filter(([n]) => only.includes(n))) {
      await bareRun(r.bare, 2);
      await app(r.app, 3); // warm-up: JIT, pools, history rows of the detail's readers
      const rounds: { bare: Figures; app: Figures; ratio: number }[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const bareCpu0 = cpuSeconds(bare!.pid);
        const b = await bareRun(r.bare, SECONDS);
        const bareCpuPerRequest = (cpuSeconds(bare!.pid) - bareCpu0) / Math.max(1, b.requests);
        const cpu0 = cpuSeconds(bench.server.pid);
        const a = await app(r.app, SECONDS);
        const cpuPerRequest = (cpuSeconds(bench.server.pid) - cpu0) / Math.max(1, a.requests);
        rounds.push({ bare: b, app: a, ratio: a.perSecond / b.perSecond });
        table.push({
          route: name,
          round: i + 1,
          'bare req/s': b.perSecond,
          'bare p50/p99 ms': `${b.p50ms} / ${b.p99ms}`,
          'bare CPU µs/req': Math.round(bareCpuPerRequest * 1e6),
          'app req/s': a.perSecond,
          'app p50/p99 ms': `${a.p50ms} / ${a.p99ms}`,
          'app non-ok': a.requests - a.ok,
          'app CPU µs/req': Math.round(cpuPerRequest * 1e6),
          'app / bare': `${(((a.perSecond / b.perSecond) * 100) as number).toFixed(1)}%`,
        });
      }
      medians[name] = medianRound(rounds);
    }
    console.table(table);
    for (const [name, m] of Object.entries(medians)) {
      const met = m.ratio >= 0.6 && m.app.p99ms < 30;
      console.log(
        `${name}: ${m.app.perSecond}/s (p50 ${m.app.p50ms} ms, p99 ${m.app.p99ms} ms) vs bare ${m.bare.perSecond}/s: ${(m.ratio * 100).toFixed(1)}% — target ≥ 60 % and p99 < 30 ms ${met ? 'met' : 'NOT met'}`,
      );
    }
  } finally {
    await bare?.stop();
    await bench.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
