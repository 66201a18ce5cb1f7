import { TicketCheckedIn } from '../events/ticket.events';
import { OrderExpiringSoon, OrderPaid, OrderPlaced, OrderRefunded, PaymentReturned } from '@server/modules/orders/events/order.events';
import { OrderCancelled, OrderExpired } from '@server/modules/orders/events/order.events';
import { CommerceNotices, commerceNoticeFor } from './commerce.notices';

const ref = { orderId: 'o-1', userId: 'u-1', orderNumber: 'T2611230000042', kind: 'ticket' as const };

describe('commerceNoticeFor', () => {
  it('turns each order event (one object payload, typed kind) into its notice for the buyer, keyed by the event id', () => {
    const paid = new OrderPaid({ ...ref, quantity: 3, late: false });
    expect(commerceNoticeFor(paid)).toEqual({
      eventId: paid.eventId,
      recipientId: 'u-1',
      category: 'order',
      titleKey: 'notice.commerce.paid.title',
      bodyKey: 'notice.commerce.paid.body',
      params: { number: 'T2611230000042', count: 3 },
      link: '/pages/order/detail?id=o-1',
    });
    const placed = new OrderPlaced({ ...ref, expiresAt: new Date(), windowSeconds: 900 });
    expect(commerceNoticeFor(placed)).toMatchObject({ titleKey: 'notice.commerce.placed.title', params: { minutes: 15 } });
    expect(commerceNoticeFor(new OrderExpiringSoon({ ...ref, minutesLeft: 5 })).params).toEqual({ number: ref.orderNumber, minutes: 5 });
    expect(commerceNoticeFor(new OrderRefunded({ ...ref, status: 'paid', count: 1, amount: 800 })).bodyKey).toBe(
      'notice.commerce.refunded.body',
    );
    expect(commerceNoticeFor(new PaymentReturned({ ...ref, paymentId: 'p-1', status: 'expired', amount: 800 })).titleKey).toBe(
      'notice.commerce.late_refund.title',
    );
    const checked = new TicketCheckedIn({ ...ref, status: 'completed', count: 2, gate: 'A' });
    expect(commerceNoticeFor(checked)).toMatchObject({ titleKey: 'notice.commerce.checked_in.title', params: { count: 2 } });
    expect(checked.eventId).not.toBe(paid.eventId);
  });

  it("says nothing of tickets for an order of another kind (a membership's payment, refund or late payment)", () => {
    const membership = { ...ref, orderNumber: 'M2611260000001', kind: 'membership' as const };
    expect(commerceNoticeFor(new OrderPaid({ ...membership, quantity: 1, late: false })).bodyKey).toBe('notice.commerce.paid.body_other');
    expect(commerceNoticeFor(new OrderRefunded({ ...membership, status: 'refunded', count: 1, amount: 990 })).bodyKey).toBe(
      'notice.commerce.refunded.body_other',
    );
    expect(commerceNoticeFor(new PaymentReturned({ ...membership, paymentId: 'p-2', status: 'expired', amount: 990 })).bodyKey).toBe(
      'notice.commerce.late_refund.body_other',
    );
    expect(commerceNoticeFor(new OrderPaid({ ...ref, quantity: 1, late: false })).bodyKey).toBe('notice.commerce.paid.body');
  });

  it('maps every order and ticket event through the notice port, with only the keys it declares (checked for texts at start)', () => {
    const source = new CommerceNotices();
    const other = { ...ref, kind: 'membership' as const };
    const events = [
      new OrderPlaced({ ...ref, expiresAt: new Date(), windowSeconds: 900 }),
      new OrderPaid({ ...ref, quantity: 1, late: false }),
      new OrderPaid({ ...other, quantity: 1, late: false }),
      new OrderExpiringSoon({ ...ref, minutesLeft: 5 }),
      new OrderExpired({ ...ref }),
      new OrderCancelled({ ...ref }),
      new OrderRefunded({ ...ref, status: 'paid', count: 1, amount: 800 }),
      new OrderRefunded({ ...other, status: 'paid', count: 1, amount: 800 }),
      new PaymentReturned({ ...ref, paymentId: 'p-1', status: 'expired', amount: 800 }),
      new PaymentReturned({ ...other, paymentId: 'p-1', status: 'expired', amount: 800 }),
      new TicketCheckedIn({ ...ref, status: 'completed', count: 2, gate: 'A' }),
    ];
    expect(new Set(events.map((e) => e.constructor))).toEqual(new Set(source.events));
    const used = events.flatMap((e) => source.noticesFor(e)).flatMap((n) => [n.titleKey, n.bodyKey]);
    expect(new Set(used)).toEqual(new Set(source.keys));
  });
});
