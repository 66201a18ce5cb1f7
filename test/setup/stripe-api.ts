import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the app's Stripe SDK sent: its form fields as Stripe parses them (`line_items[0][…]`). */
export interface StripeApiCall {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

export interface TestStripeApi {
  /** The value of STRIPE_API_URL for an app that talks to this double. */
  url: string;
  calls: StripeApiCall[];
  /** Answer every request with this HTTP status and a Stripe error body (null: answer normally). */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * The slice of Stripe's REST API the Stripe provider uses (create and retrieve a Checkout Session,
 * create a refund), answered over real HTTP, so the real SDK and the real provider are exercised
 * where api.stripe.com cannot be reached. Objects carry the fields Stripe documents for them;
 * errors use Stripe's `{error: {type, message}}` shape.
 */
export async function startStripeApi(): Promise<TestStripeApi> {
  const calls: StripeApiCall[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  let failing: number | null = null;
  let n = 0;
  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const path = (req.url ?? '/').split('?')[0]!;
      const form = new URLSearchParams(body);
      const key = req.headers['idempotency-key'];
      calls.push({
        method: req.method ?? 'GET',
        path,
        form,
        idempotencyKey: typeof key === 'string' ? key : undefined,
        authorization: req.headers.authorization,
      });
      const send = (status: number, obj: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_test_${calls.length}` });
        res.end(JSON.stringify(obj));
      };
      if (failing !== null) {
        const type = failing === 401 ? 'invalid_request_error' : 'api_error';
        return send(failing, { error: { type, message: `test double answering ${failing}` } });
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_double_${++n}`;
        const session = {
          id,
          object: 'checkout.session',
          mode: form.get('mode'),
          client_reference_id: form.get('client_reference_id'),
          metadata: { paymentId: form.get('metadata[paymentId]'), orderId: form.get('metadata[orderId]') },
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]'),
          payment_status: 'unpaid',
          payment_intent: `pi_double_${n}`,
          url: `https://checkout.stripe.test/c/pay/${id}`,
        };
        sessions.set(id, session);
        return send(200, session);
      }
      const retrieve = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
      if (req.method === 'GET' && retrieve) {
        const session = sessions.get(retrieve[1]!);
        return session
          ? send(200, session)
          : send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' } });
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        return send(200, {
          id: `re_double_${++n}`,
          object: 'refund',
          amount: Number(form.get('amount')),
          payment_intent: form.get('payment_intent'),
          status: 'succeeded',
        });
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method} ${path})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    failWith(status) {
      failing = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
