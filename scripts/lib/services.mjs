// Finds (or provides) the PostgreSQL and Redis that Reefline needs. No top-level third-party imports.
//
// Order, for each service separately (the first that works wins):
//   (a) the URL in the environment (DATABASE_URL / REDIS_URL; for tests TEST_DATABASE_URL / TEST_REDIS_URL)
//   (d') tests only: testcontainers (PostgreSQL 16, Redis 7) when a Docker engine answers
//   (b) a local server on 127.0.0.1:5432 / 127.0.0.1:6379
//   (c) a locally installed but stopped server: start it (pg_ctlcluster / redis-server --daemonize)
//   (d) `docker compose up -d postgres redis` when a Docker engine answers (not for tests)
//   (e) Debian + root: apt-get install postgresql / redis-server, then (c)
import { existsSync, readdirSync, readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BootstrapError, detail, info, step, warn } from './log.mjs';
import { capture, onCleanup, run, which } from './proc.mjs';
import { ROOT, probePostgres, probeRedis, redact, tcpOpen, waitFor } from './probes.mjs';

const flag = (name) => ['1', 'true', 'yes'].includes(String(process.env[name] || '').toLowerCase());

const START_DEFAULTS = {
  pgKey: 'DATABASE_URL',
  redisKey: 'REDIS_URL',
  pgDb: 'reefline',
};
const TEST_DEFAULTS = {
  pgKey: 'TEST_DATABASE_URL',
  redisKey: 'TEST_REDIS_URL',
  pgDb: 'postgres',
};

// Ports of "the local services". Overridable only to exercise this script on a spare port.
const LOCAL_PG_PORT = Number(process.env.REEFLINE_LOCAL_PG_PORT || 5432);
const LOCAL_REDIS_PORT = Number(process.env.REEFLINE_LOCAL_REDIS_PORT || 6379);

const PG_HELP = (key) =>
  [
    'How to give Reefline a PostgreSQL (any one of these):',
    `  • point ${key} at a server you have, e.g. ${key}=postgres://USER:PASSWORD@HOST:5432/${key.startsWith('TEST') ? 'postgres' : 'reefline'}`,
    `  • run PostgreSQL locally on 127.0.0.1:${LOCAL_PG_PORT} with user "postgres" allowed in without a password`,
    `    (pg_hba.conf: "host all postgres 127.0.0.1/32 trust"), e.g. on Debian/Ubuntu as root:`,
    '      apt-get install -y postgresql && pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
    '  • with a Docker engine: docker compose up -d postgres redis',
  ].join('\n');

const REDIS_HELP = (key) =>
  [
    'How to give Reefline a Redis (any one of these):',
    `  • point ${key} at a server you have, e.g. ${key}=redis://:PASSWORD@HOST:6379/0`,
    `  • run Redis locally on 127.0.0.1:${LOCAL_REDIS_PORT}, e.g. on Debian/Ubuntu as root:`,
    `      apt-get install -y redis-server && redis-server --daemonize yes --bind 127.0.0.1 --port ${LOCAL_REDIS_PORT} --save "" --appendonly no`,
    '  • with a Docker engine: docker compose up -d postgres redis',
  ].join('\n');

