import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { TEST_DATABASE_URL, databaseUrl, testDbName } from '@test/setup/env';
import { Init1795431143919 } from '../../migrations/1795431143919-Init';
import { Messages1795434776632 } from '../../migrations/1795434776632-Messages';
import { Feedback1795440462019 } from '../../migrations/1795440462019-Feedback';
import { Commerce1795440471035 } from '../../migrations/1795440471035-Commerce';
import { NoticeOutbox1795441625992 } from '../../migrations/1795441625992-NoticeOutbox';
import { Contest1795442711825 } from '../../migrations/1795442711825-Contest';
import { VotePartialIndexes1795466926815 } from '../../migrations/1795466926815-VotePartialIndexes';
import { TicketOrders1795470000000 } from '../../migrations/1795470000000-TicketOrders';

const BEFORE = [
  Init1795431143919,
  Messages1795434776632,
  Feedback1795440462019,
  Commerce1795440471035,
  NoticeOutbox1795441625992,
  Contest1795442711825,
  VotePartialIndexes1795466926815,
];

/** The TicketOrders migration on a database of its own, holding orders in the old (ticket-only) shape. */
describe('migration TicketOrders: ticket columns leave orders, no data lost either way', () => {
  const name = testDbName(`mig${randomUUID().slice(0, 6)}`);
  let ds: DataSource;

  const source = (migrations: (typeof BEFORE)[number][] | (typeof TicketOrders1795470000000)[]) =>
    new DataSource({ type: 'postgres', url: databaseUrl(name), migrations, migrationsTableName: 'migrations', logging: false });

  beforeAll(async () => {
    const admin = new Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const before = source(BEFORE);
    await before.initialize();
    await before.runMigrations({ transaction: 'each' });
    await before.destroy();
    ds = source([...BEFORE, TicketOrders1795470000000]);
    await ds.initialize();
  });
  afterAll(async () => {
    await ds.destroy();
    const admin = new Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  const ex = randomUUID();
  const tt = randomUUID();
  const paid = randomUUID();
  const pending = randomUUID();
  const coupon = randomUUID();
  const ticketColumns = {
    exhibition_id: ex,
    ticket_type_id: tt,
    holder_name: 'Ada',
    holder_email: 'ada@example.com',
    holder_country: 'China',
    user_coupon_id: coupon,
    verified_count: 1,
    refunded_count: 1,
  };

  it('moves every ticket order into ticket_orders and gives tickets their order number; down() puts them back', async () => {
    await ds.query(
      `INSERT INTO exhibitions (id, title, description, cover, venue_name, venue_address, city, lat, lng, starts_at, ends_at)
       VALUES ($1, '{}', '{}', '/c.jpg', '{}', '{}', '{}', 0, 0, now() + interval '5 days', now() + interval '6 days')`,
      [ex],
    );
    await ds.query(
      `INSERT INTO ticket_types (id, exhibition_id, name, price, quota, sold, sale_starts_at, sale_ends_at)
       VALUES ($1, $2, '{}', 1000, 10, 5, now(), now() + interval '4 days')`,
      [tt, ex],
    );
    // The old shape: kind defaulted, ticket columns on the order.
    await ds.query(
      `INSERT INTO orders (id, number, status, user_id, exhibition_id, ticket_type_id, unit_price, quantity, discount, total, currency,
                           user_coupon_id, holder_name, holder_email, holder_country, expires_at, verified_count, refunded_count, refunded_amount)
       VALUES ($1, 'T2611230000001', 'paid', $3, $4, $5, 1000, 3, 100, 2900, 'CNY', $6, 'Ada', 'ada@example.com', 'China', now(), 1, 1, 966),
              ($2, 'T2611230000002', 'pending_payment', $3, $4, $5, 1000, 2, 0, 2000, 'CNY', NULL, 'Bob', 'bob@example.com', 'France',
               now() + interval '10 minutes', 0, 0, 0)`,
      [paid, pending, randomUUID(), ex, tt, coupon],
    );
    await ds.query(
      `INSERT INTO tickets (order_id, seq, user_id, exhibition_id, ticket_type_id, secret, status, valid_from, valid_to)
       SELECT $1, s, $2, $3, $4, 'secret' || s, (ARRAY['valid', 'verified', 'refunded'])[s], now(), now() + interval '6 days'
         FROM generate_series(1, 3) s`,
      [paid, randomUUID(), ex, tt],
    );

    await ds.runMigrations({ transaction: 'each' });
    expect(await ds.query(`SELECT * FROM ticket_orders ORDER BY holder_name`)).toEqual([
      { order_id: paid, ...ticketColumns },
      {
        order_id: pending,
        ...ticketColumns,
        holder_name: 'Bob',
        holder_email: 'bob@example.com',
        holder_country: 'France',
        user_coupon_id: null,
        verified_count: 0,
        refunded_count: 0,
      },
    ]);
    const columns = (await ds.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'orders'`)) as {
      column_name: string;
    }[];
    expect(columns.map((c) => c.column_name)).not.toEqual(expect.arrayContaining(['holder_name']));
    expect(columns).toHaveLength(21);
    expect(await ds.query(`SELECT number, kind, status, total, refunded_amount FROM orders ORDER BY number`)).toEqual([
      { number: 'T2611230000001', kind: 'ticket', status: 'paid', total: 2900, refunded_amount: 966 },
      { number: 'T2611230000002', kind: 'ticket', status: 'pending_payment', total: 2000, refunded_amount: 0 },
    ]);
    expect(await ds.query(`SELECT DISTINCT order_number FROM tickets`)).toEqual([{ order_number: 'T2611230000001' }]);

    await ds.undoLastMigration({ transaction: 'each' });
    expect(
      await ds.query(
        `SELECT id AS order_id, exhibition_id, ticket_type_id, holder_name, holder_email, holder_country, user_coupon_id, verified_count, refunded_count
           FROM orders WHERE id = $1`,
        [paid],
      ),
    ).toEqual([{ order_id: paid, ...ticketColumns }]);
    expect(await ds.query(`SELECT to_regclass('ticket_orders') AS t`)).toEqual([{ t: null }]);
    // And up again, as a deploy after a rollback would.
    await ds.runMigrations({ transaction: 'each' });
    expect(await ds.query(`SELECT count(*)::int AS n FROM ticket_orders`)).toEqual([{ n: 2 }]);
  });
});
