import { Client } from 'pg';
import { createDataSource } from '@server/infra/database/data-source';
import { seedReferenceData } from '@server/modules/common/seed/demo-data';
import { TEMPLATE_DB, TEST_DATABASE_URL, databaseUrl } from './env';

/**
 * Migrates once into a template database (Immich's approach); every test file then clones it
 * (`CREATE DATABASE … TEMPLATE`), so files run in parallel on fresh, migrated databases.
 * The migrations are the TypeScript sources under migrations/ (jest transforms them).
 */
export default async function globalSetup() {
  const admin = new Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [TEMPLATE_DB]);
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    // Leftovers of interrupted runs.
    const old = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname ~ '^reefline_t_[0-9a-f]{10}$'`);
    for (const row of old.rows) await admin.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
  const ds = createDataSource(databaseUrl(TEMPLATE_DB), 2);
  ds.setOptions({ migrations: [`${__dirname}/../../migrations/*.ts`] });
  await ds.initialize();
  try {
    await ds.runMigrations({ transaction: 'each' });
    const drift = await ds.driver.createSchemaBuilder().log();
    if (drift.upQueries.length) {
      throw new Error(`entities and migrations differ; add a migration (npm run build:server && node dist/server/src/cli.js migration:generate Name):\n${drift.upQueries.map((q) => q.query).join('\n')}`);
    }
    await seedReferenceData(ds);
  } finally {
    await ds.destroy();
  }
}
