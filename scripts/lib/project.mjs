// Project chores shared by start.mjs and test.mjs: Node version, .env, npm install, builds,
// Chromium. No top-level third-party imports.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BootstrapError, detail, step, warn } from './log.mjs';
import { run, which } from './proc.mjs';
import { ROOT } from './probes.mjs';
import { aptInstall, canAptInstall } from './services.mjs';

export { ROOT };
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const STAMP_DIR = path.join(ROOT, '.tmp', 'build');

// ---------------------------------------------------------------- Node

export function checkNode(min = '20.19.0') {
  const have = process.versions.node.split('.').map(Number);
  const want = min.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    if (have[i] > want[i]) return;
    if (have[i] < want[i]) {
      throw new BootstrapError(
        `Reefline needs Node.js ${min} or newer (this is ${process.versions.node}).\n` +
          'Install Node 20 LTS (≥ 20.19) or 22 LTS, e.g. from https://nodejs.org or with nvm: nvm install 20',
      );
    }
  }
}

// ---------------------------------------------------------------- .env

/**
 * Loads KEY=VALUE lines from .env into process.env without overriding what is already set.
 * Supports comments, `export KEY=…`, single/double quotes. Returns the keys it set.
 */
export function loadDotEnv(file = path.join(ROOT, '.env')) {
  if (!existsSync(file)) return [];
  const set = [];
  for (const raw of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const m = line.match(/^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/);
    if (!m) continue;
    let value = m[2];
    if (/^".*"$/.test(value)) value = value.slice(1, -1).replace(/\\n/g, '\n').replace(/\\"/g, '"');
    else if (/^'.*'$/.test(value)) value = value.slice(1, -1);
    else value = value.replace(/\s+#.*$/, '');
    if (process.env[m[1]] === undefined) {
      process.env[m[1]] = value;
      set.push(m[1]);
    }
  }
  return set;
}

// ---------------------------------------------------------------- npm install

function mtime(p) {
  try {
    return statSync(p).mtimeMs;
  } catch {
    return null;
  }
}

/** Why node_modules needs an install, or null when it is up to date. */
export function installReason() {
  const nm = path.join(ROOT, 'node_modules');
  const hidden = path.join(nm, '.package-lock.json');
  if (!existsSync(nm)) return 'node_modules is missing';
  const installed = mtime(hidden);
  if (installed === null) return 'node_modules/.package-lock.json is missing';
  const lock = mtime(path.join(ROOT, 'package-lock.json'));
  if (lock !== null && lock > installed) return 'package-lock.json is newer than node_modules';
  if (lock === null && (mtime(path.join(ROOT, 'package.json')) || 0) > installed) return 'package.json is newer than node_modules';
  return null;
}

/**
 * `npm install` (never `npm ci`: it fails here, see TOOLCHAIN.md) when node_modules is missing or
 * older than package-lock.json. Afterwards marks node_modules as current, so the next run does not
 * install again even when npm had nothing to change.
 */
export async function ensureDependencies() {
  const reason = installReason();
  if (!reason) {
    detail('dependencies are up to date');
    return;
  }
  await step(`Installing dependencies (${reason})`, async () => {
    detail('this takes about a minute on a cold cache');
    await run(NPM, ['install', '--include=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: ROOT,
      timeoutMs: 15 * 60000,
      hint: 'npm install failed. Check the network / registry access, then run the command again.',
    });
    const hidden = path.join(ROOT, 'node_modules', '.package-lock.json');
    if (existsSync(hidden)) {
      const now = new Date();
      utimesSync(hidden, now, now);
    }
  });
}

// ---------------------------------------------------------------- builds

const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', '.tmp', 'coverage']);

/**
 * A fingerprint of the files under `inputs` (paths, sizes, mtimes): any edit, addition,
 * deletion or rename changes it. Fast: stat only, no reads.
 */
export function fingerprint(inputs, { skip = [] } = {}) {
  const entries = [];
  const skipAbs = skip.map((s) => path.join(ROOT, s));
  const walk = (abs) => {
    if (skipAbs.includes(abs)) return;
    let st;
    try {
      st = statSync(abs);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      if (SKIP_DIRS.has(path.basename(abs))) return;
      for (const name of readdirSync(abs).sort()) walk(path.join(abs, name));
    } else if (st.isFile()) {
      entries.push(`${path.relative(ROOT, abs)}\t${st.size}\t${Math.floor(st.mtimeMs)}`);
    }
  };
  for (const input of inputs) walk(path.join(ROOT, input));
  return { hash: createHash('sha1').update(entries.join('\n')).digest('hex'), files: entries.length };
}

function readStamp(name) {
  try {
    return JSON.parse(readFileSync(path.join(STAMP_DIR, `${name}.json`), 'utf8'));
  } catch {
    return null;
  }
}

function writeStamp(name, fp) {
  mkdirSync(STAMP_DIR, { recursive: true });
  writeFileSync(path.join(STAMP_DIR, `${name}.json`), `${JSON.stringify({ ...fp, builtAt: new Date().toISOString() }, null, 2)}\n`);
}

const TARGETS = {
  server: {
    title: 'Building the server (swc)',
    script: 'build:server',
    inputs: ['server/src', 'migrations', '.swcrc', 'package-lock.json'],
    output: 'dist/server/src/cli.js',
    required: 'server/src',
  },
  client: {
    title: 'Building the H5 client (vite)',
    script: 'build:client',
    extraArgs: ['--logLevel', 'warn'], // vite: no per-chunk listing
    // The H5 app is always the production bundle, whatever NODE_ENV the caller runs under (npm test
    // sets `test`, npm start `development`): Vite would otherwise ship React's development build,
    // and tests and users would get a different, 1.5× larger app than production (issue #25).
    env: { NODE_ENV: 'production' },
    inputs: ['client', 'server/src/contracts', 'package-lock.json'],
    skip: ['client/dist', 'client/e2e'],
    output: 'client/dist/index.html',
    required: 'client/vite.config.mts',
  },
};

/**
 * Builds `server` or `client` with its npm script when its sources changed since the last build
 * made by these scripts (or its output is missing), or always when `force`. Returns true if built.
 */
export async function build(name, { force = false } = {}) {
  const t = TARGETS[name];
  if (!existsSync(path.join(ROOT, t.required))) {
    warn(`${t.required} does not exist yet: skipping the ${name} build`);
    return false;
  }
  const fp = fingerprint(t.inputs, { skip: t.skip });
  const stamp = readStamp(name);
  const outputExists = existsSync(path.join(ROOT, t.output));
  if (!force && outputExists && stamp && stamp.hash === fp.hash) {
    detail(`${name} build is up to date (${fp.files} source files unchanged)`);
    return false;
  }
  const why = force
    ? 'always before tests'
    : !outputExists
      ? `${t.output} is missing`
      : !stamp
        ? 'no record of a previous build'
        : 'sources changed';
  await step(`${t.title} — ${why}`, async () => {
    await run(NPM, ['run', '--silent', t.script, ...(t.extraArgs ? ['--', ...t.extraArgs] : [])], {
      cwd: ROOT,
      env: t.env ? { ...process.env, ...t.env } : undefined,
      timeoutMs: 10 * 60000,
      hint: `The ${name} does not compile; see the errors above (npm run ${t.script}).`,
    });
    if (!existsSync(path.join(ROOT, t.output))) {
      throw new BootstrapError(`npm run ${t.script} succeeded but ${t.output} was not produced.`);
    }
  });
  writeStamp(name, fp);
  return true;
}

// ---------------------------------------------------------------- Chromium (browser tests)

export const CHROMIUM = '/usr/bin/chromium';

function hasCjkFonts() {
  const dirs = ['/usr/share/fonts/opentype/noto', '/usr/share/fonts/truetype/noto', '/usr/share/fonts/noto-cjk'];
  return dirs.some((d) => {
    try {
      return readdirSync(d).some((f) => /CJK/i.test(f));
    } catch {
      return false;
    }
  });
}

/**
 * Makes sure Debian's Chromium (and CJK fonts, or Chinese renders as boxes) is installed.
 * `required`: throw when impossible; otherwise only warn.
 */
export async function ensureChromium({ required = true } = {}) {
  const want = [];
  if (!existsSync(CHROMIUM)) want.push('chromium');
  if (!hasCjkFonts()) want.push('fonts-noto-cjk');
  if (!want.length) {
    detail(`${CHROMIUM} and CJK fonts are installed`);
    return true;
  }
  if (canAptInstall()) {
    await step(`Installing ${want.join(' and ')} for the browser tests (apt-get)`, () => aptInstall(want));
    if (existsSync(CHROMIUM)) return true;
  }
  const msg =
    `${want.includes('chromium') ? `${CHROMIUM} is missing` : 'CJK fonts are missing'}: the browser tests drive Debian's Chromium.\n` +
    `Install it as root: apt-get install -y chromium fonts-noto-cjk` +
    (which('apt-get') ? '' : " (or your system's equivalent, with Chromium at /usr/bin/chromium)");
  if (want.includes('chromium') && required) throw new BootstrapError(msg);
  warn(msg.split('\n').join(' '));
  return existsSync(CHROMIUM);
}
