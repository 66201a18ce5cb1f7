import { AppConfig } from './app-config';
import { ConfigError, parseConfig } from './config';

describe('configuration', () => {
  it('has working defaults for development', () => {
    const c = new AppConfig({});
    expect(c.port).toBe(3000);
    expect(c.mailTransport).toBe('console');
    expect(c.demoData).toBe(true);
  });

  it('names the wrong variable', () => {
    expect(() => parseConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => parseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('refuses default secrets and demo accounts in production', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://x' })).toThrow(/APP_SECRET/);
    const secret = 'x'.repeat(40);
    expect(() => parseConfig({ NODE_ENV: 'production', APP_SECRET: secret, DEMO_DATA: 'true', SMTP_URL: 'smtp://x' })).toThrow(/DEMO_DATA/);
    expect(() => parseConfig({ NODE_ENV: 'production', APP_SECRET: secret, SMTP_URL: 'smtp://x' })).toThrow(/SMS_TRANSPORT/);
    const sms = { SMS_TRANSPORT: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+1' };
    const ok = new AppConfig({ NODE_ENV: 'production', APP_SECRET: secret, SMTP_URL: 'smtp://x', ...sms });
    expect(ok.demoData).toBe(false);
    expect(ok.mailTransport).toBe('smtp');
  });

  it('validates the OAuth provider list', () => {
    expect(() => parseConfig({ OAUTH_PROVIDERS: '{bad' })).toThrow(/OAUTH_PROVIDERS/);
    const c = new AppConfig({
      OAUTH_PROVIDERS: JSON.stringify([{ name: 'dive', label: 'Dive ID', issuer: 'http://127.0.0.1:1/', clientId: 'c' }]),
    });
    expect(c.oauthProviders[0]?.scope).toBe('openid profile email');
  });
});

describe('app versions, stores and map tiles (issue #35)', () => {
  it('defaults the newest version to this build and refuses malformed values', () => {
    expect(new AppConfig({}).latestVersion).toEqual({ version: '1.0.1', versionCode: 101 });
    expect(new AppConfig({ APP_LATEST_VERSION: '1.2.0', APP_LATEST_VERSION_CODE: '120' }).latestVersion).toEqual({ version: '1.2.0', versionCode: 120 });
    expect(() => parseConfig({ APP_LATEST_VERSION: 'latest' })).toThrow(/APP_LATEST_VERSION/);
    expect(() => parseConfig({ STORE_GOOGLE_PLAY_URL: 'play store' })).toThrow(/STORE_GOOGLE_PLAY_URL/);
    expect(() => parseConfig({ MAP_TILE_URL: 'https://tiles.example.com/tile.png' })).toThrow(/MAP_TILE_URL/);
    expect(parseConfig({ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' }).MAP_TILE_URL).toContain('{z}');
    expect(new AppConfig({ STORE_APK_URL: 'https://example.com/reefline.apk' }).stores).toEqual({
      appStore: null,
      googlePlay: null,
      market: null,
      apk: 'https://example.com/reefline.apk',
    });
  });
});

describe('password hashing cost', () => {
  it("defaults to argon2id at 64 MiB, t=3, p=4 and refuses less than OWASP's minimum", () => {
    expect(new AppConfig({}).passwordHashCost).toEqual({ memoryCost: 65_536, timeCost: 3, parallelism: 4 });
    expect(
      new AppConfig({ PASSWORD_HASH_MEMORY_KIB: '19456', PASSWORD_HASH_TIME_COST: '2', PASSWORD_HASH_PARALLELISM: '1' }).passwordHashCost,
    ).toEqual({
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
    expect(() => parseConfig({ PASSWORD_HASH_MEMORY_KIB: '8192' })).toThrow(ConfigError);
    expect(() => parseConfig({ PASSWORD_HASH_TIME_COST: '1' })).toThrow(ConfigError);
    expect(() => parseConfig({ PASSWORD_HASH_PARALLELISM: '0' })).toThrow(ConfigError);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts nobody by default and reads a hop count or an address/CIDR list as such', () => {
    expect(parseConfig({}).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses "true" (every hop) and anything that is not an address', () => {
    for (const bad of ['true', 'yes', '10.0.0.0/33', 'proxy.local', '1.2.3.4/8/1']) {
      expect(() => parseConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });
});
