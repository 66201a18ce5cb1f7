/**
 * Real processes for fault tests, owned by the test: a Redis server of its own (never the shared
 * one other test files and engineers use), started, killed and started again on the same port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import Redis from 'ioredis';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A free TCP port on the loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Polls `check` every 50 ms until it holds; throws after `ms`. */
export async function until(what: string, check: () => Promise<boolean> | boolean, ms = 15_000): Promise<number> {
  const start = Date.now();
  for (;;) {
    try {
      if (await check()) return Date.now() - start;
    } catch {
      // not yet
    }
    if (Date.now() - start > ms) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await sleep(50);
  }
}

/** A redis-server child without persistence (a restart loses every key, as a crashed cache does). */
export class RedisChild {
  private proc?: ChildProcess;
  readonly url: string;

  private constructor(readonly port: number) {
    this.url = `redis://127.0.0.1:${port}/0`;
  }

  static async start(): Promise<RedisChild> {
    const r = new RedisChild(await freePort());
    await r.up();
    return r;
  }

  /** Starts the server (again) on its port and waits until it answers PING. */
  async up(): Promise<void> {
    const proc = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    this.proc = proc;
    await until(`redis-server on ${this.port}`, async () => {
      if (proc.exitCode !== null) throw new Error(`redis-server exited with ${proc.exitCode}`);
      const c = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      try {
        await c.connect();
        return (await c.ping()) === 'PONG';
      } finally {
        c.disconnect();
      }
    });
  }

  /** SIGKILL (no shutdown, no save) and wait for the exit. */
  async kill(): Promise<void> {
    const proc = this.proc;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGKILL');
    await exited;
  }
}
