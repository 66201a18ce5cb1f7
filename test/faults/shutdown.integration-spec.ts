/**
 * Fault: the process is told to stop (SIGTERM) while Redis is down. Closing BullMQ's workers waits
 * for Redis for as long as it is away, so without a deadline the process never ended (measured:
 * still alive a minute after SIGTERM). What must hold: an orderly stop ends by itself, with the
 * signal, well inside the deadline; a stop that cannot finish ends at SHUTDOWN_TIMEOUT_MS, logged,
 * with exit code 1. The server runs as its own compiled process, on a redis-server of this test.
 */
import type { ChildProcess } from 'node:child_process';
import { createTestEnv, type TestEnv } from '@test/setup/harness';
import { compileServer, spawnServer } from '@test/setup/server-process';
import { RedisChild, freePort, until } from './processes';

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  afterMs: number;
}

describe('fault: stopping the server', () => {
  let build: ReturnType<typeof compileServer>;
  let env: TestEnv;
  let redis: RedisChild;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    build = compileServer('shutdown');
    env = await createTestEnv();
    redis = await RedisChild.start();
  }, 120_000);

  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await redis?.kill();
    await env?.cleanup();
    build?.remove();
  });

  /** The compiled server on its own port and this test's Redis, once it answers its health check. */
  async function serve(vars: Record<string, string>) {
    const port = await freePort();
    const server = spawnServer(build.dir, env, {
      PORT: String(port),
      HOST: '127.0.0.1',
      REDIS_URL: redis.url,
      LOG_LEVEL: 'error',
      ...vars,
    });
    children.push(server.proc);
    await until(
      'the server to answer /api/v1/health',
      async () => {
        if (server.proc.exitCode !== null) throw new Error(`the server exited: ${server.output()}`);
        return (await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok;
      },
      60_000,
    );
    return server;
  }

  /** Sends SIGTERM and waits (at most `withinMs`) for the process to end. */
  async function stop(proc: ChildProcess, withinMs: number): Promise<Exit> {
    const start = Date.now();
    const ended = new Promise<Exit>((resolve) =>
      proc.once('exit', (code, signal) => resolve({ code, signal, afterMs: Date.now() - start })),
    );
    proc.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`still running ${withinMs} ms after SIGTERM`)), withinMs);
    });
    try {
      return await Promise.race([ended, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  it('an orderly stop ends by itself, with the signal, long before the deadline', async () => {
    const { proc } = await serve({ SHUTDOWN_TIMEOUT_MS: '60000' });
    const exit = await stop(proc, 20_000);
    expect(exit).toMatchObject({ code: null, signal: 'SIGTERM' });
  }, 90_000);

  it('with Redis down, a stop still ends at SHUTDOWN_TIMEOUT_MS, logged, with exit code 1', async () => {
    const server = await serve({ SHUTDOWN_TIMEOUT_MS: '2000' });
    await redis.kill();
    await until('the server to see Redis gone', () => server.output().includes('ECONNREFUSED'), 15_000);
    const exit = await stop(server.proc, 20_000);
    expect(exit.code).toBe(1);
    expect(exit.afterMs).toBeGreaterThanOrEqual(1900);
    expect(server.output()).toContain('shutdown did not finish in time, exiting');
    await redis.up(); // for afterAll's orderly kill
  }, 90_000);
});
