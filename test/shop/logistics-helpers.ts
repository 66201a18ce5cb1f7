import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import type { AdminGoods, GoodsOrder } from '@contracts/schemas/shop';
import { payOrder } from '@test/commerce/fixtures';
import type { ApiClient } from '@test/setup/api';
import { checkAnswer } from '@test/setup/contract';
import type { TestApp } from '@test/setup/harness';
import { address } from './helpers';

/** A subscription the Kuaidi100 test double received (the form's `param`, parsed). */
export interface Subscription {
  company: string;
  number: string;
  key: string;
  parameters: { callbackurl: string; salt: string; resultv2: string; phone?: string };
}

/**
 * A local stand-in for Kuaidi100's subscription endpoint (no network): it answers like the real one
 * and keeps what it was sent, so a test can push the callbacks the real tracker would.
 */
export async function kuaidi100Double(): Promise<{ url: string; subscriptions: Subscription[]; close: () => Promise<void> }> {
  const subscriptions: Subscription[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const param = JSON.parse(form.get('param') ?? '{}') as Subscription;
      const ok = form.get('schema') === 'json' && param.key === 'test-key' && !!param.parameters?.salt;
      if (ok) subscriptions.push(param);
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify(
          ok ? { result: true, returnCode: '200', message: '提交成功' } : { result: false, returnCode: '700', message: 'bad' },
        ),
      );
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/poll`, subscriptions, close: () => new Promise((ok) => server.close(() => ok())) };
}

/**
 * Posts a tracker callback form-encoded, as Kuaidi100 does; the answer is checked against the API
 * document. Accepted, the answer is Kuaidi100's own acknowledgement (raw, `body`), given here as
 * code 1; refused, our refusal envelope (code 0).
 */
export async function pushCallback(t: TestApp, param: string, sign: string) {
  const path = '/api/v1/shop/carriers/kuaidi100/callback';
  const res = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ param, sign }),
  });
  const body = (await res.json()) as { code?: number; msg?: string; result?: boolean; returnCode?: string; message?: string };
  await checkAnswer(t.url, 'POST', path, res.status, body);
  return body.result === true ? { code: 1, msg: '', body } : { code: body.code ?? -1, msg: body.msg ?? '', body };
}

/** "yyyy-MM-dd HH:mm:ss" in Beijing time, as Kuaidi100 writes times. */
export const beijing = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/** A Kuaidi100 tracking result (newest scan first). */
export function trackingResult(com: string, nu: string, state: string, scans: { at: Date; context: string; statusCode?: string }[]) {
  return JSON.stringify({
    status: 'polling',
    message: '',
    lastResult: {
      message: 'ok',
      state,
      status: '200',
      condition: 'F00',
      ischeck: state === '3' ? '1' : '0',
      com,
      nu,
      data: scans.map((s) => ({ context: s.context, time: beijing(s.at), ftime: beijing(s.at), statusCode: s.statusCode })),
    },
  });
}

/** Places a goods order of one unit of each SKU for `buyer` and pays it. */
export async function paidOrder(t: TestApp, buyer: ApiClient, skus: { sku: string; quantity: number }[], pay = true): Promise<GoodsOrder> {
  const home = await address(buyer);
  const res = await buyer.post<GoodsOrder>('/shop/orders', {
    lines: skus.map((s) => ({ skuId: s.sku, quantity: s.quantity })),
    addressId: home.id,
  });
  if (res.code !== 1) throw new Error(`order: ${res.msg}`);
  if (pay) await payOrder(t, buyer, res.data);
  return res.data;
}

export const skuOf = (g: AdminGoods, i = 0) => g.skus[i]!.id;

/** How many inbox notices `userId` has with `titleKey`. */
export async function noticeCount(t: TestApp, userId: string, titleKey: string): Promise<number> {
  const [row] = (await t.app
    .get(DataSource)
    .query(`SELECT count(*)::int AS n FROM messages WHERE recipient_id = $1 AND title_key = $2`, [userId, titleKey])) as { n: number }[];
  return row!.n;
}
