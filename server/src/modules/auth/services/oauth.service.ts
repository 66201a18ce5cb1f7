import { Injectable, Logger } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import * as oidc from 'openid-client';
import { DataSource, Repository } from 'typeorm';
import type { AuthResultDto } from '@contracts/api';
import { AppConfig } from '@server/config/app-config';
import type { OAuthProviderConfig } from '@server/config/config';
import { AppException } from '@server/common/errors/app.exception';
import type { AuthContext } from '@server/common/http/request-context';
import { randomToken, safeEqual, sha256Hex } from '@server/common/security/crypto';
import { RedisService } from '@server/infra/redis/redis.service';
import { OAuthAccountEntity } from '../entities/oauth-account.entity';
import { UserEntity } from '../entities/user.entity';
import { UserRegistered } from '../events/auth.events';
import { AuthService, type ClientMeta } from './auth.service';

interface PendingLogin {
  provider: string;
  /** sha256 of the browser binding (the HttpOnly cookie set with the URL): only that browser may finish. */
  browser: string;
  verifier: string;
  nonce: string;
  redirect: string;
  linkUserId?: string;
}

const STATE_TTL_SECONDS = 600;

/** The cookie that binds a third-party login to the browser that started it (issue #24). */
export const OAUTH_BROWSER_COOKIE = 'reefline_oauth';
const COOKIE_PATH = '/api/v1/auth/oauth';

/**
 * Third-party login over OAuth 2 / OpenID Connect (authorization code + PKCE + nonce).
 * The provider returns to `/api/v1/auth/oauth/:provider/return`, which hands code and state to the
 * H5 app (`/h5/?hashpath=/pages/login/auth&code&state`); the app then calls the callback route,
 * which links the identity to an account (or creates one) and starts a session.
 */
@Injectable()
export class OAuthService {
  private readonly logger = new Logger(OAuthService.name);
  private readonly configs = new Map<string, Promise<oidc.Configuration>>();

  constructor(
    @InjectRepository(OAuthAccountEntity) private readonly accounts: Repository<OAuthAccountEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly dataSource: DataSource,
    private readonly redis: RedisService,
    private readonly config: AppConfig,
    private readonly auth: AuthService,
    private readonly events: EventBus,
  ) {}

  providers() {
    return this.config.oauthProviders.map((p) => ({ name: p.name, label: p.label }));
  }

  returnUrl(provider: string) {
    return `${this.config.publicUrl.replace(/\/$/, '')}/api/v1/auth/oauth/${provider}/return`;
  }

  /**
   * Where the H5 app continues after the provider sent the user back. A provider that names itself
   * in the response (RFC 9207 `iss`) must be the one configured under this name (mix-up defence);
   * the callback then vouches for the issuer.
   */
  appUrl(provider: string, query: Record<string, string | undefined>) {
    // The provider is not handed on: the app kept the one it started with (sessionStorage), and the
    // server takes it from the stored state, never from a link.
    const params = new URLSearchParams({ hashpath: '/pages/login/auth' });
    for (const key of ['code', 'state', 'error']) {
      const v = query[key];
      if (v) params.set(key, v);
    }
    const issuer = this.config.oauthProviders.find((p) => p.name === provider)?.issuer;
    if (query['iss'] !== undefined && (!issuer || !sameUrl(query['iss'], issuer))) {
      params.delete('code');
      params.set('error', 'invalid_issuer');
    }
    return `/h5/?${params.toString()}#/pages/login/auth`;
  }

