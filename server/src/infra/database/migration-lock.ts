import { Client } from 'pg';

/** The advisory lock every migrating process takes (an arbitrary, fixed 64-bit key: "reefline migrate"). */
export const MIGRATION_LOCK_KEY = '7241100398251093113';

/**
 * Runs `work` while holding PostgreSQL's session-level advisory lock on {@link MIGRATION_LOCK_KEY},
 * on a connection of its own (issue #24): replicas starting together run `setup`/`migrate` one
 * after the other, so the second finds the schema up to date instead of racing the first
 * (duplicate tables, half-applied migrations). The lock goes with the connection if the process dies.
 */
export async function withMigrationLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const lock = new Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await lock.end();
  }
}
