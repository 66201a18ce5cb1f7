import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TwilioSmsTransport } from './twilio-sms.transport';

/** A local HTTP server standing in for Twilio's Messages endpoint (the real wire format). */
describe('Twilio SMS transport', () => {
  let server: Server;
  let base: string;
  const received: { url?: string; auth?: string; body: string }[] = [];
  let status = 201;

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push({ url: req.url, auth: req.headers.authorization, body });
        res.writeHead(status, { 'content-type': 'application/json' }).end('{"sid":"SM1"}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('posts To/From/Body with basic auth, adding +86 to mainland numbers', async () => {
    const sms = new TwilioSmsTransport({ accountSid: 'AC123', authToken: 'tok', from: '+15005550006', apiBase: base });
    await sms.send({ channel: 'sms', to: '13912345678', body: 'code 123456' });
    const r = received.at(-1);
    expect(r?.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(r?.auth).toBe(`Basic ${Buffer.from('AC123:tok').toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(r?.body))).toEqual({ To: '+8613912345678', From: '+15005550006', Body: 'code 123456' });
  });

  it('fails when the gateway refuses', async () => {
    status = 400;
    const sms = new TwilioSmsTransport({ accountSid: 'AC123', authToken: 'tok', from: '+1', apiBase: base });
    await expect(sms.send({ channel: 'sms', to: '+85291234567', body: 'x' })).rejects.toThrow(/400/);
  });
});
