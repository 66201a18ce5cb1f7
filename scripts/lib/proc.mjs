// Running commands with timeouts, and shutting down cleanly on Ctrl-C. No dependencies.
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { BootstrapError, detail, info, seconds, warn } from './log.mjs';

/** Child processes (process-group leaders) still running; signalled on Ctrl-C / SIGTERM. */
const children = new Set();
/** Async clean-up functions (e.g. stop test containers), run once on exit or on a signal. */
const cleanups = [];
let shuttingDown = false;

export function onCleanup(fn) {
  cleanups.push(fn);
}

export async function runCleanups() {
  while (cleanups.length) {
    const fn = cleanups.pop();
    try {
      await fn();
    } catch (err) {
      warn(`clean-up step failed: ${err && err.message ? err.message : err}`);
    }
  }
}

function killGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal); // the whole group: npm -> sh -> node …
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

/**
 * Ctrl-C / SIGTERM: forward the signal to running children (they run in their own process
 * groups, so the terminal does not signal them twice), wait a little for them, run the
 * clean-ups, exit. A second Ctrl-C forces everything down.
 */
export function installSignalHandlers({ graceMs = 15000 } = {}) {
  // Children run in their own process groups, so they would outlive a crash of this script.
  process.on('exit', () => {
    for (const ch of children) killGroup(ch, 'SIGTERM');
  });
  const handler = async (signal) => {
    if (shuttingDown) {
      warn('second signal: forcing shutdown');
      for (const ch of children) killGroup(ch, 'SIGKILL');
      process.exit(signal === 'SIGINT' ? 130 : 143);
    }
    shuttingDown = true;
    if (children.size) info(`${signal}: stopping (press Ctrl-C again to force)`);
    for (const ch of children) killGroup(ch, signal);
    const deadline = Date.now() + graceMs;
    while (children.size && Date.now() < deadline) await sleep(100);
    if (children.size) {
      warn(`children still running after ${seconds(graceMs)}: killing them`);
      for (const ch of children) killGroup(ch, 'SIGKILL');
    }
    await runCleanups();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  process.on('SIGHUP', handler);
}

export function isShuttingDown() {
  return shuttingDown;
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Full path of an executable on PATH, or null. */
export function which(cmd) {
  if (cmd.includes('/')) return canExec(cmd) ? cmd : null;
  for (const dir of (process.env.PATH || '').split(path.delimiter)) {
    if (!dir) continue;
    const full = path.join(dir, cmd);
    if (canExec(full)) return full;
  }
  return null;
}

function canExec(p) {
  try {
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Spawns a command in its own process group. Resolves with { code, signal, stdout, stderr }
 * (stdout/stderr only when `capture`), never rejects except on timeout / spawn failure.
 *   timeoutMs  kill the group (TERM, then KILL 5 s later) and reject with a clear message.
 *   capture    collect output instead of inheriting the terminal.
 *   quiet      with capture: do not echo anything.
 */
export function spawnProcess(cmd, args = [], { cwd, env, timeoutMs = 0, capture = false, input } = {}) {
  return new Promise((resolve, reject) => {
    let child;
    try {
      child = spawn(cmd, args, {
        cwd,
        env: env || process.env,
        stdio: capture ? ['pipe', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
        detached: true,
      });
    } catch (err) {
      reject(err);
      return;
    }
    children.add(child);
    let stdout = '';
    let stderr = '';
    if (capture) {
      child.stdout.on('data', (d) => (stdout += d));
      child.stderr.on('data', (d) => (stderr += d));
      if (input !== undefined) child.stdin.end(input);
      else child.stdin.end();
    }
    let timedOut = false;
    let timer;
    let killTimer;
    if (timeoutMs > 0) {
      timer = setTimeout(() => {
        timedOut = true;
        killGroup(child, 'SIGTERM');
        killTimer = setTimeout(() => killGroup(child, 'SIGKILL'), 5000);
        killTimer.unref();
      }, timeoutMs);
    }
    child.on('error', (err) => {
      children.delete(child);
      clearTimeout(timer);
      reject(err.code === 'ENOENT' ? new BootstrapError(`command not found: ${cmd}`) : err);
    });
    child.on('close', (code, signal) => {
      children.delete(child);
      clearTimeout(timer);
      if (timedOut) {
        reject(
          new BootstrapError(
            `\`${[cmd, ...args].join(' ')}\` did not finish within ${seconds(timeoutMs)} and was stopped.` +
              (stderr ? `\n${stderr.trim().split('\n').slice(-10).join('\n')}` : ''),
          ),
        );
        return;
      }
      resolve({ code, signal, stdout, stderr });
    });
  });
}

/** Runs a command with inherited output; throws a BootstrapError with `hint` if it fails. */
export async function run(cmd, args = [], { hint, ...opts } = {}) {
  detail(`$ ${[cmd, ...args].map(shellQuote).join(' ')}`);
  const res = await spawnProcess(cmd, args, opts);
  if (res.code !== 0) {
    if (isShuttingDown()) throw new BootstrapError('interrupted', 130);
    const how = res.signal ? `was killed by ${res.signal}` : `exited with code ${res.code}`;
    throw new BootstrapError(`\`${[cmd, ...args].join(' ')}\` ${how}.${hint ? `\n${hint}` : ''}`);
  }
  return res;
}

/** Runs a command quietly and returns { code, stdout, stderr }; code is null when it cannot start. */
export async function capture(cmd, args = [], opts = {}) {
  try {
    return await spawnProcess(cmd, args, { timeoutMs: 30000, ...opts, capture: true });
  } catch (err) {
    return { code: null, stdout: '', stderr: err && err.message ? err.message : String(err) };
  }
}

export function shellQuote(s) {
  return /^[\w@%+=:,./-]+$/.test(s) ? s : `'${String(s).replace(/'/g, `'\\''`)}'`;
}
