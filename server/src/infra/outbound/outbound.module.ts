import { Global, Module } from '@nestjs/common';
import { AppConfig } from '@server/config/app-config';
import { ConsoleTransport } from './console.transport';
import { DevOutboxService } from './dev-outbox.service';
import { MailTransport, SmsTransport } from './outbound';
import { SmtpMailTransport } from './smtp.transport';
import { TwilioSmsTransport } from './twilio-sms.transport';

/** Picks the mail and SMS transports from the configuration. */
@Global()
@Module({
  providers: [
    DevOutboxService,
    {
      provide: MailTransport,
      inject: [AppConfig, DevOutboxService],
      useFactory: (config: AppConfig, outbox: DevOutboxService) =>
        config.mailTransport === 'smtp' ? new SmtpMailTransport(config) : new ConsoleTransport(outbox),
    },
    {
      provide: SmsTransport,
      inject: [AppConfig, DevOutboxService],
      useFactory: (config: AppConfig, outbox: DevOutboxService): SmsTransport => {
        const c = config.raw;
        if (c.SMS_TRANSPORT === 'twilio') {
          return new TwilioSmsTransport({
            accountSid: c.TWILIO_ACCOUNT_SID ?? '',
            authToken: c.TWILIO_AUTH_TOKEN ?? '',
            from: c.TWILIO_FROM ?? '',
            apiBase: c.TWILIO_API_BASE,
          });
        }
        return new ConsoleTransport(outbox);
      },
    },
  ],
  exports: [MailTransport, SmsTransport, DevOutboxService],
})
export class OutboundModule {}
