import { Logger } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import type { DataSource } from 'typeorm';

const log = new Logger('Database');
const GUARDED = Symbol('reefline.errorGuard');

/**
 * Gives every client of the data source's pg pool a lasting 'error' listener. A connection killed
 * by the server (failover, `pg_terminate_backend`) can emit 'error' twice; TypeORM's query runner
 * removes its listener on the first and hands the client back, so the second found no listener
 * and crashed the process ("Unhandled error", seen in test/faults/pg-terminate). The queries and
 * TypeORM still get their errors; this listener only keeps a stray one from being fatal.
 */
export function guardPoolClients(ds: DataSource): void {
  const pool = (ds.driver as unknown as { master?: Pool & { _clients?: PoolClient[] } }).master;
  if (!pool || typeof pool.on !== 'function') return;
  const guard = (client: PoolClient & { [GUARDED]?: true }) => {
    if (client[GUARDED]) return;
    client[GUARDED] = true;
    client.on('error', (err: Error) => log.warn(`a database connection failed: ${err.message}`));
  };
  pool.on('connect', guard);
  for (const client of pool._clients ?? []) guard(client);
}
