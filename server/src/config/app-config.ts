import { APP_VERSION, APP_VERSION_CODE } from '@contracts/api';
import { oauthProvidersSchema, parseConfig, type OAuthProviderConfig, type RawConfig } from './config';

/** The typed, validated configuration. Injected everywhere as `AppConfig`. */
export class AppConfig {
  readonly raw: RawConfig;
  readonly oauthProviders: OAuthProviderConfig[];

  constructor(env: Record<string, string | undefined> = process.env) {
    this.raw = parseConfig(env);
    this.oauthProviders = oauthProvidersSchema.parse(JSON.parse(this.raw.OAUTH_PROVIDERS));
  }

  get env() {
    return this.raw.NODE_ENV;
  }
  get isProduction() {
    return this.raw.NODE_ENV === 'production';
  }
  get port() {
    return this.raw.PORT;
  }
  get publicUrl() {
    return this.raw.PUBLIC_URL ?? `http://localhost:${this.raw.PORT}`;
  }
  get mailTransport() {
    return this.raw.MAIL_TRANSPORT ?? (this.isProduction ? 'smtp' : 'console');
  }
  /** Demo data is loaded into an empty database outside production unless switched off. */
  get demoData() {
    return this.raw.DEMO_DATA ?? !this.isProduction;
  }
  get runsWorkers() {
    return this.raw.WORKER_ROLE !== 'api';
  }
  get servesHttp() {
    return this.raw.WORKER_ROLE !== 'worker';
  }
  /** argon2id cost of new password hashes. */
  get passwordHashCost() {
    return {
      memoryCost: this.raw.PASSWORD_HASH_MEMORY_KIB,
      timeCost: this.raw.PASSWORD_HASH_TIME_COST,
      parallelism: this.raw.PASSWORD_HASH_PARALLELISM,
    };
  }
  get sessionTtlMs() {
    return this.raw.SESSION_TTL_DAYS * 86_400_000;
  }
  /** The newest published app version (issue #35): configured, else this build's. */
  get latestVersion(): { version: string; versionCode: number } {
    return { version: this.raw.APP_LATEST_VERSION ?? APP_VERSION, versionCode: this.raw.APP_LATEST_VERSION_CODE ?? APP_VERSION_CODE };
  }
  /** The app's store pages that are configured (null: none). */
  get stores(): { appStore: string | null; googlePlay: string | null; market: string | null; apk: string | null } {
    const r = this.raw;
    return {
      appStore: r.STORE_APP_STORE_URL ?? null,
      googlePlay: r.STORE_GOOGLE_PLAY_URL ?? null,
      market: r.STORE_MARKET_URL ?? null,
      apk: r.STORE_APK_URL ?? null,
    };
  }
  get auditRetentionDays() {
    return this.raw.AUDIT_RETENTION_DAYS;
  }
}
