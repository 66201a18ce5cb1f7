export type OutboundChannel = 'sms' | 'email';

export interface OutboundMessage {
  channel: OutboundChannel;
  to: string;
  subject?: string;
  body: string;
}

/** Sends e-mail. Implementations: console (development outbox) and SMTP (nodemailer). */
export abstract class MailTransport {
  abstract readonly name: string;
  abstract send(message: OutboundMessage): Promise<void>;
}

/** Sends SMS. Implementations: console (development outbox); gateways plug in here. */
export abstract class SmsTransport {
  abstract readonly name: string;
  abstract send(message: OutboundMessage): Promise<void>;
}
