#!/usr/bin/env node
// `npm test`: the whole suite (unit, integration against real PostgreSQL + Redis, browser e2e).
//   npm test                     → jest --selectProjects unit integration e2e --ci
//   npm test -- <jest args>      → the same with your args (e.g. a path pattern, -t "name",
//                                  or your own --selectProjects unit)
//   npm test -- --check-services → only find/start the test services and print their URLs
// Services: TEST_DATABASE_URL / TEST_REDIS_URL, else testcontainers (Docker engine), else the
// local services. Ends with one line "Tests: N passed, M failed[, K skipped]".
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { BootstrapError, detail, info, report, seconds, warn } from './lib/log.mjs';
import { installSignalHandlers, isShuttingDown, runCleanups, spawnProcess, shellQuote } from './lib/proc.mjs';
import { redact } from './lib/probes.mjs';
import { ensureServices } from './lib/services.mjs';
import { ROOT, build, checkNode, ensureChromium, ensureDependencies } from './lib/project.mjs';
import { checkUncalled } from './lib/contract-coverage.mjs';

const RESULTS = path.join(ROOT, '.tmp', 'jest-results.json');
// Operations the tests called (test/setup/contract.ts writes them; checked after a full run).
const CONTRACT_CALLS = path.join(ROOT, '.tmp', 'contract-calls');
const JEST_TIMEOUT_MS = Number(process.env.REEFLINE_TEST_TIMEOUT_MINUTES || 60) * 60000;

function summaryLine(r) {
  const skipped = (r.numPendingTests || 0) + (r.numTodoTests || 0);
  const failed = (r.numFailedTests || 0) + (r.numRuntimeErrorTestSuites || 0);
  return `Tests: ${r.numPassedTests || 0} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

async function main() {
  const userArgs = process.argv.slice(2);
  checkNode();
  installSignalHandlers();
  process.env.NODE_ENV = 'test';

  if (userArgs.includes('--check-services')) {
    const s = await ensureServices({ test: true });
    console.log(`TEST_DATABASE_URL=${redact(s.databaseUrl)}`);
    console.log(`TEST_REDIS_URL=${redact(s.redisUrl)}`);
    if (s.how.postgres === 'testcontainers' || s.how.redis === 'testcontainers') info('(test containers stop now that this command ends)');
    return 0;
  }

  const t0 = Date.now();
  await ensureDependencies();
  const services = await ensureServices({ test: true });
  process.env.TEST_DATABASE_URL = services.databaseUrl;
  process.env.TEST_REDIS_URL = services.redisUrl;

  const ownProjects = userArgs.some((a) => a === '--selectProjects' || a.startsWith('--selectProjects='));
  const runsE2e = !ownProjects || userArgs.join(' ').includes('e2e');
  await ensureChromium({ required: runsE2e });

  // A failed build does not stop the run (unit tests do not need it), but fails it in the end.
  const buildFailures = [];
  for (const target of ['server', 'client']) {
    try {
      await build(target, { force: true });
    } catch (err) {
      if (!(err instanceof BootstrapError) || err.exitCode === 130) throw err;
      buildFailures.push(target);
      warn(`the ${target} build failed (see above); running the tests anyway, the run will fail`);
    }
  }

  const jestArgs = [
    ...(ownProjects ? [] : ['--selectProjects', 'unit', 'integration', 'e2e']),
    '--ci',
    ...userArgs,
    '--json',
    `--outputFile=${path.relative(ROOT, RESULTS)}`,
  ];
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  rmSync(RESULTS, { force: true });
  rmSync(CONTRACT_CALLS, { recursive: true, force: true });
  process.env.REEFLINE_CONTRACT_CALLS = CONTRACT_CALLS;
  const jestBin = path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
  if (!existsSync(jestBin)) throw new BootstrapError('node_modules/jest is missing: run npm install');
  info(`preparation took ${seconds(Date.now() - t0)}`);
  detail(`$ jest ${jestArgs.map(shellQuote).join(' ')}`);
  const started = Date.now();
  let res;
  try {
    res = await spawnProcess(process.execPath, [jestBin, ...jestArgs], { cwd: ROOT, timeoutMs: JEST_TIMEOUT_MS });
  } catch (err) {
    res = { code: 1, error: err };
    warn(err.message);
  }
  if (isShuttingDown()) await new Promise(() => {}); // interrupted: the signal handler cleans up and exits
  info(`jest finished in ${seconds(Date.now() - started)} (exit code ${res.code ?? res.signal})`);

  let results = null;
  try {
    results = JSON.parse(readFileSync(RESULTS, 'utf8'));
  } catch {
    warn(`jest wrote no results to ${path.relative(ROOT, RESULTS)}: no test ran (see jest's message above)`);
  }
  if (results && results.numRuntimeErrorTestSuites > 0) {
    warn(`${results.numRuntimeErrorTestSuites} test file(s) failed to run; each counts as one failure below`);
  }
  // After the whole suite (no arguments): the routes no test called must be the committed list.
  let coverageFailed = false;
  if (results && userArgs.length === 0) {
    const c = checkUncalled({
      callsDir: CONTRACT_CALLS,
      docFile: path.join(ROOT, 'docs', 'openapi.json'),
      listFile: path.join(ROOT, 'test', 'contract', 'uncalled-routes.json'),
    });
    info(`API routes called by the tests: ${c.called} of ${c.total}`);
    if (!c.ok) {
      coverageFailed = true;
      warn(`failing the run (counted as one failed test): ${c.message}`);
      results.numFailedTests = (results.numFailedTests || 0) + 1;
    }
  }
  const line = results ? summaryLine(results) : 'Tests: 0 passed, 0 failed';
  const failed =
    !results || res.code !== 0 || !results.success || coverageFailed || /[1-9]\d* failed/.test(line) || buildFailures.length > 0;
  if (buildFailures.length) warn(`failing the run: the ${buildFailures.join(' and ')} build failed`);
  await runCleanups();
  console.log(line); // plain, alone on its line: CI and people grep it
  return failed ? 1 : 0;
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
