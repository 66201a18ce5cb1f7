// Step logging with timings. Plain Node, no dependencies (runs before `npm install`).
import { performance } from 'node:perf_hooks';

const useColor = process.stdout.isTTY && !process.env.NO_COLOR && process.env.TERM !== 'dumb';
const paint = (code) => (s) => (useColor ? `\x1b[${code}m${s}\x1b[0m` : String(s));
export const c = { dim: paint(2), bold: paint(1), red: paint(31), green: paint(32), yellow: paint(33), cyan: paint(36) };

const PREFIX = '[reefline]';

export function info(msg) {
  console.log(`${c.dim(PREFIX)} ${msg}`);
}
export function detail(msg) {
  console.log(`${c.dim(PREFIX)}   ${c.dim(msg)}`);
}
export function warn(msg) {
  console.log(`${c.dim(PREFIX)} ${c.yellow('!')} ${msg}`);
}
export function error(msg) {
  console.error(`${c.dim(PREFIX)} ${c.red('✗')} ${msg}`);
}

export function seconds(ms) {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/**
 * Runs one named step, printing its start, its outcome and how long it took.
 * `fn` may return a short string that is appended to the success line (e.g. "skipped, up to date").
 */
export async function step(title, fn) {
  console.log(`${c.dim(PREFIX)} ${c.cyan('▸')} ${title}`);
  const t0 = performance.now();
  try {
    const note = await fn();
    const extra = typeof note === 'string' && note ? ` — ${note}` : '';
    console.log(`${c.dim(PREFIX)} ${c.green('✓')} ${title}${extra} ${c.dim(`(${seconds(performance.now() - t0)})`)}`);
    return note;
  } catch (err) {
    console.error(`${c.dim(PREFIX)} ${c.red('✗')} ${title} ${c.dim(`(failed after ${seconds(performance.now() - t0)})`)}`);
    throw err;
  }
}

/** An error whose message is the whole story for the user: printed without a stack trace. */
export class BootstrapError extends Error {
  constructor(message, exitCode = 1) {
    super(message);
    this.name = 'BootstrapError';
    this.exitCode = exitCode;
  }
}

/** Prints an error the way the bootstrap scripts do and returns the exit code to use. */
export function report(err) {
  if (err instanceof BootstrapError) {
    for (const line of String(err.message).split('\n')) error(line);
    return err.exitCode;
  }
  error(err && err.stack ? err.stack : String(err));
  return 1;
}
