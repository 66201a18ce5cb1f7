import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { Paged } from '@contracts/api';
import type { Ticket, TicketOrder } from '@contracts/schemas/commerce';
import type { PaymentStart } from '@contracts/schemas/orders';
import { UserEntity } from '@server/modules/auth/entities/user.entity';
import { SessionService } from '@server/modules/auth/services/session.service';
import { signSandbox } from '@server/modules/orders/payments/sandbox.provider';
import { OrdersSettings } from '@server/modules/orders/services/orders.settings';
import { ApiClient } from '@test/setup/api';
import { newPhone } from '@test/setup/factories';
import type { TestApp } from '@test/setup/harness';
import { checkedFetch } from '@test/setup/contract';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const text = (s: string) => ({ 'zh-cn': `${s}（中）`, 'en-us': s, 'zh-hant': `${s}（繁）` });

export interface ExhibitionFixture {
  id: string;
  ticketTypes: { id: string; price: number; quota: number }[];
}

/** Inserts an exhibition starting `startsIn` seconds from now (negative: already running) with ticket types on sale now. */
export async function createExhibition(
  t: TestApp,
  opts: {
    startsIn?: number;
    duration?: number;
    types?: { price?: number; quota?: number; perOrderLimit?: number; currency?: string }[];
  } = {},
): Promise<ExhibitionFixture> {
  const ds = t.app.get(DataSource);
  const startsIn = opts.startsIn ?? 7 * 86_400;
  const duration = opts.duration ?? 3 * 86_400;
  const id = randomUUID();
  await ds.query(
    `INSERT INTO exhibitions (id, title, description, cover, gallery, venue_name, venue_address, city, lat, lng, starts_at, ends_at, currency)
     VALUES ($1, $2, $3, '/uploads/demo/cover.jpg', '[]', $4, $5, $6, 22.54, 114.06,
             now() + make_interval(secs => $7), now() + make_interval(secs => $8), 'CNY')`,
    [id, text('Reef Expo'), text('About the expo'), text('Hall 1'), text('1 Sea Road'), text('Shenzhen'), startsIn, startsIn + duration],
  );
  const types = opts.types ?? [{}];
  const ticketTypes: ExhibitionFixture['ticketTypes'] = [];
  for (const [i, tt] of types.entries()) {
    const ttId = randomUUID();
    const price = tt.price ?? 8000;
    const quota = tt.quota ?? 100;
    await ds.query(
      `INSERT INTO ticket_types (id, exhibition_id, name, price, quota, per_order_limit, sale_starts_at, sale_ends_at, sort)
       VALUES ($1, $2, $3, $4, $5, $6, now() - interval '1 day', now() + interval '30 days', $7)`,
      [ttId, id, text(`Type ${i + 1}`), price, quota, tt.perOrderLimit ?? 10, i],
    );
    ticketTypes.push({ id: ttId, price, quota });
  }
  return { id, ticketTypes };
}

/** `n` logged-in members made directly (no SMS round trip); each client already holds a `__token__`. */
export async function buyers(t: TestApp, n: number, roles: UserEntity['roles'] = []): Promise<{ client: ApiClient; userId: string }[]> {
  const ds = t.app.get(DataSource);
  const sessions = t.app.get(SessionService);
  const out: { client: ApiClient; userId: string }[] = [];
  for (let i = 0; i < n; i++) {
    const phone = newPhone();
    const user = await ds.getRepository(UserEntity).save({ phone, nickname: `buyer ${phone.slice(-4)}`, roles });
    const { token } = await sessions.create(user.id, {});
    const client = new ApiClient(t.url);
    client.token = token;
    client.language = 'en-us';
    out.push({ client, userId: user.id });
  }
  await Promise.all(out.map((b) => b.client.get('/orders?limit=1')));
  return out;
}

export async function buyer(t: TestApp, roles: UserEntity['roles'] = []) {
  return (await buyers(t, 1, roles))[0];
}

export const holder = { name: 'Ada Diver', email: 'ada@example.com', country: 'China' };

export async function placeOrder(client: ApiClient, ticketTypeId: string, quantity = 1, extra: Record<string, unknown> = {}) {
  const res = await client.post<TicketOrder>('/orders', { ticketTypeId, quantity, ...holder, ...extra });
  if (res.code !== 1) throw new Error(`order refused: ${res.msg}`);
  return res.data;
}