  /**
   * The provider's sign-in URL, and the `Set-Cookie` binding the login to this browser: a random
   * value, HttpOnly, SameSite=Lax, for the OAuth routes only. The callback refuses a state presented
   * without it (a crafted link opened by a victim carries the attacker's state, never the cookie).
   */
  async authorizationUrl(
    providerName: string,
    redirect: string | undefined,
    caller?: AuthContext,
  ): Promise<{ url: string; cookie: string }> {
    const provider = this.provider(providerName);
    const config = await this.discover(provider);
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const binding = randomToken();
    const pending: PendingLogin = {
      provider: provider.name,
      browser: sha256Hex(binding),
      verifier,
      nonce,
      redirect: safeRedirect(redirect),
      linkUserId: caller?.userId,
    };
    await this.redis.client.set(`oauth:state:${state}`, JSON.stringify(pending), 'EX', STATE_TTL_SECONDS);
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.returnUrl(provider.name),
      scope: provider.scope,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, cookie: this.cookie(binding, STATE_TTL_SECONDS) };
  }

  /** The binding cookie (an empty value with Max-Age=0 clears it). */
  cookie(value: string, maxAge: number): string {
    const secure = this.config.publicUrl.startsWith('https:') ? '; Secure' : '';
    return `${OAUTH_BROWSER_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
  }

  async callback(
    providerName: string,
    code: string,
    state: string,
    browser: string | undefined,
    meta: ClientMeta,
  ): Promise<AuthResultDto & { redirect: string; sessionId: string }> {
    const provider = this.provider(providerName);
    const raw = await this.redis.client.getdel(`oauth:state:${state}`);
    const pending = raw ? (JSON.parse(raw) as PendingLogin) : null;
    if (!pending || pending.provider !== provider.name) throw AppException.fail('auth.oauth.failed');
    // Only the browser that asked for the URL may finish (login CSRF / identity-linking defence).
    if (!browser || !safeEqual(sha256Hex(browser), pending.browser)) {
      this.logger.warn({ provider: provider.name, cookie: Boolean(browser) }, 'oauth state presented by another browser');
      throw AppException.fail('auth.oauth.other_browser');
    }

    let subject: string;
    let claims: Record<string, unknown>;
    try {
      const config = await this.discover(provider);
      const current = new URL(this.returnUrl(provider.name));
      current.searchParams.set('code', code);
      current.searchParams.set('state', state);
      // The return route checked the provider's `iss` (when sent); the exchange expects it back.
      const metadata = config.serverMetadata();
      if (metadata.authorization_response_iss_parameter_supported) current.searchParams.set('iss', metadata.issuer);
      const tokens = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: pending.verifier,
        expectedState: state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims?.sub) throw new Error('no subject');
      subject = idClaims.sub;
      // Conformant providers give profile claims (email, name) at userinfo only, not in the ID token.
      const info =
        metadata.userinfo_endpoint && tokens.access_token
          ? await oidc.fetchUserInfo(config, tokens.access_token, subject).catch((err: unknown) => {
              this.logger.warn({ err: (err as Error).message, provider: provider.name }, 'oauth userinfo failed');
              return undefined;
            })
          : undefined;
      claims = { ...info, ...idClaims };
    } catch (err) {
      this.logger.warn({ err: (err as Error).message, provider: provider.name }, 'oauth exchange failed');
      throw AppException.fail('auth.oauth.failed');
    }

    const user = await this.linkOrCreate(provider.name, subject, claims, pending.linkUserId, meta);
    if (user.status !== 'active') throw AppException.fail('e.account_disabled');
    const session = await this.auth.startSession(user, meta);
    return { ...session, redirect: pending.redirect };
  }

  private async linkOrCreate(
    provider: string,
    subject: string,
    claims: Record<string, unknown>,
    linkUserId: string | undefined,
    meta: ClientMeta,
  ) {
    const linked = await this.accounts.findOneBy({ provider, subject });
    if (linked) return this.users.findOneByOrFail({ id: linked.userId });
    const email = typeof claims['email'] === 'string' && claims['email_verified'] === true ? claims['email'].toLowerCase() : null;
    const name = [claims['nickname'], claims['name'], claims['preferred_username']].find(
      (v): v is string => typeof v === 'string' && v.trim() !== '',
    );

    const created = await this.dataSource.transaction(async (m) => {
      let user: UserEntity;
      let isNew = false;
      if (linkUserId) {
        user = await m.findOneByOrFail(UserEntity, { id: linkUserId });
      } else {
        const emailFree = email ? !(await m.existsBy(UserEntity, { email })) : false;
        user = await m.save(
          m.create(UserEntity, {
            email: emailFree ? email : null,
            nickname: (name ?? this.auth.defaultNickname(meta.lang)).slice(0, 20),
            language: meta.lang,
          }),
        );
        isNew = true;
      }
      await m.insert(OAuthAccountEntity, { provider, subject, userId: user.id, email });
      return { user, isNew };
    });
    if (created.isNew) this.events.publish(new UserRegistered({ userId: created.user.id, via: 'oauth', language: meta.lang }));
    return created.user;
  }

  private provider(name: string): OAuthProviderConfig {
    const p = this.config.oauthProviders.find((x) => x.name === name);
    if (!p) throw AppException.fail('auth.oauth.unknown_provider');
    return p;
  }

  private discover(p: OAuthProviderConfig): Promise<oidc.Configuration> {
    let found = this.configs.get(p.name);
    if (!found) {
      found = oidc.discovery(new URL(p.issuer), p.clientId, p.clientSecret ? { client_secret: p.clientSecret } : undefined, undefined, {
        execute: p.allowInsecure ? [oidc.allowInsecureRequests] : [],
      });
      found.catch(() => this.configs.delete(p.name));
      this.configs.set(p.name, found);
    }
    return found;
  }
}

function sameUrl(a: string, b: string): boolean {
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return false;
  }
}

/** Only in-app paths are accepted as the place to return to (no open redirect). */
export function safeRedirect(value: string | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.length > 300) return '/pages/tab/index';
  return value;
}
