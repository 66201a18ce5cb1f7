import { SmsTransport, type OutboundMessage } from './outbound';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  from: string;
  apiBase: string;
}

/**
 * SMS through Twilio's REST API (Messages resource). Numbers without a country code are taken as
 * mainland China (+86). Any non-2xx answer is an error, so the caller can refuse and free the code.
 */
export class TwilioSmsTransport extends SmsTransport {
  readonly name = 'twilio';

  constructor(
    private readonly o: TwilioOptions,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    super();
  }

  async send(message: OutboundMessage): Promise<void> {
    const to = message.to.startsWith('+') ? message.to : `+86${message.to}`;
    const url = `${this.o.apiBase.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(this.o.accountSid)}/Messages.json`;
    const res = await this.fetchImpl(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${this.o.accountSid}:${this.o.authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: to, From: this.o.from, Body: message.body }).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
  }
}
