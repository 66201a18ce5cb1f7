import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createDataSource } from '@server/infra/database/data-source';
import { seedReferenceData } from '@server/modules/reference/seed/reference-data';
import { TEST_DATABASE_URL, TEST_DB_PATTERN, databaseUrl, testDbName } from './env';

const STALE_SECONDS = 3 * 3600;

/**
 * TypeORM's schema reader (the drift check below) sends its queries concurrently on one pg client,
 * which pg 8 reports as a DeprecationWarning ("Calling client.query() when the client is already
 * executing a query") on every run. It is TypeORM's internals, not our code, and the check is the
 * only place that reads the schema: that one warning is dropped while it runs, every other passes.
 */
async function withoutPgQueueWarning<T>(fn: () => Promise<T>): Promise<T> {
  const original = process.emitWarning;
  process.emitWarning = function (this: NodeJS.Process, warning: string | Error, ...rest: unknown[]) {
    const message = typeof warning === 'string' ? warning : warning.message;
    if (message.startsWith('Calling client.query() when the client is already executing a query')) return;
    (original as (...args: unknown[]) => void).call(this, warning, ...rest);
  } as typeof process.emitWarning;
  try {
    return await fn();
  } finally {
    process.emitWarning = original;
  }
}

/**
 * Migrates once into a template database of this run (Immich's approach); every test file then
 * clones it (`CREATE DATABASE … TEMPLATE`), so files run in parallel on fresh, migrated databases.
 * The migrations are the TypeScript sources under migrations/ (jest transforms them). The run
 * fails when entities and migrations drift.
 */
export default async function globalSetup() {
  const template = testDbName(`tpl${randomBytes(3).toString('hex')}`);
  process.env['REEFLINE_TEST_TEMPLATE'] = template;
  const admin = new Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    // Leftovers of crashed runs (old enough that no run can still be using them).
    const old = await admin.query<{ datname: string; created: string }>(
      `SELECT datname, substring(datname from '${TEST_DB_PATTERN}') AS created FROM pg_database WHERE datname ~ '${TEST_DB_PATTERN}'`,
    );
    const now = Date.now() / 1000;
    for (const row of old.rows) {
      if (now - Number(row.created) > STALE_SECONDS) await admin.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
    }
    await admin.query(`CREATE DATABASE ${template}`);
  } finally {
    await admin.end();
  }
  const ds = createDataSource(databaseUrl(template), 2);
  ds.setOptions({ migrations: [`${__dirname}/../../migrations/*.ts`] });
  await ds.initialize();
  try {
    await ds.runMigrations({ transaction: 'each' });
    const drift = await withoutPgQueueWarning(() => ds.driver.createSchemaBuilder().log());
    if (drift.upQueries.length) {
      throw new Error(
        `entities and migrations differ; add a migration (npm run build:server && node dist/server/src/cli.js migration:generate Name):\n${drift.upQueries.map((q) => q.query).join('\n')}`,
      );
    }
    await seedReferenceData(ds);
  } finally {
    await ds.destroy();
  }
}
