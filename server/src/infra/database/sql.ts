import type { Pool } from 'pg';
import type { DataSource, QueryRunner } from 'typeorm';

/**
 * Raw SQL for the hot paths (seat taking, guarded transitions, vote batches). TypeORM's plain
 * `query()` answers an UPDATE … RETURNING with `[rows, count]` but a SELECT with `rows`; these
 * helpers always give rows.
 */
export type Db = DataSource | QueryRunner;

/** The pg pool under TypeORM's driver: one statement outside a transaction goes straight to it (no query runner per call). */
function poolOf(ds: DataSource): Pool | undefined {
  const master = (ds.driver as unknown as { master?: unknown }).master;
  return master && typeof (master as Pool).query === 'function' ? (master as Pool) : undefined;
}

/**
 * A statement the hot paths run thousands of times: `name` makes pg prepare it once per
 * connection (parse and plan once) instead of on every call. Only for constant text.
 */
export interface Prepared {
  name: string;
  text: string;
}

export async function rows<T>(db: Db, statement: string | Prepared, params: unknown[] = []): Promise<T[]> {
  const text = typeof statement === 'string' ? statement : statement.text;
  if ('manager' in db && !('isReleased' in db)) {
    const pool = poolOf(db);
    // A literal object, not `{ ...statement, values }`: a spread copy is slow on this path (bench:unlock).
    if (pool)
      return (await pool.query(typeof statement === 'string' ? { text, values: params } : { name: statement.name, text, values: params }))
        .rows as T[];
    const runner = db.createQueryRunner();
    try {
      return ((await runner.query(text, params, true)) as { records: T[] }).records;
    } finally {
      await runner.release();
    }
  }
  return ((await (db as QueryRunner).query(text, params, true)) as { records: T[] }).records;
}

export async function one<T>(db: Db, statement: string | Prepared, params: unknown[] = []): Promise<T | undefined> {
  return (await rows<T>(db, statement, params))[0];
}

/** Runs `fn` in a transaction (READ COMMITTED); rolls back when it throws. */
export async function tx<T>(ds: DataSource, fn: (q: QueryRunner) => Promise<T>): Promise<T> {
  const runner = ds.createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  try {
    const result = await fn(runner);
    await runner.commitTransaction();
    return result;
  } catch (err) {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    throw err;
  } finally {
    await runner.release();
  }
}

/** Thrown inside `tx` to roll back and then answer with a value (not an error) outside. */
export class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('rollback');
  }
}
