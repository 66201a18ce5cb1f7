import { ORDER_STATUSES, type OrderKind } from '@contracts/schemas/orders';
import en from '@client/features/commerce/locales/en.json';
import zhCN from '@client/features/commerce/locales/zh-CN.json';
import zhHant from '@client/features/commerce/locales/zh-Hant.json';
import { orderStatusKey, orderStatusTextKeys } from './order-kind';

const CLIENT_KINDS: OrderKind[] = ['ticket', 'membership', 'ad_placement', 'goods'];

/** The text an i18n key names in a locale file, or undefined. */
function lookup(locale: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), locale);
}

describe('order status in its kind’s words', () => {
  it('calls a paid ticket order "to use", a paid order of any other kind "paid"', () => {
    expect(orderStatusKey({ kind: 'ticket', status: 'paid' })).toBe('orders.status.paid');
    expect(orderStatusKey({ kind: 'membership', status: 'paid' })).toBe('orders.statusOther.paid');
    expect(orderStatusKey({ kind: 'ad_placement', status: 'refunded' })).toBe('orders.status.refunded');
    expect(orderStatusTextKeys({ kind: 'membership', status: 'refunded' })[0]).toBe('orders.statusTextKind.membership.refunded');
    expect(orderStatusKey({ kind: 'goods', status: 'paid' })).toBe('orders.statusGoods.paid');
    expect(orderStatusKey({ kind: 'goods', status: 'pending_payment' })).toBe('orders.status.pending_payment');
    // shipped: to receive
    expect(orderStatusKey({ kind: 'goods', status: 'paid', details: { shipment: { trackingNumber: 'SB1' } } })).toBe(
      'orders.statusGoods.shipped',
    );
    expect(orderStatusKey({ kind: 'goods', status: 'paid', details: { shipment: null } })).toBe('orders.statusGoods.paid');
    expect(orderStatusTextKeys({ kind: 'goods', status: 'paid', details: { shipment: {} } })).toEqual([
      'orders.statusTextKind.goods.shipped',
    ]);
  });

  it.each([
    ['en', en],
    ['zh-CN', zhCN],
    ['zh-Hant', zhHant],
  ])('has a name and an explanation for every kind and status in %s', (_name, locale) => {
    // The kinds sold today (a kind's name comes from its module; these are the ones the screens know).
    for (const kind of CLIENT_KINDS) {
      for (const status of ORDER_STATUSES) {
        expect(typeof lookup(locale, orderStatusKey({ kind, status }))).toBe('string');
        const text = orderStatusTextKeys({ kind, status })
          .map((k) => lookup(locale, k))
          .find((v) => typeof v === 'string');
        expect(typeof text).toBe('string');
      }
    }
    // the kind-specific lines exist where they are meant to
    expect(typeof lookup(locale, 'orders.statusTextKind.membership.paid')).toBe('string');
    expect(typeof lookup(locale, 'orders.statusTextKind.ad_placement.paid')).toBe('string');
    // the refund sheet of a whole-order refund says what comes back, in the kind's words
    for (const kind of ['membership', 'ad_placement']) expect(typeof lookup(locale, `orders.refundTextKind.${kind}`)).toBe('string');
    expect(typeof lookup(locale, 'orders.refundTextOther')).toBe('string');
  });
});
