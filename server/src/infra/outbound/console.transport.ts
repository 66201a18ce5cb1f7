import { Injectable, Logger } from '@nestjs/common';
import { DevOutboxService } from './dev-outbox.service';
import { MailTransport, SmsTransport, type OutboundMessage } from './outbound';

/** Development transports: log the message and keep it in the dev outbox instead of sending it. */
@Injectable()
export class ConsoleMailTransport extends MailTransport {
  readonly name = 'console';
  private readonly logger = new Logger('mail');
  constructor(private readonly outbox: DevOutboxService) {
    super();
  }
  async send(message: OutboundMessage) {
    this.logger.log(`e-mail to ${message.to}: ${message.subject ?? ''}`);
    await this.outbox.record(message);
  }
}

@Injectable()
export class ConsoleSmsTransport extends SmsTransport {
  readonly name = 'console';
  private readonly logger = new Logger('sms');
  constructor(private readonly outbox: DevOutboxService) {
    super();
  }
  async send(message: OutboundMessage) {
    this.logger.log(`sms to ${message.to}`);
    await this.outbox.record(message);
  }
}