function localPgUrl(fromUrl, defaultDb) {
  let db = defaultDb;
  if (fromUrl) {
    try {
      db = decodeURIComponent(new URL(fromUrl).pathname.replace(/^\//, '')) || defaultDb;
    } catch {
      /* keep default */
    }
  }
  return `postgres://postgres@127.0.0.1:${LOCAL_PG_PORT}/${encodeURIComponent(db)}`;
}

function localRedisUrl(fromUrl) {
  let index = '0';
  if (fromUrl) {
    try {
      const p = new URL(fromUrl).pathname.replace(/^\//, '');
      if (/^\d+$/.test(p)) index = p;
    } catch {
      /* keep default */
    }
  }
  return `redis://127.0.0.1:${LOCAL_REDIS_PORT}/${index}`;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = () => existsSync('/etc/debian_version');

// ---------------------------------------------------------------- Docker

let dockerInfo;
/** True when a Docker engine answers `docker info` (cached; 15 s timeout). */
export async function dockerWorks() {
  if (dockerInfo !== undefined) return dockerInfo;
  if (flag('REEFLINE_NO_DOCKER') || !which('docker')) return (dockerInfo = false);
  const res = await capture('docker', ['info', '--format', '{{.ServerVersion}}'], { timeoutMs: 15000 });
  dockerInfo = res.code === 0;
  detail(dockerInfo ? `Docker engine ${res.stdout.trim()} answers` : 'no Docker engine answers `docker info`');
  return dockerInfo;
}

async function composeCommand() {
  const v2 = await capture('docker', ['compose', 'version'], { timeoutMs: 15000 });
  if (v2.code === 0) return ['docker', ['compose']];
  if (which('docker-compose')) return ['docker-compose', []];
  return null;
}

// ---------------------------------------------------------------- PostgreSQL clusters (Debian)

/** Debian clusters: [{ version, name, port, confDir }], highest version first. */
export function debianClusters() {
  const base = '/etc/postgresql';
  if (!existsSync(base)) return [];
  const out = [];
  for (const version of readdirSync(base)) {
    const vdir = path.join(base, version);
    let names = [];
    try {
      names = readdirSync(vdir);
    } catch {
      continue;
    }
    for (const name of names) {
      const conf = path.join(vdir, name, 'postgresql.conf');
      if (!existsSync(conf)) continue;
      const m = readFileSync(conf, 'utf8').match(/^\s*port\s*=\s*(\d+)/m);
      out.push({ version, name, port: m ? Number(m[1]) : 5432, confDir: path.join(vdir, name) });
    }
  }
  return out.sort((a, b) => Number(b.version) - Number(a.version) || (a.name === 'main' ? -1 : 1));
}

function clusterForPort(port) {
  return debianClusters().find((c) => c.port === port) || null;
}

async function startPgCluster(cluster) {
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', cluster.version, cluster.name, 'start'], {
    timeoutMs: 90000,
    hint: `Look at /var/log/postgresql/postgresql-${cluster.version}-${cluster.name}.log for the reason.`,
  });
}

/** Creates the default cluster when PostgreSQL is installed but has none (Debian, root). */
async function createPgCluster() {
  const libDir = '/usr/lib/postgresql';
  if (!existsSync(libDir) || !which('pg_createcluster') || !isRoot()) return null;
  const versions = readdirSync(libDir)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  if (!versions.length) return null;
  await run('pg_createcluster', [versions[0], 'main', '--port', String(LOCAL_PG_PORT)], { timeoutMs: 120000 });
  return clusterForPort(LOCAL_PG_PORT);
}

const HBA_MARK = '# Added by the Reefline bootstrap (scripts/lib/services.mjs) — local development only:';

/**
 * Makes the local cluster let the `postgres` role in over TCP from localhost without a password
 * (Debian's default is peer for the socket and scram for TCP). Root only; prints what it changes.
 */
async function ensurePgTrust(cluster, url, key) {
  const first = await probePostgres(url);
  if (first.ok) return;
  const hba = path.join(cluster.confDir, 'pg_hba.conf');
  if (!isRoot() || !existsSync(hba)) {
    throw new BootstrapError(
      `PostgreSQL on 127.0.0.1:${cluster.port} refuses user "postgres": ${first.detail}\n` +
        `Add "host all postgres 127.0.0.1/32 trust" at the top of ${hba} and reload it ` +
        `(pg_ctlcluster ${cluster.version} ${cluster.name} reload), or set ${key} to a URL with a password.`,
    );
  }
  const text = readFileSync(hba, 'utf8');
  if (!text.includes(HBA_MARK)) {
    copyFileSync(hba, `${hba}.reefline-backup`);
    const lines = [HBA_MARK, 'host    all    postgres    127.0.0.1/32    trust', 'host    all    postgres    ::1/128         trust', ''];
    writeFileSync(hba, `${lines.join('\n')}${text}`);
    warn(`added a trust rule for user "postgres" from localhost to ${hba} (backup: ${hba}.reefline-backup)`);
  }
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', cluster.version, cluster.name, 'reload'], { timeoutMs: 30000 });
  await waitFor(`PostgreSQL login as "postgres" on 127.0.0.1:${cluster.port}`, () => probePostgres(url), {
    timeoutMs: 15000,
    needOk: true,
    hint: `Check ${hba}.`,
  });
}

// ---------------------------------------------------------------- apt

let aptUpdated = false;
async function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    await run('apt-get', ['update'], { env, timeoutMs: 5 * 60000, hint: 'apt-get update failed: check the network / apt sources.' });
    aptUpdated = true;
  }
  await run('apt-get', ['install', '-y', ...packages], {
    env,
    timeoutMs: 20 * 60000,
    hint: `Install them yourself (apt-get install -y ${packages.join(' ')}) and run the command again.`,
  });
}

