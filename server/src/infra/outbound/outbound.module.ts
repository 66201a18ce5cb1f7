import { Global, Module } from '@nestjs/common';
import { AppConfig } from '@server/config/app-config';
import { ConsoleMailTransport, ConsoleSmsTransport } from './console.transport';
import { DevOutboxService } from './dev-outbox.service';
import { MailTransport, SmsTransport } from './outbound';
import { SmtpMailTransport } from './smtp.transport';

/** Picks the mail and SMS transports from the configuration. */
@Global()
@Module({
  providers: [
    DevOutboxService,
    {
      provide: MailTransport,
      inject: [AppConfig, DevOutboxService],
      useFactory: (config: AppConfig, outbox: DevOutboxService) =>
        config.mailTransport === 'smtp' ? new SmtpMailTransport(config) : new ConsoleMailTransport(outbox),
    },
    { provide: SmsTransport, inject: [DevOutboxService], useFactory: (outbox: DevOutboxService) => new ConsoleSmsTransport(outbox) },
  ],
  exports: [MailTransport, SmsTransport, DevOutboxService],
})
export class OutboundModule {}
