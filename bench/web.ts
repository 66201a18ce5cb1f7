/**
 * `npm run bench:web` (issue #25): Lighthouse (mobile preset: a mid-range phone on a slow 4G
 * link, simulated) in Debian's Chromium over the H5 pages of `web-pages.ts`, against the built
 * server with the demo data in a database of its own — or against `BENCH_WEB_URL` when given (a
 * running `npm start`). Prints each category's score, FCP, LCP, TBT, CLS, the JS and CSS sent,
 * and the JS+CSS the build says the page needs before its first render (gzipped) beside the
 * 170 KB budget.
 *
 * BENCH_WEB_RUNS (default 1): Lighthouse runs per page, the median by performance score kept.
 * BENCH_WEB_CPU=calibrated: Lighthouse's CPU slowdown set from this machine's benchmark index
 * (index ÷ 264, the index of the Moto G Power the preset stands for, as Chrome DevTools' own
 * calibration reckons) instead of the preset's fixed 4×, which assumes a fast idle desktop; the
 * preset is the default and the figures of record.
 * BENCH_WEB_PAGES: a comma-separated list of page names (`web-pages.ts`) to measure; all by default.
 * BENCH_WEB_ROOT: measure another checkout's build (its dist/ and client/dist), e.g. the base.
 * Lighthouse 13 declares Node ≥ 22.19 but runs on Node 20.19+ (its ESM is loaded through
 * require(esm)); see docs/decisions/0081-lighthouse-on-node-20.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import * as lighthouseModule from 'lighthouse';
import { Client } from 'pg';
import { ADMIN_URL, REDIS_URL, dbUrl, freePort, run, waitHealthy } from './contest-bench-lib';
import { FIRST_RENDER_BUDGET_BYTES, FIRST_RENDER_BUDGET_FILES, firstLoad, pageChunks, readManifest } from './web-budget';
import { WEB_PAGES } from './web-pages';
import { machineCheck } from './machine';

const PROJECT = resolve(__dirname, '..', '..'); // dist/bench → the checkout
const ROOT = resolve(process.env['BENCH_WEB_ROOT'] ?? PROJECT);
const CHROMIUM = process.env['REEFLINE_CHROMIUM'] ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env['BENCH_WEB_RUNS'] ?? 1));
const CALIBRATED = process.env['BENCH_WEB_CPU'] === 'calibrated';
const ONLY = process.env['BENCH_WEB_PAGES']
  ?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
/** Chrome DevTools' benchmark index of the low-end phone the mobile preset emulates. */
const LOW_END_PHONE_INDEX = 264;
const lighthouse = (lighthouseModule as unknown as { default: typeof lighthouseModule.default }).default;

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

interface Served {
  base: string;
  stop(): Promise<void>;
}

