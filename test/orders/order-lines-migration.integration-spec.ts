import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { DataSource, MigrationInterface } from 'typeorm';
import { AppConfig } from '@server/config/app-config';
import { createDataSource } from '@server/infra/database/data-source';
import { seedDemoData } from '@server/seed/demo-data';
import { TEST_DATABASE_URL, databaseUrl, testDbName } from '@test/setup/env';

const MIGRATIONS = join(__dirname, '../../migrations');
const AT = 1795770000000;

/**
 * The migration classes in migrations/ up to OrderLines (`through`), up to the one before it
 * (later ones, other work, left out), or all of them.
 */
function migrationsUpTo(through: boolean | 'all'): (new () => MigrationInterface)[] {
  return readdirSync(MIGRATIONS)
    .filter((f) => /^\d+-.+\.ts$/.test(f))
    .map((f) => ({ f, at: Number(f.split('-')[0]) }))
    .filter(({ at }) => through === 'all' || (through ? at <= AT : at < AT))
    .sort((a, b) => a.at - b.at)
    .map(({ f }) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const mod = require(join(MIGRATIONS, f)) as Record<string, new () => MigrationInterface>;
      return Object.values(mod)[0]!;
    });
}

async function admin(sql: string) {
  const c = new Client({ connectionString: TEST_DATABASE_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** A data source on database `name` that knows `migrations` (and the app's entities, for the demo seed). */
async function open(name: string, migrations: (new () => MigrationInterface)[]): Promise<DataSource> {
  const ds = createDataSource(databaseUrl(name), 2);
  ds.setOptions({ migrations, migrationsTableName: 'migrations' });
  await ds.initialize();
  return ds;
}

/** A database of its own, migrated with `migrations`. */
async function database(migrations: (new () => MigrationInterface)[]): Promise<{ ds: DataSource; name: string }> {
  const name = testDbName(`mig${randomUUID().slice(0, 6)}`);
  await admin(`CREATE DATABASE ${name}`);
  const ds = await open(name, migrations);
  await ds.runMigrations({ transaction: 'each' });
  return { ds, name };
}

interface OrderRow {
  id: string;
  number: string;
  status: string;
  quantity: number;
  subtotal: number;
  discount: number;
  total: number;
  refunded_amount: number;
}
interface LineRow {
  order_id: string;
  position: number;
  item_ref: string;
  title: string;
  unit_price: number;
  quantity: number;
  line_total: number;
}

const orders = async (ds: DataSource) =>
  (await ds.query(
    `SELECT id, number, status, quantity, subtotal, discount, total, refunded_amount FROM orders ORDER BY number`,
  )) as OrderRow[];
const lines = async (ds: DataSource) =>
  (await ds.query(
    `SELECT order_id, position, item_ref, title, unit_price, quantity, line_total FROM order_lines ORDER BY order_id, position`,
  )) as LineRow[];

/** Every order has lines; Σ line totals = its subtotal, Σ quantities = its quantity; the total is the subtotal less the discount. */
function expectLinesMatch(os: OrderRow[], ls: LineRow[]) {
  expect(os.length).toBeGreaterThan(0);
  for (const o of os) {
    const mine = ls.filter((l) => l.order_id === o.id);
    expect(mine.length).toBeGreaterThan(0);
    for (const l of mine) expect(l.line_total).toBe(l.unit_price * l.quantity);
    expect(mine.reduce((n, l) => n + l.line_total, 0)).toBe(o.subtotal);
    expect(mine.reduce((n, l) => n + l.quantity, 0)).toBe(o.quantity);
    expect(o.total).toBe(Math.max(0, o.subtotal - o.discount));
  }
}

const orderColumns = async (ds: DataSource) =>
  ((await ds.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'orders'`)) as { column_name: string }[])
    .map((c) => c.column_name)
    .sort();

describe('migration OrderLines: every order becomes lines, nothing lost either way', () => {
  const dbs: { ds: DataSource; name: string }[] = [];
  const uploads = mkdtempSync(join(tmpdir(), 'reefline-lines-'));
  afterAll(async () => {
    for (const { ds, name } of dbs) {
      if (ds.isInitialized) await ds.destroy();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
    rmSync(uploads, { recursive: true, force: true });
  });

  it('the demo data: down() gives each order its single unit price back, up() writes the same lines again', async () => {
    // today's demo data needs today's schema: seeded on it, then every later migration undone back to OrderLines
    const db = await database(migrationsUpTo('all'));
    dbs.push(db);
    const { ds } = db;
    expect(await seedDemoData(ds, new AppConfig({ DEMO_DATA: 'true', UPLOAD_DIR: uploads }))).toBe(true);
    const last = async () => Number(((await ds.query(`SELECT max(timestamp)::text AS at FROM migrations`)) as { at: string }[])[0]!.at);
    while ((await last()) > AT) await ds.undoLastMigration({ transaction: 'each' });
    const before = await orders(ds);
    const placed = await lines(ds);
    // the demo's ticket order and ad placement at least
    expect(before.length).toBeGreaterThanOrEqual(2);
    expectLinesMatch(before, placed);

    await ds.undoLastMigration({ transaction: 'each' });
    expect(await ds.query(`SELECT to_regclass('order_lines') AS t`)).toEqual([{ t: null }]);
    const old = (await ds.query(`SELECT id, unit_price, quantity, discount, total FROM orders`)) as {
      id: string;
      unit_price: number;
      quantity: number;
      discount: number;
      total: number;
    }[];
    for (const o of old) {
      const line = placed.find((l) => l.order_id === o.id)!;
      expect(o.unit_price).toBe(line.unit_price);
      expect(o.total).toBe(Math.max(0, o.unit_price * o.quantity - o.discount));
    }

    await ds.runMigrations({ transaction: 'each' });
    expect(await orders(ds)).toEqual(before);
    // the same lines, titles included (read back from each kind's row)
    expect(await lines(ds)).toEqual(placed);
  });

  it('orders written before it (refunded, expired, partly refunded, discounted, of a kind without a row): one line each; down() restores them exactly', async () => {
    const db = await database(migrationsUpTo(false));
    dbs.push(db);
    let { ds } = db;
    const user = randomUUID();
    const ex = randomUUID();
    const tt = randomUUID();
    const plan = randomUUID();
    await ds.query(
      `INSERT INTO exhibitions (id, title, description, cover, venue_name, venue_address, city, lat, lng, starts_at, ends_at)
       VALUES ($1, '{"zh-cn": "珊瑚展", "en-us": "Reef Expo"}', '{}', '/c.jpg', '{}', '{}', '{}', 0, 0, now() + interval '5 days', now() + interval '6 days')`,
      [ex],
    );
    await ds.query(
      `INSERT INTO ticket_types (id, exhibition_id, name, price, quota, sold, sale_starts_at, sale_ends_at)
       VALUES ($1, $2, '{"zh-cn": "成人票", "en-us": "Adult"}', 1000, 10, 5, now(), now() + interval '4 days')`,
      [tt, ex],
    );
    const o = {
      refunded: randomUUID(),
      expired: randomUUID(),
      partly: randomUUID(),
      free: randomUUID(),
      member: randomUUID(),
      goods: randomUUID(),
    };
    // The old shape: one unit price per order. Refunded in full; expired unpaid; 1 of 3 refunded
    // (3333 of 9999); a coupon larger than the order (total 0); a membership plan; a kind with no row.
    await ds.query(
      `INSERT INTO orders (id, number, kind, status, user_id, unit_price, quantity, discount, total, currency, expires_at, paid_at, refunded_at, refunded_amount)
       VALUES ($1, 'T2611230000001', 'ticket', 'refunded', $7, 1000, 2, 0, 2000, 'CNY', now(), now(), now(), 2000),
              ($2, 'T2611230000002', 'ticket', 'expired', $7, 1000, 1, 0, 1000, 'CNY', now() - interval '1 hour', NULL, NULL, 0),
              ($3, 'T2611230000003', 'ticket', 'paid', $7, 3333, 3, 0, 9999, 'CNY', now(), now(), NULL, 3333),
              ($4, 'T2611230000004', 'ticket', 'paid', $7, 1000, 1, 1500, 0, 'CNY', now(), now(), NULL, 0),
              ($5, 'M2611230000005', 'membership', 'paid', $7, 2990, 1, 100, 2890, 'CNY', now(), now(), NULL, 0),
              ($6, 'G2611230000006', 'goods', 'completed', $7, 750, 4, 0, 3000, 'CNY', now(), now(), NULL, 0)`,
      [o.refunded, o.expired, o.partly, o.free, o.member, o.goods, user],
    );
    await ds.query(
      `INSERT INTO ticket_orders (order_id, exhibition_id, ticket_type_id, holder_name, holder_email, holder_country, refunded_count)
       SELECT id, $2, $3, 'Ada', 'ada@example.com', 'China', CASE WHEN id = $4 THEN 1 ELSE 0 END FROM unnest($1::uuid[]) AS id`,
      [[o.refunded, o.expired, o.partly, o.free], ex, tt, o.partly],
    );
    await ds.query(
      `INSERT INTO membership_orders (order_id, user_id, plan_id, kind, months, names)
       VALUES ($1, $2, $3, 'months', 1, '{"zh-cn": "月度会员", "en-us": "Monthly"}')`,
      [o.member, user, plan],
    );
    const oldOrders = (await ds.query(`SELECT * FROM orders ORDER BY number`)) as Record<string, unknown>[];
    const oldColumns = await orderColumns(ds);

    await ds.destroy();
    ds = db.ds = await open(db.name, migrationsUpTo(true));
    await ds.runMigrations({ transaction: 'each' });
    const now = await orders(ds);
    const ls = await lines(ds);
    expectLinesMatch(now, ls);
    expect(now.map((x) => [x.number, x.status, x.subtotal, x.discount, x.total, x.refunded_amount])).toEqual([
      ['G2611230000006', 'completed', 3000, 0, 3000, 0],
      ['M2611230000005', 'paid', 2990, 100, 2890, 0],
      ['T2611230000001', 'refunded', 2000, 0, 2000, 2000],
      ['T2611230000002', 'expired', 1000, 0, 1000, 0],
      ['T2611230000003', 'paid', 9999, 0, 9999, 3333],
      ['T2611230000004', 'paid', 1000, 1500, 0, 0],
    ]);
    const line = (id: string) => ls.find((l) => l.order_id === id);
    expect(line(o.partly)).toMatchObject({ position: 0, item_ref: tt, title: '珊瑚展 · 成人票', unit_price: 3333, quantity: 3 });
    expect(line(o.member)).toMatchObject({ item_ref: plan, title: '月度会员', unit_price: 2990, quantity: 1 });
    expect(line(o.goods)).toMatchObject({ item_ref: 'goods', title: 'G2611230000006', unit_price: 750, quantity: 4 });
    expect(await orderColumns(ds)).not.toContain('unit_price');

    // A cart (two lines) cannot go back to one unit price: down() refuses and changes nothing.
    await ds.query(
      `INSERT INTO order_lines (order_id, position, item_ref, title, unit_price, quantity, line_total) VALUES ($1, 1, 'x', 'x', 1, 1, 1)`,
      [o.goods],
    );
    await expect(ds.undoLastMigration({ transaction: 'each' })).rejects.toThrow('1 orders do not have exactly one line');
    await ds.query(`DELETE FROM order_lines WHERE order_id = $1 AND position = 1`, [o.goods]);

    await ds.undoLastMigration({ transaction: 'each' });
    expect(await orderColumns(ds)).toEqual(oldColumns);
    expect(await ds.query(`SELECT * FROM orders ORDER BY number`)).toEqual(oldOrders);
    expect(await ds.query(`SELECT to_regclass('order_lines') AS t`)).toEqual([{ t: null }]);
  });
});