export function canAptInstall() {
  return isDebian() && isRoot() && Boolean(which('apt-get')) && !flag('REEFLINE_NO_APT');
}

export { aptInstall };

// ---------------------------------------------------------------- per-service resolution

/** (a): the URL from the environment, if it answers. Throws if it answers but refuses us. */
async function fromEnv(kind, key, env) {
  const url = env[key];
  if (!url) return null;
  const probe = kind === 'pg' ? probePostgres : probeRedis;
  const res = await probe(url);
  if (res.up && res.ok) {
    detail(`${key}=${redact(url)} answers${res.dbMissing ? ' (its database does not exist yet; setup creates it)' : ''}`);
    return url;
  }
  if (res.up) {
    throw new BootstrapError(`${key}=${redact(url)} answers but refuses us: ${res.detail}\nFix the credentials in ${key}.`);
  }
  warn(`${key}=${redact(url)} does not answer (${res.detail}); trying the local ${kind === 'pg' ? 'PostgreSQL' : 'Redis'} instead`);
  return null;
}

async function localPg(url, key, { allowStart }) {
  const res = await probePostgres(url);
  if (res.up && res.ok) {
    detail(`PostgreSQL answers on 127.0.0.1:${LOCAL_PG_PORT}`);
    return { url, how: 'local' };
  }
  if (res.up) {
    const cluster = clusterForPort(LOCAL_PG_PORT);
    throw new BootstrapError(
      `PostgreSQL on 127.0.0.1:${LOCAL_PG_PORT} refuses ${redact(url)}: ${res.detail}\n` +
        (cluster
          ? `Let user "postgres" in from localhost: add "host all postgres 127.0.0.1/32 trust" at the top of ${cluster.confDir}/pg_hba.conf, then pg_ctlcluster ${cluster.version} ${cluster.name} reload.\n`
          : '') +
        `Or set ${key} to a URL that logs in.`,
    );
  }
  if (await tcpOpen('127.0.0.1', LOCAL_PG_PORT)) {
    // Something listens but is not a usable PostgreSQL (still starting, or another program).
    try {
      await waitFor(`PostgreSQL on 127.0.0.1:${LOCAL_PG_PORT}`, () => probePostgres(url), { timeoutMs: 20000 });
      return localPg(url, key, { allowStart: false });
    } catch {
      throw new BootstrapError(
        `Port ${LOCAL_PG_PORT} is taken by something that is not a working PostgreSQL (${res.detail}).\n${PG_HELP(key)}`,
      );
    }
  }
  if (!allowStart) return null;
  // (c) installed but stopped
  let cluster = clusterForPort(LOCAL_PG_PORT);
  if (!cluster && which('pg_ctlcluster') && debianClusters().length === 0) cluster = await createPgCluster();
  if (cluster && which('pg_ctlcluster')) {
    await step(`Starting the local PostgreSQL ${cluster.version}/${cluster.name} (port ${cluster.port})`, async () => {
      await startPgCluster(cluster);
      await waitFor(`PostgreSQL on 127.0.0.1:${LOCAL_PG_PORT}`, () => probePostgres(url), {
        timeoutMs: 60000,
        hint: `See /var/log/postgresql/postgresql-${cluster.version}-${cluster.name}.log.`,
      });
      await ensurePgTrust(cluster, url, key);
    });
    return { url, how: 'started' };
  }
  if (debianClusters().length) {
    warn(
      `PostgreSQL clusters exist (${debianClusters()
        .map((c) => `${c.version}/${c.name}:${c.port}`)
        .join(', ')}) but none is configured for port ${LOCAL_PG_PORT}`,
    );
  }
  return null;
}

