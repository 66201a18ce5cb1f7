import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * The whole configuration of the app, read once from the environment and validated.
 * Nothing else in the server reads process.env (see STYLE.md rule 8).
 */
const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

/** proxy-addr's named ranges, accepted in TRUST_PROXY lists as Fastify accepts them. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [addr = '', bits, extra] = entry.split('/');
  const family = isIP(addr);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may set X-Forwarded-For (issue #24): off (default: nobody, req.ip is the peer), a
 * hop count (`1` = the one proxy in front), or a list of proxy addresses/CIDRs. `true` (every hop,
 * so any client picks its own IP) is refused.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string[] => {
    if (['false', '0', 'no', 'off'].includes(v.toLowerCase())) return false;
    if (/^\d+$/.test(v)) return Number(v);
    const list = v
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
    if (list.length && list.every(isAddressOrCidr)) return list;
    ctx.addIssue({
      code: 'custom',
      message:
        'must be a hop count (e.g. 1) or a comma-separated list of proxy IPs/CIDRs (e.g. 10.0.0.0/8,127.0.0.1); "true" (trust every hop) is refused',
    });
    return z.NEVER;
  });

const DEFAULT_SECRET = 'dev-only-secret-change-me-0123456789abcdef';

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .default('postgres://postgres@127.0.0.1:5432/reefline'),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .default('redis://127.0.0.1:6379/0'),
    REDIS_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_-]*$/, 'letters, digits, : _ - only')
      .default('reefline:'),
    APP_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEFAULT_SECRET),
    SESSION_TTL_DAYS: z.coerce.number().positive().max(365).default(30),
    CSRF_TTL_SECONDS: z.coerce.number().int().positive().default(7200),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    UPLOAD_DIR: z.string().default('var/uploads'),
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(10 * 1024 * 1024),
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: z.string().optional(),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY: z.string().optional(),
    S3_SECRET_KEY: z.string().optional(),
    S3_PUBLIC_URL: z.string().optional(),
    /** Each S3 request attempt's timeout, and how many times a failed one (timeout, network, 5xx, 429) is retried. */
    S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    S3_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
    MAIL_TRANSPORT: z.enum(['console', 'smtp']).optional(),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Reefline <no-reply@reefline.local>'),
    SMS_TRANSPORT: z.enum(['console', 'twilio']).default('console'),
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_FROM: z.string().optional(),
    TWILIO_API_BASE: z.url().default('https://api.twilio.com'),
    OAUTH_PROVIDERS: z.string().default('[]'),
    /** The built H5 app served at /h5/ (a folder holding index.html); default: client/dist beside the app. */
    H5_DIR: z.string().optional(),
    /** The newest published app version, as `/common/init` tells the app (issue #35); default: this build's (1.0.1 / 101). */
    APP_LATEST_VERSION: z
      .string()
      .regex(/^\d+\.\d+\.\d+$/, 'must be a version such as 1.0.2')
      .optional(),
    APP_LATEST_VERSION_CODE: z.coerce.number().int().positive().optional(),
    /** The app's store pages (download and store-link pages): Apple's App Store, Google Play, Tencent MyApp, a direct APK. */
    STORE_APP_STORE_URL: z.url().optional(),
    STORE_GOOGLE_PLAY_URL: z.url().optional(),
    STORE_MARKET_URL: z.url().optional(),
    STORE_APK_URL: z.url().optional(),
    /** A map tile source (`https://tiles.example.com/{z}/{x}/{y}.png`) for the location pages; unset: a venue card with coordinates. */
    MAP_TILE_URL: z
      .string()
      .regex(/^https?:\/\/[^\s]*\{z\}[^\s]*\{x\}[^\s]*\{y\}/, 'must be an http(s) URL template with {z}, {x} and {y}')
      .optional(),
    RATE_LIMIT_DEFAULT_PER_MINUTE: z.coerce.number().int().positive().default(600),
    RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().positive().default(20),
    RATE_LIMIT_LOGIN_FAILURES: z.coerce.number().int().positive().default(10),
    /** First delay owed after 3 failed password logins from one IP to one account; doubles each failure (≤ 60 s). */
    LOGIN_FAILURE_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    RATE_LIMIT_CODES_PER_HOUR: z.coerce.number().int().positive().default(30),
    CODE_DAILY_CAP_PER_TARGET: z.coerce.number().int().positive().default(10),
    CODE_DAILY_CAP_PER_IP: z.coerce.number().int().positive().default(50),
    CODE_COOLDOWN_SECONDS: z.coerce.number().int().min(0).default(60),
    CODE_TTL_SECONDS: z.coerce.number().int().positive().default(300),
    WORKER_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
    /** argon2id cost of new password hashes (docs/operations.md): at least OWASP's minimum (19 MiB, t=2, p=1). */
    PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(19_456).max(4_194_304).default(65_536),
    PASSWORD_HASH_TIME_COST: z.coerce.number().int().min(2).max(20).default(3),
    PASSWORD_HASH_PARALLELISM: z.coerce.number().int().min(1).max(16).default(4),
    /** After SIGTERM/SIGINT, how long closing may take before the process exits anyway (a Redis that is down kept BullMQ's workers from closing, forever). */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(20_000),
    DEMO_DATA: bool.optional(),
    TRUST_PROXY: trustProxy.default(false),
    // Notices worker (issue #4): parallel jobs per process, batched inserts, lock/stall timings.
    NOTICES_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(64),
    NOTICES_BATCH_MAX: z.coerce.number().int().min(1).max(1000).default(200),
    NOTICES_BATCH_WAIT_MS: z.coerce.number().int().min(0).max(1000).default(2),
    NOTICES_LOCK_MS: z.coerce.number().int().min(500).default(30000),
    NOTICES_STALLED_INTERVAL_MS: z.coerce.number().int().min(200).default(30000),
    /** How often the outbox sweeper runs, and how old a pending outbox row must be before it is queued by it. */
    NOTICES_OUTBOX_SWEEP_MS: z.coerce.number().int().min(1000).default(30000),
    /** Test hook: after writing the inbox row the worker tells its parent (IPC) and never acknowledges. */
    NOTICES_TEST_HOLD_AFTER_WRITE: bool.default(false),
    /** Bearer token for GET /metrics; without it /metrics is open outside production and closed in production. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    // Commerce (issue #5): payment window, expiring-soon notice, ticket signing, payment providers.
    ORDERS_LOCK_MS: z.coerce.number().int().min(500).default(30000),
    ORDERS_STALLED_INTERVAL_MS: z.coerce.number().int().min(200).default(30000),
    ORDER_PAYMENT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
    ORDER_EXPIRING_SOON_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    TICKET_SIGNING_KEY: z.string().optional(),
    TICKET_ENTRY_MARGIN_SECONDS: z.coerce.number().int().min(0).max(86_400).default(3600),
    EVENT_TIMEZONE: z.string().default('Asia/Shanghai'),
    SANDBOX_PAYMENT_SECRET: z.string().min(16).optional(),
    SANDBOX_CALLBACK_URL: z.url().optional(),
    PAYMENT_PROVIDERS: z.string().optional(),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    // Stripe's API address: unset = Stripe's own; set for stripe-mock, a test double or an egress proxy.
    STRIPE_API_URL: z.url().optional(),
    // Contest (issue #3): fraud rules, vote batching, push coalescing (docs/operations.md).
    CONTEST_NEW_ACCOUNT_COOLDOWN_MINUTES: z.coerce.number().int().min(0).default(0),
    CONTEST_VOTES_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(120),
    CONTEST_VOTES_PER_DEVICE_PER_MINUTE: z.coerce.number().int().positive().default(30),
    CONTEST_CLUSTER_ACCOUNTS_PER_IP: z.coerce.number().int().positive().default(20),
    CONTEST_CLUSTER_ACCOUNTS_PER_DEVICE: z.coerce.number().int().positive().default(3),
    CONTEST_FRAUD_SHARE_MS: z.coerce.number().int().min(10).max(5000).default(50),
    CONTEST_VOTE_BATCH_MAX: z.coerce.number().int().min(1).max(5000).default(500),
    CONTEST_PUSH_INTERVAL_MS: z.coerce.number().int().min(10).max(5000).default(100),
    CONTEST_VISITS_FLUSH_MS: z.coerce.number().int().min(100).default(10_000),
    CONTEST_RECONCILE_EVERY_MS: z.coerce.number().int().min(1000).default(600_000),
    /** Article views are counted in Redis and moved to PostgreSQL by the content.flush-views job this often. */
    CONTENT_VIEWS_FLUSH_MS: z.coerce.number().int().min(100).default(5_000),
    /** Ad impressions and clicks are counted in Redis and moved to PostgreSQL by advertisers.flush-counts this often. */
    ADS_FLUSH_MS: z.coerce.number().int().min(100).default(10_000),
    /** How many times one viewer is shown one ad per (UTC) day. */
    ADS_FREQUENCY_CAP: z.coerce.number().int().min(1).max(1000).default(5),
    /** Impressions and clicks one viewer (user, device or IP) may report per minute. */
    ADS_EVENTS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    // Shop fulfilment (decision 0131): the sandbox carrier's pace, the automatic receipt, the Kuaidi100 tracker.
    /** The sandbox carrier's delay before each scan (collected, in transit, out for delivery, delivered). */
    SHOP_SANDBOX_CARRIER_STEP_MS: z.coerce.number().int().min(10).max(86_400_000).default(60_000),
    /** A delivered parcel's order is marked received this long after delivery unless the member did it first (7 days). */
    SHOP_AUTO_RECEIVE_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(90 * 86_400)
      .default(7 * 86_400),
    /** Kuaidi100 customer key: set, the couriers other than the sandbox are offered and tracked through it. */
    KUAIDI100_KEY: z.string().min(1).optional(),
    /** Kuaidi100's subscription address (a test double's in tests). */
    KUAIDI100_POLL_URL: z.url().default('https://poll.kuaidi100.com/poll'),
    /** A tracker callback whose newest scan is older than this is refused as stale (and its replay window). */
    CARRIER_CALLBACK_MAX_AGE_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .max(30 * 86_400)
      .default(3 * 86_400),
    /**
     * How long accepted tracker callbacks are kept (days, by their newest scan), to refuse replays; the
     * daily shop.purge-callbacks job deletes older ones. At least the stale window: a push older than
     * that is refused as stale without its record (decision 0144).
     */
    CARRIER_CALLBACK_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /** How long the audit log keeps an entry (days); the daily audit.purge job deletes older ones. */
    AUDIT_RETENTION_DAYS: z.coerce.number().int().min(30).max(3650).default(730),
    /** The most customer service may refund in one go, in minor units (fen); administrators have no limit. */
    CONSOLE_CS_REFUND_LIMIT: z.coerce.number().int().min(0).max(100_000_000).default(50_000),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === 'production') {
      if (c.APP_SECRET === DEFAULT_SECRET) {
        ctx.addIssue({ code: 'custom', path: ['APP_SECRET'], message: 'must be set to a secret of your own in production' });
      }
      if (c.DEMO_DATA === true) {
        ctx.addIssue({ code: 'custom', path: ['DEMO_DATA'], message: 'demo accounts are refused in production' });
      }
      if (c.NOTICES_TEST_HOLD_AFTER_WRITE) {
        ctx.addIssue({ code: 'custom', path: ['NOTICES_TEST_HOLD_AFTER_WRITE'], message: 'is a test hook, refused in production' });
      }
      if (c.MAIL_TRANSPORT === 'console') {
        ctx.addIssue({ code: 'custom', path: ['MAIL_TRANSPORT'], message: 'the console transport is for development only' });
      }
    }
    if (c.CARRIER_CALLBACK_RETENTION_DAYS * 86_400 < c.CARRIER_CALLBACK_MAX_AGE_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['CARRIER_CALLBACK_RETENTION_DAYS'],
        message: 'must cover CARRIER_CALLBACK_MAX_AGE_SECONDS (a replay inside the stale window must still be recognised)',
      });
    }
    if (c.MAIL_TRANSPORT === 'smtp' && !c.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when MAIL_TRANSPORT=smtp' });
    }
    if (c.SMS_TRANSPORT === 'twilio') {
      for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
        if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_TRANSPORT=twilio' });
      }
    }
    if (c.NODE_ENV === 'production' && c.SMS_TRANSPORT === 'console') {
      ctx.addIssue({ code: 'custom', path: ['SMS_TRANSPORT'], message: 'the console transport is for development only' });
    }
    if (c.STORAGE_DRIVER === 's3') {
      for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const) {
        if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when STORAGE_DRIVER=s3' });
      }
    }
    try {
      oauthProvidersSchema.parse(JSON.parse(c.OAUTH_PROVIDERS));
    } catch {
      ctx.addIssue({
        code: 'custom',
        path: ['OAUTH_PROVIDERS'],
        message: 'must be a JSON array of {name,label,issuer,clientId,clientSecret}',
      });
    }
  });

export const oauthProvidersSchema = z.array(
  z.object({
    name: z.string().regex(/^[a-z0-9-]+$/),
    label: z.string(),
    issuer: z.url(),
    clientId: z.string(),
    clientSecret: z.string().optional(),
    scope: z.string().default('openid profile email'),
    /** Allow plain http issuers (local test providers only). */
    allowInsecure: z.boolean().default(false),
  }),
);
export type OAuthProviderConfig = z.infer<typeof oauthProvidersSchema>[number];

export type RawConfig = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Validates an environment; throws a ConfigError naming every wrong variable. */
export function parseConfig(env: Record<string, string | undefined>): RawConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