export async function sold(t: TestApp, ticketTypeId: string): Promise<number> {
  const [row] = (await t.app.get(DataSource).query(`SELECT sold FROM ticket_types WHERE id = $1`, [ticketTypeId])) as { sold: number }[];
  return row.sold;
}

export async function orderStatus(t: TestApp, orderId: string): Promise<string> {
  const [row] = (await t.app.get(DataSource).query(`SELECT status FROM orders WHERE id = $1`, [orderId])) as { status: string }[];
  return row.status;
}

/** Sends a sandbox callback as the sandbox provider would (signed with the app's secret unless told otherwise). */
export async function sandboxCallback(
  t: TestApp,
  body: { paymentId: string; amount: number; currency?: string; status?: 'succeeded' | 'failed'; eventId?: string },
  opts: { secret?: string; at?: number } = {},
) {
  const settings = t.app.get(OrdersSettings);
  const raw = JSON.stringify({ eventId: body.eventId ?? `evt_${randomUUID()}`, currency: 'CNY', status: 'succeeded', ...body });
  const signature = signSandbox(opts.secret ?? settings.sandboxSecret, raw, opts.at);
  const res = await checkedFetch(`${t.url}/api/v1/payments/sandbox/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature, language: 'en-us' },
    body: raw,
  });
  return { raw, signature, res: (await res.json()) as { code: number; msg: string; data: { outcome?: string } | null } };
}

/** Starts a sandbox payment and pays it through the callback. */
export async function payOrder(t: TestApp, client: ApiClient, order: Pick<TicketOrder, 'id' | 'total'>) {
  const start = await client.post<PaymentStart>(`/orders/${order.id}/pay`, { provider: 'sandbox' });
  if (start.code !== 1) throw new Error(`pay refused: ${start.msg}`);
  const cb = await sandboxCallback(t, { paymentId: start.data.paymentId, amount: order.total });
  if (cb.res.code !== 1) throw new Error(`callback refused: ${cb.res.msg}`);
  return { start: start.data, outcome: cb.res.data?.outcome };
}

/** Places and pays an order of `quantity` tickets; returns it with its tickets (wallet, QR codes included). */
export async function buyTickets(t: TestApp, client: ApiClient, ticketTypeId: string, quantity = 1) {
  const order = await placeOrder(client, ticketTypeId, quantity);
  await payOrder(t, client, order);
  const wallet = await client.get<Paged<Ticket>>(`/tickets?orderId=${order.id}&limit=${quantity}`);
  if (wallet.code !== 1 || wallet.data.items.length !== quantity) {
    throw new Error(`order ${order.number}: ${wallet.data?.items.length ?? 0} of ${quantity} tickets in the wallet (${wallet.msg})`);
  }
  return { order, tickets: wallet.data.items };
}

/** Polls until `check` passes (max ~`ms`). */
export async function eventually<T>(fn: () => Promise<T>, check: (v: T) => boolean, ms = 8000): Promise<T> {
  const until = Date.now() + ms;
  let v = await fn();
  while (!check(v)) {
    if (Date.now() > until) throw new Error(`condition not met in ${ms} ms (last: ${JSON.stringify(v)})`);
    await sleep(100);
    v = await fn();
  }
  return v;
}

/** Every ticket type's `sold` equals the seats held by live orders (the operations.md drift check). */
export async function seatDrift(t: TestApp): Promise<unknown[]> {
  return (await t.app.get(DataSource).query(
    `SELECT tt.id, tt.sold, coalesce(sum(o.quantity - t.refunded_count) FILTER (WHERE o.status IN ('pending_payment', 'paid', 'completed')), 0) AS live
       FROM ticket_types tt LEFT JOIN ticket_orders t ON t.ticket_type_id = tt.id LEFT JOIN orders o ON o.id = t.order_id
      GROUP BY tt.id
     HAVING tt.sold <> coalesce(sum(o.quantity - t.refunded_count) FILTER (WHERE o.status IN ('pending_payment', 'paid', 'completed')), 0)`,
  )) as unknown[];
}