async function localRedis(url, key, { allowStart }) {
  const res = await probeRedis(url);
  if (res.up && res.ok) {
    detail(`Redis answers PONG on 127.0.0.1:${LOCAL_REDIS_PORT}`);
    return { url, how: 'local' };
  }
  if (res.up) throw new BootstrapError(`Redis on 127.0.0.1:${LOCAL_REDIS_PORT}: ${res.detail}\nOr set ${key} to a URL that works.`);
  if (await tcpOpen('127.0.0.1', LOCAL_REDIS_PORT)) {
    try {
      await waitFor(`Redis on 127.0.0.1:${LOCAL_REDIS_PORT}`, () => probeRedis(url), { timeoutMs: 20000, needOk: true });
      return { url, how: 'local' };
    } catch {
      throw new BootstrapError(
        `Port ${LOCAL_REDIS_PORT} is taken by something that is not a working Redis (${res.detail}).\n${REDIS_HELP(key)}`,
      );
    }
  }
  if (!allowStart) return null;
  const server = which('redis-server');
  if (!server) return null;
  await step(`Starting the local Redis (${server}, port ${LOCAL_REDIS_PORT})`, async () => {
    await run(
      server,
      ['--daemonize', 'yes', '--bind', '127.0.0.1', '--port', String(LOCAL_REDIS_PORT), '--save', '', '--appendonly', 'no'],
      {
        timeoutMs: 30000,
      },
    );
    await waitFor(`Redis on 127.0.0.1:${LOCAL_REDIS_PORT}`, () => probeRedis(url), { timeoutMs: 30000, needOk: true });
  });
  return { url, how: 'started' };
}

async function composeUp(services, pgUrl, redisUrl) {
  const cmd = await composeCommand();
  if (!cmd) {
    warn('a Docker engine answers but neither `docker compose` nor `docker-compose` is installed');
    return false;
  }
  const [bin, pre] = cmd;
  try {
    await step(`Starting ${services.join(' and ')} with ${[bin, ...pre].join(' ')} (docker-compose.yml)`, async () => {
      await run(bin, [...pre, 'up', '-d', ...services], { cwd: ROOT, timeoutMs: 10 * 60000 });
      if (services.includes('postgres')) {
        await waitFor('PostgreSQL container', () => probePostgres(pgUrl), {
          timeoutMs: 120000,
          needOk: true,
          hint: `See: ${[bin, ...pre].join(' ')} logs postgres`,
        });
      }
      if (services.includes('redis')) {
        await waitFor('Redis container', () => probeRedis(redisUrl), {
          timeoutMs: 60000,
          needOk: true,
          hint: `See: ${[bin, ...pre].join(' ')} logs redis`,
        });
      }
    });
    return true;
  } catch (err) {
    warn(`docker compose did not give us the services: ${err.message.split('\n')[0]}`);
    return false;
  }
}

// ---------------------------------------------------------------- testcontainers (tests only)

async function importFromProject(name) {
  const require = createRequire(path.join(ROOT, 'package.json'));
  return import(pathToFileURL(require.resolve(name)).href);
}

export async function startTestContainers({ pg, redis }) {
  let tc;
  try {
    tc = await importFromProject('testcontainers');
  } catch (err) {
    warn(`testcontainers is not installed (${err.message.split('\n')[0]}); using the local services`);
    return {};
  }
  const { GenericContainer, Wait } = tc;
  const out = {};
  const started = [];
  onCleanup(async () => {
    for (const c of started.reverse()) {
      info(`stopping test container ${c.getName ? c.getName() : ''}`.trim());
      await c.stop({ timeout: 10000 }).catch(() => {});
    }
  });
  try {
    if (pg) {
      await step('Starting PostgreSQL 16 with testcontainers', async () => {
        const c = await new GenericContainer('postgres:16-alpine')
          .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
          .withExposedPorts(5432)
          .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
          .withStartupTimeout(120000)
          .start();
        started.push(c);
        out.pg = `postgres://postgres@${c.getHost()}:${c.getMappedPort(5432)}/postgres`;
        await waitFor('PostgreSQL test container', () => probePostgres(out.pg), { timeoutMs: 30000, needOk: true });
      });
    }
    if (redis) {
      await step('Starting Redis 7 with testcontainers', async () => {
        const c = await new GenericContainer('redis:7-alpine')
          .withCommand(['redis-server', '--save', '', '--appendonly', 'no'])
          .withExposedPorts(6379)
          .withWaitStrategy(Wait.forLogMessage(/Ready to accept connections/))
          .withStartupTimeout(60000)
          .start();
        started.push(c);
        out.redis = `redis://${c.getHost()}:${c.getMappedPort(6379)}/0`;
        await waitFor('Redis test container', () => probeRedis(out.redis), { timeoutMs: 30000, needOk: true });
      });
    }
  } catch (err) {
    // testcontainers 11 fails cleanly ("Could not find a working container runtime strategy")
    // where no engine runs: the signal to fall back to the local services.
    warn(`testcontainers could not start the services (${String(err.message).split('\n')[0]}); using the local services`);
  }
  return out;
}

// ---------------------------------------------------------------- entry point

