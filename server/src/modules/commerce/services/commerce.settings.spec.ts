import { AppConfig } from '@server/config/app-config';
import { CommerceSettings } from './commerce.settings';

const production = {
  NODE_ENV: 'production',
  APP_SECRET: 'p'.repeat(40),
  SMTP_URL: 'smtp://x',
  SMS_TRANSPORT: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC1',
  TWILIO_AUTH_TOKEN: 't',
  TWILIO_FROM: '+1',
};

describe('CommerceSettings', () => {
  it('refuses to start in production without TICKET_SIGNING_KEY', () => {
    const bare = new CommerceSettings(new AppConfig(production));
    expect(() => bare.onModuleInit()).toThrow(/TICKET_SIGNING_KEY is required in production/);
    const keyed = new CommerceSettings(new AppConfig({ ...production, TICKET_SIGNING_KEY: Buffer.alloc(32, 1).toString('base64url') }));
    expect(() => keyed.onModuleInit()).not.toThrow();
  });

  it('development: starts without a key; times in the event zone', () => {
    const dev = new CommerceSettings(new AppConfig({}));
    expect(() => dev.onModuleInit()).not.toThrow();
    expect(dev.formatTime(new Date('2026-11-23T06:05:00Z'), 'en-us')).toBe('2026-11-23 14:05');
  });
});
