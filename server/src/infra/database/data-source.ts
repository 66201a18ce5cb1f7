import { join } from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { SnakeNamingStrategy } from './snake-naming.strategy';
import { entities } from './entities';

/** Compiled migrations live in dist/migrations (this file is dist/server/src/infra/database). */
const migrationsGlob = join(__dirname, '..', '..', '..', '..', 'migrations', '*.js');

export function dataSourceOptions(url: string, poolSize = 20): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations: [migrationsGlob],
    migrationsTableName: 'migrations',
    synchronize: false,
    uuidExtension: 'pgcrypto',
    migrationsRun: false,
    namingStrategy: new SnakeNamingStrategy(),
    extra: { max: poolSize, connectionTimeoutMillis: 10_000, idleTimeoutMillis: 30_000 },
    logging: false, // unexpected query errors reach the exception filter, which logs them with the request id
  };
}

export function createDataSource(url: string, poolSize?: number) {
  return new DataSource(dataSourceOptions(url, poolSize));
}
