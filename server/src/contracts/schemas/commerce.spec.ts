import { checkinSyncSchema, createOrderSchema, myCouponListSchema, orderNumberParamSchema } from './commerce';
import { orderListSchema, refundOrderSchema } from './orders';

const base = {
  ticketTypeId: '11111111-1111-4111-8111-111111111111',
  quantity: 2,
  name: ' Ada ',
  email: 'ADA@Example.com',
  country: 'China',
};

describe('commerce schemas', () => {
  it('createOrderSchema: trims, lower-cases the e-mail, requires name / e-mail / country, bounds the quantity', () => {
    expect(createOrderSchema.parse(base)).toMatchObject({ name: 'Ada', email: 'ada@example.com', quantity: 2 });
    expect(createOrderSchema.parse({ ...base, couponId: '', remark: null }).couponId).toBeUndefined();
    for (const field of ['name', 'email', 'country'] as const) {
      const r = createOrderSchema.safeParse({ ...base, [field]: '  ' });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]).toMatchObject({ path: [field], message: 'v.required' });
    }
    expect(createOrderSchema.safeParse({ ...base, email: 'nope' }).error?.issues[0].message).toBe('v.email.invalid');
    expect(createOrderSchema.safeParse({ ...base, quantity: 0 }).success).toBe(false);
    expect(createOrderSchema.safeParse({ ...base, quantity: 1.5 }).success).toBe(false);
    expect(createOrderSchema.safeParse({ ...base, quantity: 21 }).success).toBe(false);
  });

  it('query and param schemas', () => {
    expect(orderListSchema.parse({ status: '' })).toEqual({ page: 1, limit: 20 });
    expect(orderListSchema.safeParse({ status: 'expired' }).success).toBe(false);
    // any well-formed kind name passes the schema (the registered kinds decide at the route); a malformed one does not
    expect(orderListSchema.parse({ kind: 'membership' }).kind).toBe('membership');
    expect(orderListSchema.parse({ kind: '' }).kind).toBeUndefined();
    expect(orderListSchema.safeParse({ kind: 'Lottery!' }).error?.issues[0]).toMatchObject({ path: ['kind'], message: 'v.enum.invalid' });
    expect(orderNumberParamSchema.parse({ number: ' t2611 230000042 ' }).number).toBe('T2611230000042');
    expect(orderNumberParamSchema.safeParse({ number: 'T123' }).success).toBe(false);
    expect(refundOrderSchema.parse({})).toEqual({});
    expect(myCouponListSchema.parse({ usable: 'true', quantity: '2' })).toMatchObject({ usable: true, quantity: 2 });
    expect(checkinSyncSchema.safeParse({ items: [] }).success).toBe(false);
    expect(
      checkinSyncSchema.safeParse({
        items: [{ code: 'RL1.a.b', scannedAt: '2026-11-23T10:00:00.000Z', clientId: '11111111-1111-4111-8111-111111111111' }],
      }).success,
    ).toBe(true);
  });
});
