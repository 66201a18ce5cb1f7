import { Logger } from '@nestjs/common';
import { DevOutboxService } from './dev-outbox.service';
import type { MailTransport, OutboundMessage, SmsTransport } from './outbound';

/** Development transport (e-mail and SMS): logs the message and keeps it in the dev outbox instead of sending it. */
export class ConsoleTransport implements MailTransport, SmsTransport {
  readonly name = 'console';
  private readonly mailLogger = new Logger('mail');
  private readonly smsLogger = new Logger('sms');

  constructor(private readonly outbox: DevOutboxService) {}

  async send(message: OutboundMessage) {
    if (message.channel === 'email') this.mailLogger.log(`e-mail to ${message.to}: ${message.subject ?? ''}`);
    else this.smsLogger.log(`sms to ${message.to}`);
    await this.outbox.record(message);
  }
}
