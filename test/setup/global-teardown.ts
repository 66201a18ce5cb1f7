import { Client } from 'pg';
import { TEST_DATABASE_URL } from './env';

/** Drops this run's template (each test file drops its own clone). */
export default async function globalTeardown() {
  const template = process.env['REEFLINE_TEST_TEMPLATE'];
  if (!template) return;
  const admin = new Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
