import type { MessageDto } from '@contracts/schemas/messages';
import { createHub } from '@client/app/user-events-provider';

describe('the /me channel hub', () => {
  it('hands each event only to its own subscribers, until they leave', () => {
    const hub = createHub();
    const orders: unknown[] = [];
    const messages: unknown[] = [];
    const offOrders = hub.on('order:update', (e) => orders.push(e));
    hub.on('message:new', (m) => messages.push(m));

    hub.emit('order:update', { orderId: 'o1' });
    hub.emit('message:new', { id: 'm1' } as MessageDto);
    offOrders();
    hub.emit('order:update', { orderId: 'o2' });
    hub.emit('membership:update', {});

    expect(orders).toEqual([{ orderId: 'o1' }]);
    expect(messages).toEqual([{ id: 'm1' }]);
  });

  it('runs the resync subscribers on a reconnect, each once, while subscribed', () => {
    const hub = createHub();
    let a = 0;
    let b = 0;
    hub.onResync(() => (a += 1));
    const offB = hub.onResync(() => (b += 1));
    hub.resync();
    offB();
    hub.resync();
    expect([a, b]).toEqual([2, 1]);
  });
});
