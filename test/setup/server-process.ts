/**
 * The server as its own node process (compiled by SWC, as `npm start` runs it) for tests that kill
 * a process: a worker crashing mid-job, for instance.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MIN_HASH_COST } from '@server/modules/auth/services/password';
import type { TestEnv } from './harness';

const ROOT = resolve(__dirname, '..', '..');

/** Compiles server/src into a fresh folder under .tmp; returns it and how to remove it. */
export function compileServer(name: string): { dir: string; remove(): void } {
  const dir = join(ROOT, '.tmp', `${name}-${randomBytes(4).toString('hex')}`);
  const swc = spawnSync(join(ROOT, 'node_modules', '.bin', 'swc'), ['server/src', '-d', dir, '--copy-files', '--quiet'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (swc.status !== 0) throw new Error(`swc failed: ${swc.stderr}`);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Starts the compiled server on a test environment (stdout and stderr collected, an IPC channel open). */
export function spawnServer(dir: string, env: TestEnv, vars: Record<string, string>): { proc: ChildProcess; output(): string } {
  const proc = spawn(process.execPath, [join(dir, 'server', 'src', 'main.js')], {
    cwd: ROOT,
    env: {
      PATH: process.env['PATH'],
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: env.databaseUrl,
      DATABASE_POOL_SIZE: '4',
      REDIS_URL: env.redisUrl,
      REDIS_PREFIX: env.redisPrefix,
      UPLOAD_DIR: env.uploadDir,
      DEMO_DATA: 'false',
      PASSWORD_HASH_MEMORY_KIB: String(MIN_HASH_COST.memoryCost),
      PASSWORD_HASH_TIME_COST: String(MIN_HASH_COST.timeCost),
      PASSWORD_HASH_PARALLELISM: String(MIN_HASH_COST.parallelism),
      ...vars,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  proc.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  proc.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  return { proc, output: () => output };
}
