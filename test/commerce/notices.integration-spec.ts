import { io, type Socket } from 'socket.io-client';
import type { Paged } from '@contracts/api';
import type { OrderUpdateEvent } from '@contracts/schemas/orders';
import type { MessageDto } from '@contracts/schemas/messages';
import { startApp, type TestApp } from '@test/setup/harness';
import { buyer, createExhibition, eventually, payOrder, placeOrder, sleep } from './fixtures';

describe('order events: order:update pushes and order notices', () => {
  let t: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_DEFAULT_PER_MINUTE: '100000', ORDER_PAYMENT_WINDOW_SECONDS: '3', ORDER_EXPIRING_SOON_SECONDS: '2' });
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await t.close();
  });

  it('every transition is pushed to the owner; placed, paid, refunded, expiring, expired and checked-in notices reach the inbox', async () => {
    const ex = await createExhibition(t, { startsIn: 600, types: [{ price: 1000, quota: 10 }] });
    const { client } = await buyer(t);
    const volunteer = (await buyer(t, ['volunteer'])).client;
    const socket = io(`${t.url}/me`, {
      path: '/ws',
      transports: ['websocket'],
      auth: { token: client.token },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    await sleep(200);
    const updates: OrderUpdateEvent[] = [];
    socket.on('order:update', (u: OrderUpdateEvent) => updates.push(u));

    const o = await placeOrder(client, ex.ticketTypes[0].id, 3);
    await payOrder(t, client, o);
    await client.post(`/orders/${o.id}/refund`, { quantity: 1 });
    const wallet = await client.get<Paged<{ qr: string }>>('/tickets');
    await volunteer.post('/checkin/scan', { code: wallet.data.items[0].qr });
    const lapsed = await placeOrder(client, ex.ticketTypes[0].id, 1);

    await eventually(
      async () => updates.map((u) => `${u.orderId === o.id ? 'o' : 'l'}:${u.status}`),
      (s) => s.includes('l:expired'),
      10_000,
    );
    expect(updates.filter((u) => u.orderId === o.id).map((u) => u.status)).toEqual(['pending_payment', 'paid', 'paid', 'paid']);
    expect(updates.filter((u) => u.orderId === lapsed.id).map((u) => u.status)).toEqual(['pending_payment', 'expired']);

    const inbox = await eventually(
      () => client.get<Paged<MessageDto>>('/messages?category=order&limit=50'),
      (r) => r.data.total >= 7,
      10_000,
    );
    const titles = inbox.data.items.map((m) => m.title).sort();
    expect(titles).toEqual(
      ['Checked in', 'Order expired', 'Order expiring soon', 'Order placed', 'Order placed', 'Payment received', 'Refund issued'].sort(),
    );
    const paid = inbox.data.items.find((m) => m.title === 'Payment received')!;
    expect(paid.body).toBe(`Order ${o.number} is paid: 3 tickets are in your wallet.`);
    expect(paid.link).toBe(`/pages/order/detail?id=${o.id}`);
  });
});
