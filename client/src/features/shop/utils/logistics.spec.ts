import { canReceive, logisticsLink } from './logistics';

describe('canReceive', () => {
  const at = '2026-11-28T10:00:00.000Z';
  it('offers receipt once shipped, delivered or not, and never twice', () => {
    expect(canReceive({ status: 'awaiting_shipment', shippedAt: null, receivedAt: null })).toBe(false);
    expect(canReceive({ status: 'in_transit', shippedAt: at, receivedAt: null })).toBe(true);
    expect(canReceive({ status: 'delivered', shippedAt: at, receivedAt: null })).toBe(true);
    expect(canReceive({ status: 'received', shippedAt: at, receivedAt: at })).toBe(false);
  });
});

describe('logisticsLink', () => {
  it('carries the SPEC’s order_id and express_id', () => {
    expect(logisticsLink('/pages/order/logistics', 'o1', 'SF 1')).toBe('/pages/order/logistics?order_id=o1&express_id=SF+1');
    expect(logisticsLink('/pages/order/logistics', 'o1', null)).toBe('/pages/order/logistics?order_id=o1');
  });
});
