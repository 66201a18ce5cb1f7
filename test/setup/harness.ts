import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { Client } from 'pg';
import { createApp } from '@server/app.factory';
import type { AppModuleEntry } from '@server/app.module';
import { AppConfig } from '@server/config/app-config';
import { MIN_HASH_COST } from '@server/modules/auth/services/password';
import { bounded } from './bounded';
import { TEST_DATABASE_URL, TEST_REDIS_URL, databaseUrl, templateDb, testDbName } from './env';

export interface TestEnv {
  dbName: string;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  uploadDir: string;
  cleanup(): Promise<void>;
}

/** A fresh database cloned from the migrated template, and a Redis key prefix of its own. */
export async function createTestEnv(): Promise<TestEnv> {
  const id = randomBytes(5).toString('hex');
  const dbName = testDbName(id);
  const admin = new Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${templateDb()}`);
  } finally {
    await admin.end();
  }
  const redisPrefix = `reefline-test:${id}:`;
  const uploadDir = mkdtempSync(join(tmpdir(), 'reefline-uploads-'));
  return {
    dbName,
    databaseUrl: databaseUrl(dbName),
    redisUrl: TEST_REDIS_URL,
    redisPrefix,
    uploadDir,
    async cleanup() {
      const redis = new Redis(TEST_REDIS_URL);
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 1000);
        cursor = next;
        if (keys.length) await redis.del(...keys);
      } while (cursor !== '0');
      await redis.quit();
      const c = new Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.end();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

/** How long closing the app may take in a test's teardown. */
const APP_CLOSE_MS = 20_000;

export interface TestApp {
  app: NestFastifyApplication;
  url: string;
  env: TestEnv;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * Starts the real app (Fastify on a random port) against the test environment. An explicit `PORT`
 * override listens there instead (for tests that must know the app's URL, e.g. PUBLIC_URL, up front).
 * `modules`: the app's module list (default `APP_MODULES`), e.g. with a fixture module added.
 */
export async function startApp(overrides: Record<string, string> = {}, env?: TestEnv, modules?: readonly AppModuleEntry[]): Promise<TestApp> {
  const e = env ?? (await createTestEnv());
  const config = new AppConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: e.databaseUrl,
    DATABASE_POOL_SIZE: '10',
    REDIS_URL: e.redisUrl,
    REDIS_PREFIX: e.redisPrefix,
    UPLOAD_DIR: e.uploadDir,
    DEMO_DATA: 'false',
    // Every test request comes from 127.0.0.1: per-IP limits are raised here and tested on their own.
    RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
    RATE_LIMIT_CODES_PER_HOUR: '10000',
    CODE_DAILY_CAP_PER_IP: '10000',
    // OWASP's minimum argon2id cost (still argon2id): ~4× faster logins over thousands per run.
    PASSWORD_HASH_MEMORY_KIB: String(MIN_HASH_COST.memoryCost),
    PASSWORD_HASH_TIME_COST: String(MIN_HASH_COST.timeCost),
    PASSWORD_HASH_PARALLELISM: String(MIN_HASH_COST.parallelism),
    ...overrides,
  });
  const app = await createApp(config, modules);
  await app.listen({ port: overrides['PORT'] ? config.port : 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    app,
    url,
    env: e,
    config,
    async close() {
      // Nest's shutdown hooks (BullMQ workers finishing their jobs, flushes) have no limit of
      // their own; a hung one must not hold the file past its hook timeout (the database drop
      // below ends whatever connection it left open).
      await bounded('app.close()', APP_CLOSE_MS, () => app.close());
      if (!env) await e.cleanup();
    },
  };
}
