import 'reflect-metadata';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { AppConfig } from './config/app-config';
import { ConfigError } from './config/config';
import { createDataSource } from './infra/database/data-source';
import { ensureDatabase } from './infra/database/db-admin';
import { withMigrationLock } from './infra/database/migration-lock';
import { seedDemoData, printDemoAccounts } from './seed/demo-data';
import { NestFactory } from '@nestjs/core';
import type { SearchKind } from '@contracts/schemas/search';
import { AppModule } from './app.module';
import { reindexSearch } from './modules/search/search.module';
import { buildOpenApi, type OpenApiDocument } from './common/http/openapi';
import { describeChanges, diffOpenApi, unrecordedBreaking } from './common/http/openapi-diff';
import { APP_VERSION } from '@contracts/api';

/**
 * Operations on the database, outside the running app:
 *   setup               create the database if missing, migrate, load demo data into an empty database
 *   migrate             run pending migrations
 *   seed                load demo data (only into a database without users)
 *   drift               exit 1 when entities and migrations disagree (prints the missing SQL)
 *   migration:generate  write migrations/<timestamp>-<Name>.ts from the drift
 *   reindex [kind…]     rebuild the search index from every source (or the named kinds), in this process
 *   openapi [file]      write the API document (default docs/openapi.json), as /api/docs/json serves it
 */
/** The app's providers without HTTP or workers (sources are Nest providers), to rebuild the search index; a kind no source provides is refused. */
async function reindex(kinds: SearchKind[]) {
  const config = new AppConfig({ ...process.env, WORKER_ROLE: 'api' });
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error', 'warn'] });
  try {
    return await reindexSearch(app, kinds.length ? kinds : undefined);
  } finally {
    await app.close();
  }
}

/**
 * Writes the API document of the app as configured (without HTTP or workers: the route table is
 * read from the providers), after comparing it with the file's previous version: a breaking
 * change without a line in docs/api-changelog.md (naming its route) refuses the write.
 */
async function writeOpenApi(file: string): Promise<boolean> {
  const config = new AppConfig({ ...process.env, WORKER_ROLE: 'api' });
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error', 'warn'] });
  let doc;
  try {
    doc = buildOpenApi(app, APP_VERSION);
  } finally {
    await app.close();
  }
  if (existsSync(file)) {
    const changes = diffOpenApi(JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument, doc);
    if (changes.length) console.log(`changes since ${file}:\n${describeChanges(changes)}`);
    const log = join(dirname(file), 'api-changelog.md');
    const missing = unrecordedBreaking(changes, existsSync(log) ? readFileSync(log, 'utf8') : '');
    if (missing.length) {
      console.error(
        `not written: ${missing.length} breaking change(s) need a line in ${log} naming the route:\n${describeChanges(missing)}`,
      );
      return false;
    }
  }
  writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
  return true;
}

/** Content (or the shop) written into a database that already had users: its index is not empty, so re-read those kinds now. */
const demoHooks = { reindexContent: () => reindex(['article', 'magazine', 'issue', 'author']), reindexShop: () => reindex(['goods']) };

async function main() {
  const [command = 'setup', ...args] = process.argv.slice(2);
  const config = new AppConfig();
  const url = config.raw.DATABASE_URL;
  if (command === 'setup') {
    if (await ensureDatabase(url)) console.log(`created database ${new URL(url).pathname.slice(1)}`);
  }
  const ds = await createDataSource(url, 2).initialize();
  try {
    switch (command) {
      case 'setup':
      case 'migrate': {
        // Under pg_advisory_lock: replicas starting together migrate (and seed) one at a time.
        await withMigrationLock(url, async () => {
          const ran = await ds.runMigrations({ transaction: 'each' });
          console.log(ran.length ? `migrations applied: ${ran.map((m) => m.name).join(', ')}` : 'database schema is up to date');
          if (command === 'setup' && config.demoData) {
            const seeded = await seedDemoData(ds, config, demoHooks);
            console.log(seeded ? 'demo data loaded' : 'demo data already present');
            printDemoAccounts(config);
          }
        });
        break;
      }
      case 'seed': {
        const seeded = await withMigrationLock(url, () => seedDemoData(ds, config, demoHooks));
        console.log(seeded ? 'demo data loaded' : 'database already has users: nothing loaded');
        printDemoAccounts(config);
        break;
      }
      case 'drift':
      case 'migration:generate': {
        const sql = await ds.driver.createSchemaBuilder().log();
        if (sql.upQueries.length === 0) {
          console.log('entities and migrations agree');
          break;
        }
        if (command === 'drift') {
          console.error('entities and migrations differ; missing:\n' + sql.upQueries.map((q) => q.query).join(';\n'));
          process.exitCode = 1;
          break;
        }
        const name = args[0] ?? 'Change';
        const ts = Date.now();
        const up = sql.upQueries.map((q) => `    await q.query(${JSON.stringify(q.query)});`).join('\n');
        const down = sql.downQueries
          .reverse()
          .map((q) => `    await q.query(${JSON.stringify(q.query)});`)
          .join('\n');
        const file = join(process.cwd(), 'migrations', `${ts}-${name}.ts`);
        writeFileSync(
          file,
          `import type { MigrationInterface, QueryRunner } from 'typeorm';\n\nexport class ${name}${ts} implements MigrationInterface {\n  name = '${name}${ts}';\n\n  async up(q: QueryRunner): Promise<void> {\n${up}\n  }\n\n  async down(q: QueryRunner): Promise<void> {\n${down}\n  }\n}\n`,
        );
        console.log(`wrote ${file}`);
        break;
      }
      case 'reindex': {
        const counts = await reindex(args as SearchKind[]);
        console.log(`search index rebuilt: ${JSON.stringify(counts)}`);
        break;
      }
      case 'openapi': {
        const file = args[0] ?? join('docs', 'openapi.json');
        if (await writeOpenApi(file)) console.log(`wrote ${file}`);
        else process.exitCode = 1;
        break;
      }
      default:
        console.error(
          `unknown command "${command}" (setup | migrate | seed | drift | migration:generate <Name> | reindex [kind…] | openapi [file])`,
        );
        process.exitCode = 2;
    }
  } finally {
    await ds.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