/** The built server with the demo data, in its own database, Redis prefix and upload folder. */
async function startServer(): Promise<Served> {
  const id = randomBytes(4).toString('hex');
  const dbName = `reefline_bench_web_${id}`;
  const uploadDir = mkdtempSync(join(tmpdir(), 'reefline-bench-web-'));
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: dbUrl(dbName),
    REDIS_URL,
    REDIS_PREFIX: `reefline-bench-web:${id}:`,
    UPLOAD_DIR: uploadDir,
    DEMO_DATA: 'true',
    LOG_LEVEL: 'error',
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  let server: ChildProcess | undefined;
  const stop = async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit').catch(() => undefined);
    }
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    rmSync(uploadDir, { recursive: true, force: true });
  };
  try {
    await run(process.execPath, [join(ROOT, 'dist', 'server', 'src', 'cli.js'), 'setup'], env);
    server = spawn(process.execPath, [join(ROOT, 'dist', 'server', 'src', 'main.js')], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}`;
    await waitHealthy(base);
    return { base, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * JS and CSS bytes on the wire (as sent: compressed when it was) over the whole load. (Lighthouse
 * loads unthrottled and simulates the phone afterwards, so "before the first paint" in its trace
 * is nearly everything; the first-render figure comes from the build instead: web-budget.ts.)
 */
function scriptAndStyleBytes(lhr: Result): number {
  const items = (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  return items
    .filter((r) => r['resourceType'] === 'Script' || r['resourceType'] === 'Stylesheet')
    .reduce((sum, r) => sum + Number(r['transferSize'] ?? 0), 0);
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const seconds = (lhr: Result, audit: string) => `${((lhr.audits[audit]?.numericValue ?? NaN) / 1000).toFixed(2)} s`;

async function main() {
  machineCheck('bench:web');
  const dist = join(ROOT, 'client', 'dist');
  const manifest = readManifest(dist);
  const given = process.env['BENCH_WEB_URL'];
  const served: Served = given ? { base: given.replace(/\/$/, ''), stop: async () => undefined } : await startServer();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const rows: Record<string, string>[] = [];
  const notes: string[] = [];
  let version = '';
  let cpuSlowdown = 4;
  const indexes: number[] = [];
  try {
    if (CALIBRATED) {
      // one run to read the machine's benchmark index (the first page, not counted)
      const probe = await lighthouse(`${served.base}/h5/`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const probeIndex = probe?.lhr.environment.benchmarkIndex ?? LOW_END_PHONE_INDEX * 4;
      cpuSlowdown = Math.max(1, Math.round((probeIndex / LOW_END_PHONE_INDEX) * 10) / 10);
    }
    for (const page of WEB_PAGES.filter((p) => !ONLY?.length || ONLY.includes(p.name))) {
      const chunk = manifest ? pageChunks(manifest, page) : undefined;
      if (manifest && !chunk) {
        notes.push(`${page.name}: skipped (its page is not in this build yet)`);
        continue;
      }
      const route = await page.route(served.base);
      if (!route) {
        notes.push(`${page.name}: skipped (no route: the app has nothing to show there yet)`);
        continue;
      }
      const url = `${served.base}/h5/#${route}`;
      const runs: Result[] = [];
      for (let i = 0, failed = 0; i < RUNS; i++) {
        const throttling = { ...(CALIBRATED && { cpuSlowdownMultiplier: cpuSlowdown }) };
        const out = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', throttling });
        if (!out) throw new Error(`lighthouse returned nothing for ${url}`);
        if (out.lhr.runtimeError) {
          // Lighthouse's own trace recording fails now and then (NO_NAVSTART…): that run again, twice at most
          if (++failed > 2) throw new Error(`${page.name}: ${out.lhr.runtimeError.message}`);
          notes.push(`${page.name}: a run was repeated (Lighthouse: ${out.lhr.runtimeError.code})`);
          i--;
          continue;
        }
        runs.push(out.lhr);
        indexes.push(out.lhr.environment.benchmarkIndex);
      }
      runs.sort((a, b) => (a.categories['performance']?.score ?? 0) - (b.categories['performance']?.score ?? 0));
      const lhr = runs[Math.floor(runs.length / 2)]!;
      // the whole report of the median run, for reading its waterfall and diagnostics
      mkdirSync(join(PROJECT, '.tmp', 'lighthouse'), { recursive: true });
      writeFileSync(join(PROJECT, '.tmp', 'lighthouse', `${page.name}.json`), JSON.stringify(lhr));
      version = `Lighthouse ${lhr.lighthouseVersion}, ${/Chrome\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? 'Chromium'}`;
      const row: Record<string, string> = { page: page.name };
      for (const [id, category] of Object.entries(lhr.categories)) row[id] = String(Math.round((category.score ?? 0) * 100));
      row['FCP'] = seconds(lhr, 'first-contentful-paint');
      row['LCP'] = seconds(lhr, 'largest-contentful-paint');
      row['TBT'] = `${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN)} ms`;
      row['CLS'] = (lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3);
      row['JS+CSS sent (whole load)'] = kb(scriptAndStyleBytes(lhr));
      row['page weight'] = kb(lhr.audits['total-byte-weight']?.numericValue ?? NaN);
      if (manifest && chunk) {
        const first = firstLoad(dist, manifest, chunk, page.texts);
        const within = first.gzipBytes <= FIRST_RENDER_BUDGET_BYTES && first.files.length <= FIRST_RENDER_BUDGET_FILES;
        row['first render JS+CSS (gz, build)'] = `${kb(first.gzipBytes)} in ${first.files.length} files ${within ? '✓' : '✗'}`;
      }
      rows.push(row);
      const lcp = (
        lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
      )?.items?.[0]?.items?.[0]?.node?.snippet;
      if (lcp) notes.push(`${page.name}: LCP element ${lcp.slice(0, 120)}`);
    }
  } finally {
    chrome.kill();
    await served.stop();
  }
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const cpu = cpus();
  console.log(`\n${version}, mobile preset, ${RUNS} run(s) a page (median); ${served.base}${given ? '' : ' (built server, demo data)'}`);
  const index = indexes.length ? Math.round(indexes.reduce((a, b) => a + b, 0) / indexes.length) : NaN;
  console.log(
    `machine: ${cpu.length} × ${cpu[0]?.model ?? '?'}, load average ${loadavg()[0]!.toFixed(1)}, Node ${process.version}; ` +
      `Lighthouse benchmark index ${index} (CPU slowdown ${CALIBRATED ? `${cpuSlowdown}×, calibrated` : '4×, the preset'})`,
  );
  console.log(
    `budget: first render JS+CSS ≤ ${kb(FIRST_RENDER_BUDGET_BYTES)} gzipped in ≤ ${FIRST_RENDER_BUDGET_FILES} files; targets: performance ≥ 90, LCP ≤ 2.5 s, accessibility and best practices 100\n`,
  );
  console.log(`| ${columns.join(' | ')} |\n|${columns.map(() => ' --- ').join('|')}|`);
  for (const r of rows) console.log(`| ${columns.map((c) => r[c] ?? '').join(' | ')} |`);
  if (notes.length) console.log(`\n${notes.join('\n')}`);
  mkdirSync(join(PROJECT, '.tmp'), { recursive: true });
  writeFileSync(
    join(PROJECT, '.tmp', 'bench-web.json'),
    `${JSON.stringify({ at: new Date().toISOString(), root: ROOT, version, cpuSlowdown, index, rows, notes }, null, 2)}\n`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
