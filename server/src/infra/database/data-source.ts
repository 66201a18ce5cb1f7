import { join } from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { SnakeNamingStrategy } from './snake-naming.strategy';

/** Compiled migrations live in dist/migrations (this file is dist/server/src/infra/database). */
const migrationsGlob = join(__dirname, '..', '..', '..', '..', 'migrations', '*.js');

/**
 * Every module's entities, found by where they live (`modules/<module>/entities/*.entity.ts`), for
 * the data sources outside the app (CLI: migrations, drift check, demo data). The app itself loads
 * the entities each module registers with `TypeOrmModule.forFeature` (autoLoadEntities), so no
 * central list names them.
 */
export const moduleEntitiesGlob = join(__dirname, '..', '..', 'modules', '*', 'entities', '*.entity.{ts,js}');

/** Options shared by the app's connection and the CLI's; `entities` is the CLI's (the app auto-loads). */
export function dataSourceOptions(url: string, poolSize = 20): DataSourceOptions {
  return {
    type: 'postgres',
    url,
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

/** A data source outside the app (CLI, test setup, benchmarks) with every module's entities. */
export function createDataSource(url: string, poolSize?: number) {
  return new DataSource({ ...dataSourceOptions(url, poolSize), entities: [moduleEntitiesGlob] } as DataSourceOptions);
}
