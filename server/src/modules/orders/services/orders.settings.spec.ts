import { AppConfig } from '@server/config/app-config';
import { OrdersSettings } from './orders.settings';

const sms = { SMS_TRANSPORT: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+1' };
const production = { ...sms, NODE_ENV: 'production', APP_SECRET: 'p'.repeat(40), SMTP_URL: 'smtp://x' };

describe('OrdersSettings', () => {
  it('never offers the sandbox in production by default; Stripe only with both keys', () => {
    expect([...new OrdersSettings(new AppConfig(production)).providers]).toEqual([]);
    const keyed = new OrdersSettings(new AppConfig({ ...production, STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh' }));
    expect([...keyed.providers]).toEqual(['stripe']);
  });

  it('development: sandbox on, Stripe only with both keys; checkouts return to the order page', () => {
    const dev = new OrdersSettings(new AppConfig({}));
    expect([...dev.providers]).toEqual(['sandbox']);
    expect(dev.orderPageUrl('abc')).toBe('http://localhost:3000/h5/#/pages/order/detail?id=abc');
  });
});
