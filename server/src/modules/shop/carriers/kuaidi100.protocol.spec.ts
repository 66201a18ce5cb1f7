import { LANGUAGES } from '@contracts/language';
import { tStored } from '@server/common/i18n/i18n';
import '../shop.messages';
import { ParcelDelivered, ParcelShipped } from '../events/shop.events';
import { ShopNotices, shopNoticeFor } from '../notices/shop.notices';
import { beijingTime, parcelStatusOf, parseResult, scansOf, sign, signedBy, subscribeForm } from './kuaidi100.protocol';

describe('Kuaidi100 protocol', () => {
  it('signs as Kuaidi100 does (upper-case MD5 of param + salt) and checks signatures in any case', () => {
    expect(sign('abc', '')).toBe('900150983CD24FB0D6963F7D28E17F72'); // MD5("abc")
    expect(signedBy('ab', '900150983cd24fb0d6963f7d28e17f72', 'c')).toBe(true);
    expect(signedBy('ab', '900150983CD24FB0D6963F7D28E17F72', 'd')).toBe(false);
    expect(signedBy('ab', 'short', 'c')).toBe(false);
  });

  it('subscribes with the callback address, the salt and resultv2', () => {
    const form = subscribeForm({
      key: 'k',
      company: 'shunfeng',
      number: 'SF1',
      callbackUrl: 'https://x/cb',
      salt: 's',
      phone: '13800138000',
    });
    expect(form.get('schema')).toBe('json');
    expect(JSON.parse(form.get('param')!)).toEqual({
      company: 'shunfeng',
      number: 'SF1',
      key: 'k',
      parameters: { callbackurl: 'https://x/cb', salt: 's', resultv2: '1', phone: '13800138000' },
    });
  });

  it('reads Beijing times, states and sub-states, and keys each scan by its time and words', () => {
    expect(beijingTime('2026-03-01 10:00:00')?.toISOString()).toBe('2026-03-01T02:00:00.000Z');
    expect(beijingTime('yesterday')).toBeUndefined();
    expect(['1', '0', '5', '3', '2', '4', '14', '501', '301', '99'].map(parcelStatusOf)).toEqual([
      'collected',
      'in_transit',
      'out_for_delivery',
      'delivered',
      'exception',
      'returned',
      'returned',
      'out_for_delivery',
      'delivered',
      'in_transit',
    ]);
    const r = parseResult(
      JSON.stringify({
        status: 'polling',
        lastResult: {
          state: '3',
          com: 'yunda',
          nu: 'YD1',
          data: [
            { context: 'signed', ftime: '2026-03-02 09:00:00' },
            { context: 'moving', ftime: '2026-03-01 10:00:00' },
          ],
        },
      }),
    )!;
    const scans = scansOf(r)!;
    expect(scans.map((s) => s.status)).toEqual(['delivered', 'in_transit']);
    expect(scansOf(r)!.map((s) => s.key)).toEqual(scans.map((s) => s.key));
    expect(new Set(scans.map((s) => s.key)).size).toBe(2);
    expect(parseResult('{"lastResult":{}}')).toBeUndefined();
    expect(parseResult('nope')).toBeUndefined();
  });
});

describe('shop notices', () => {
  const ref = { userId: 'u-1', orderId: 'o-1', orderNumber: 'G2603010000001', carrier: 'shunfeng' as const, trackingNumber: 'SF1' };

  it('shipped and delivered: order category, the tracking page, three languages', () => {
    const shipped = shopNoticeFor(new ParcelShipped({ eventId: 'parcel-shipped-o-1', ...ref }));
    expect(shipped).toMatchObject({
      eventId: 'parcel-shipped-o-1',
      recipientId: 'u-1',
      category: 'order',
      link: '/pages/order/logistics?order_id=o-1&express_id=SF1',
    });
    expect(LANGUAGES.map((l) => tStored(l, shipped.bodyKey, shipped.params))).toEqual([
      '订单 G2603010000001 已发货，运单号 SF1。',
      'Order G2603010000001 has shipped. Tracking number: SF1.',
      '訂單 G2603010000001 已出貨，運單號 SF1。',
    ]);
    const source = new ShopNotices();
    const used = [shipped, shopNoticeFor(new ParcelDelivered({ eventId: 'parcel-delivered-o-1', ...ref }))].flatMap((n) => [
      n.titleKey,
      n.bodyKey,
    ]);
    expect(new Set(used)).toEqual(new Set(source.keys));
  });
});
