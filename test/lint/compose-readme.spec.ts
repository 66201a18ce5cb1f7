import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configSchema } from '@server/config/config';

/** Issue #24: `docker compose up` safe by default; the README's table names every variable. */
const ROOT = join(__dirname, '..', '..');
const compose = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

/** The text of one service's block (from `  name:` to the next service or section). */
function service(name: string): string {
  const start = compose.indexOf(`\n  ${name}:\n`);
  expect(start).toBeGreaterThan(0);
  const rest = compose.slice(start + 1);
  const end = rest.slice(1).search(/\n {2}[a-z][\w-]*:\n|\n[a-z]/);
  return end < 0 ? rest : rest.slice(0, end + 1);
}

describe('docker-compose.yml', () => {
  it('publishes every port on 127.0.0.1 only (APP_BIND may change the production app’s, defaulting to it)', () => {
    const ports = [...compose.matchAll(/^\s+- '([^']+:\d+)'$/gm)].map((m) => m[1] ?? '');
    expect(ports.length).toBeGreaterThanOrEqual(4);
    for (const p of ports) expect(p).toMatch(/^(127\.0\.0\.1|\$\{APP_BIND:-127\.0\.0\.1\}):/);
  });

  it('the app refuses to start without APP_SECRET, and starts with one', () => {
    const guard = /(\[ -n "\$\$APP_SECRET" \][^\n]*;)/.exec(service('app'))?.[1]?.replace(/\$\$/g, '$');
    expect(guard).toBeDefined();
    const run = (env: Record<string, string>) => spawnSync('sh', ['-c', `${guard} echo started`], { env, encoding: 'utf8' });
    const refused = run({ PATH: process.env['PATH'] ?? '', APP_SECRET: '' });
    expect(refused.status).toBe(78);
    expect(refused.stderr).toMatch(/APP_SECRET is not set/);
    expect(run({ PATH: process.env['PATH'] ?? '', APP_SECRET: 'x'.repeat(40) }).stdout).toBe('started\n');
    expect(service('app-prod')).toContain('command: *guarded-start');
  });

  it('the production profile runs NODE_ENV=production and passes every production variable', () => {
    const prod = service('app-prod');
    expect(prod).toMatch(/profiles: \[production\]/);
    expect(prod).toMatch(/NODE_ENV: production/);
    for (const v of [
      'APP_SECRET',
      'PUBLIC_URL',
      'DATABASE_URL',
      'REDIS_URL',
      'TRUST_PROXY',
      'TICKET_SIGNING_KEY',
      'SMTP_URL',
      'TWILIO_ACCOUNT_SID',
      'TWILIO_AUTH_TOKEN',
      'TWILIO_FROM',
      'PAYMENT_PROVIDERS',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'METRICS_TOKEN',
      'OAUTH_PROVIDERS',
      'S3_ACCESS_KEY',
      'S3_SECRET_KEY',
    ]) {
      expect(prod).toMatch(new RegExp(`\\n {6}${v}: \\$\\{${v}:-`));
    }
  });
});

describe('README configuration table', () => {
  it('lists every variable the configuration reads', () => {
    const missing = Object.keys(configSchema.shape).filter((k) => !readme.includes(`| \`${k}\` |`));
    expect(missing).toEqual([]);
  });
});
