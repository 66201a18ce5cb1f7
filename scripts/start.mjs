#!/usr/bin/env node
// `npm start`: from a fresh clone to a running Reefline at http://localhost:3000/h5/.
//   1. Node ≥ 20.19          4. build server / client when their sources changed
//   2. npm install if needed  5. node dist/server/src/cli.js setup (database, migrations, demo data)
//   3. PostgreSQL + Redis     6. node dist/server/src/main.js in the foreground
// Flags: --check-services (only step 3, print the URLs), --prepare-only (steps 1–5), --help.
// Plain Node, no dependencies at top level: it runs before `npm install`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BootstrapError, c, detail, info, report, seconds, step, warn } from './lib/log.mjs';
import { installSignalHandlers, isShuttingDown, run, runCleanups, spawnProcess, sleep } from './lib/proc.mjs';
import { httpGet, redact, tcpOpen } from './lib/probes.mjs';
import { ensureServices } from './lib/services.mjs';
import { ROOT, build, checkNode, ensureDependencies, loadDotEnv } from './lib/project.mjs';

const HELP = `Usage: npm start [-- --check-services | --prepare-only]

  (no flag)          install, find/start PostgreSQL and Redis, build, set up the database, serve
  --check-services   only find/start PostgreSQL and Redis and print their URLs
  --prepare-only     everything except serving (for CI / images)

Environment: NODE_ENV (development), PORT (3000), DATABASE_URL, REDIS_URL, … see .env.example.
A .env file in the project root is read first (it never overrides the real environment).`;

const HEALTH_TIMEOUT_MS = Number(process.env.REEFLINE_HEALTH_TIMEOUT_MS || 120000);
const SETUP_TIMEOUT_MS = 10 * 60000;

async function main() {
  const args = new Set(process.argv.slice(2));
  if (args.has('--help') || args.has('-h')) {
    console.log(HELP);
    return 0;
  }
  for (const a of args) {
    if (!['--check-services', '--prepare-only'].includes(a)) throw new BootstrapError(`unknown option ${a} (see npm start -- --help)`);
  }
  const t0 = Date.now();
  checkNode();
  const fromDotEnv = loadDotEnv();
  if (fromDotEnv.length) detail(`read ${fromDotEnv.length} setting(s) from .env: ${fromDotEnv.join(', ')}`);
  process.env.NODE_ENV ||= 'development';
  process.env.PORT ||= '3000';
  installSignalHandlers();

  if (args.has('--check-services')) {
    const s = await ensureServices({ test: false });
    console.log(`DATABASE_URL=${redact(s.databaseUrl)}`);
    console.log(`REDIS_URL=${redact(s.redisUrl)}`);
    return 0;
  }

  if (!args.has('--prepare-only')) await checkPortFree(Number(process.env.PORT));
  await ensureDependencies();
  const services = await ensureServices({ test: false });
  process.env.DATABASE_URL = services.databaseUrl;
  process.env.REDIS_URL = services.redisUrl;

  await build('server');
  await build('client');
  const cli = path.join(ROOT, 'dist/server/src/cli.js');
  const main = path.join(ROOT, 'dist/server/src/main.js');
  if (!existsSync(cli)) throw new BootstrapError(`${path.relative(ROOT, cli)} is missing after the build: is server/src/cli.ts there?`);
  await step('Setting up the database (migrations, demo data when empty)', () =>
    run(process.execPath, [cli, 'setup'], {
      cwd: ROOT,
      timeoutMs: SETUP_TIMEOUT_MS,
      hint: 'Database setup failed; see its output above.',
    }),
  );
  if (args.has('--prepare-only')) {
    info(`prepared in ${seconds(Date.now() - t0)}; run \`npm start\` (or node dist/server/src/main.js) to serve`);
    return 0;
  }
  return serve(main, t0);
}

async function checkPortFree(port) {
  if (!(await tcpOpen('127.0.0.1', port, 1000))) return;
  const h = await httpGet(`http://127.0.0.1:${port}/api/v1/health`);
  const reefline = h && h.status >= 200 && h.status < 300;
  throw new BootstrapError(
    `Port ${port} is already in use${reefline ? ' (a server answers /api/v1/health there: is Reefline already running?)' : ''}.\n` +
      `Stop that process, or choose another port: PORT=${port + 1} npm start`,
  );
}

async function serve(main, t0) {
  if (!existsSync(main)) throw new BootstrapError(`${path.relative(ROOT, main)} is missing after the build: is server/src/main.ts there?`);
  const port = Number(process.env.PORT);
  await checkPortFree(port); // again: something may have taken it during the build
  info(`starting the server: node ${path.relative(ROOT, main)} (NODE_ENV=${process.env.NODE_ENV}, PORT=${port})`);
  // Own process group: Ctrl-C reaches only this script, which forwards it once (a second SIGINT
  // during NestJS's shutdown would kill it mid-way).
  const child = spawnProcess(process.execPath, [main], { cwd: ROOT });
  let exited = false;
  const done = child.then((r) => {
    exited = true;
    return r;
  });
  (async () => {
    const deadline = Date.now() + HEALTH_TIMEOUT_MS;
    while (!exited && !isShuttingDown()) {
      const h = await httpGet(`http://127.0.0.1:${port}/api/v1/health`, 1500);
      if (h && !exited) {
        const extra = h.status >= 200 && h.status < 300 ? '' : ` (health answered ${h.status}; see the log)`;
        console.log('');
        console.log(c.bold(c.green(`Reefline is running at http://localhost:${port}/h5/`)));
        console.log(c.dim(`  API http://localhost:${port}/api/v1 · ready in ${seconds(Date.now() - t0)}${extra} · Ctrl-C to stop`));
        console.log('');
        return;
      }
      if (Date.now() > deadline) {
        warn(
          `the server has not answered http://127.0.0.1:${port}/api/v1/health within ${seconds(HEALTH_TIMEOUT_MS)}; it keeps running — see its log above`,
        );
        return;
      }
      await sleep(300);
    }
  })();
  const res = await done;
  if (isShuttingDown()) await new Promise(() => {}); // the signal handler exits
  if (res.code === 0) {
    info('the server stopped');
    return 0;
  }
  throw new BootstrapError(
    `the server exited ${res.signal ? `on ${res.signal}` : `with code ${res.code}`}; see its log above`,
    res.code || 1,
  );
}

main()
  .then(async (code) => {
    await runCleanups();
    process.exit(code);
  })
  .catch(async (err) => {
    const code = report(err);
    await runCleanups();
    process.exit(code);
  });
