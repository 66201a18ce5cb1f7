import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createDataSource } from '@server/infra/database/data-source';
import { withMigrationLock } from '@server/infra/database/migration-lock';
import { TEST_DATABASE_URL, databaseUrl, testDbName } from '@test/setup/env';

/** Issue #24: replicas starting together run the migrations one after the other, never both at once. */
describe('migrations on start under pg_advisory_lock', () => {
  const name = testDbName(`mig${randomBytes(3).toString('hex')}`);
  const url = databaseUrl(name);
  async function admin(sql: string) {
    const c = new Client({ connectionString: TEST_DATABASE_URL });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  }
  beforeAll(() => admin(`CREATE DATABASE ${name}`));
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('three processes migrating an empty database at once: one applies every migration, the others find nothing to do', async () => {
    const sources = Array.from({ length: 3 }, () => {
      const ds = createDataSource(url, 2);
      ds.setOptions({ migrations: [`${__dirname}/../../migrations/*.ts`] });
      return ds;
    });
    await Promise.all(sources.map((ds) => ds.initialize()));
    try {
      const order: string[] = [];
      const ran = await Promise.all(
        sources.map((ds, i) =>
          withMigrationLock(url, async () => {
            order.push(`start ${i}`);
            const done = await ds.runMigrations({ transaction: 'each' });
            order.push(`end ${i}`);
            return done.length;
          }),
        ),
      );
      const total = (await sources[0]!.query(`SELECT count(*)::int AS n FROM migrations`)) as { n: number }[];
      expect(ran.filter((n) => n > 0)).toEqual([total[0]!.n]);
      expect(ran.filter((n) => n === 0)).toHaveLength(2);
      // Never two at once: every start is followed by its own end.
      for (let k = 0; k < order.length; k += 2) expect(order[k + 1]).toBe(order[k]!.replace('start', 'end'));
    } finally {
      await Promise.all(sources.map((ds) => ds.destroy()));
    }
  });
});