/**
 * Resolves PostgreSQL and Redis URLs that answer, starting or installing services when needed.
 * Returns { databaseUrl, redisUrl, how: { postgres, redis } } where `how` is one of
 * env | testcontainers | local | started | docker | installed.
 */
export async function ensureServices({ test = false, env = process.env } = {}) {
  const d = test ? TEST_DEFAULTS : START_DEFAULTS;
  const result = { databaseUrl: null, redisUrl: null, how: {} };
  const pgLocal = localPgUrl(env[d.pgKey], d.pgDb);
  const redisLocal = localRedisUrl(env[d.redisKey]);

  await step(`Finding PostgreSQL and Redis${test ? ' for the tests' : ''}`, async () => {
    await resolveAll(result, d, env, test, pgLocal, redisLocal);
    return `PostgreSQL: ${result.how.postgres}, Redis: ${result.how.redis}`;
  });
  info(`PostgreSQL: ${redact(result.databaseUrl)} (${result.how.postgres})`);
  info(`Redis:      ${redact(result.redisUrl)} (${result.how.redis})`);
  return result;
}

async function resolveAll(result, d, env, test, pgLocal, redisLocal) {
  // (a) environment
  const pgEnv = await fromEnv('pg', d.pgKey, env);
  if (pgEnv) [result.databaseUrl, result.how.postgres] = [pgEnv, 'env'];
  const redisEnv = await fromEnv('redis', d.redisKey, env);
  if (redisEnv) [result.redisUrl, result.how.redis] = [redisEnv, 'env'];

  // (d') tests: testcontainers when Docker answers
  if (test && (!result.databaseUrl || !result.redisUrl) && (await dockerWorks())) {
    const tc = await startTestContainers({ pg: !result.databaseUrl, redis: !result.redisUrl });
    if (tc.pg) [result.databaseUrl, result.how.postgres] = [tc.pg, 'testcontainers'];
    if (tc.redis) [result.redisUrl, result.how.redis] = [tc.redis, 'testcontainers'];
  }

  // (b) local default ports, then (c) start an installed server
  if (!result.databaseUrl) {
    const r = await localPg(pgLocal, d.pgKey, { allowStart: true });
    if (r) [result.databaseUrl, result.how.postgres] = [r.url, r.how];
  }
  if (!result.redisUrl) {
    const r = await localRedis(redisLocal, d.redisKey, { allowStart: true });
    if (r) [result.redisUrl, result.how.redis] = [r.url, r.how];
  }

  // (d) docker compose (not for tests: they have testcontainers)
  if (!test && (!result.databaseUrl || !result.redisUrl) && (await dockerWorks())) {
    const services = [!result.databaseUrl && 'postgres', !result.redisUrl && 'redis'].filter(Boolean);
    if (await composeUp(services, pgLocal, redisLocal)) {
      if (!result.databaseUrl) [result.databaseUrl, result.how.postgres] = [pgLocal, 'docker'];
      if (!result.redisUrl) [result.redisUrl, result.how.redis] = [redisLocal, 'docker'];
    }
  }

  // (e) Debian as root: install what is missing, then start it
  if (!result.databaseUrl || !result.redisUrl) {
    const missing = [];
    if (!result.databaseUrl && !which('pg_ctlcluster')) missing.push('postgresql');
    if (!result.redisUrl && !which('redis-server')) missing.push('redis-server');
    if (missing.length && canAptInstall()) {
      await step(`Installing ${missing.join(' and ')} with apt-get (Debian, root)`, () => aptInstall(missing));
      if (!result.databaseUrl) {
        const r = await localPg(pgLocal, d.pgKey, { allowStart: true });
        if (r) [result.databaseUrl, result.how.postgres] = [r.url, 'installed'];
      }
      if (!result.redisUrl) {
        const r = await localRedis(redisLocal, d.redisKey, { allowStart: true });
        if (r) [result.redisUrl, result.how.redis] = [r.url, 'installed'];
      }
    } else if (missing.length) {
      detail(
        `not installing ${missing.join(' and ')}: ${!isDebian() ? 'not Debian' : !isRoot() ? 'not root' : 'apt-get unavailable or REEFLINE_NO_APT set'}`,
      );
    }
  }

  const problems = [];
  if (!result.databaseUrl) problems.push(`PostgreSQL: nothing answers.\n${PG_HELP(d.pgKey)}`);
  if (!result.redisUrl) problems.push(`Redis: nothing answers.\n${REDIS_HELP(d.redisKey)}`);
  if (problems.length) throw new BootstrapError(problems.join('\n'));
}
