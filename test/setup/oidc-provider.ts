import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';

/** The few parts of oidc-provider (v9, ESM, untyped) these tests use. */
interface OidcProvider {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
}
type OidcProviderClass = new (issuer: string, configuration: Record<string, unknown>) => OidcProvider;

export interface IdpAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The value of OAUTH_PROVIDERS for an app that uses this provider under `name`. */
  providersEnv(name: string, label: string): string;
  close(): Promise<void>;
}

/** A port that was free a moment ago (for apps whose own URL must be known before they start). */
export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function loadProvider(): Promise<OidcProviderClass> {
  const specifier = 'oidc-provider';
  const mod = (await import(specifier)) as { default: OidcProviderClass };
  return mod.default;
}

/**
 * A real OpenID Connect provider (node-oidc-provider) on 127.0.0.1 with one confidential client
 * (authorization code + PKCE) and its development login/consent pages: any login with any
 * password signs in as that account id; `accounts` gives the claims (email, name) of each.
 */
export async function startOidcProvider(opts: { redirectUris: string[]; accounts: Record<string, IdpAccount> }): Promise<TestOidcProvider> {
  const Provider = await loadProvider();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'reefline-test';
  const clientSecret = randomBytes(24).toString('base64url');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'test-1', alg: 'RS256', use: 'sig' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: opts.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'nickname', 'preferred_username'] },
    features: { devInteractions: { enabled: true } },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    findAccount: (_ctx: unknown, id: string) => {
      const account = opts.accounts[id];
      if (!account) return undefined;
      return { accountId: id, claims: () => ({ sub: id, ...account }) };
    },
  });
  const handle = provider.callback();
  server.on('request', handle);

  return {
    issuer,
    clientId,
    clientSecret,
    providersEnv: (name, label) => JSON.stringify([{ name, label, issuer, clientId, clientSecret, allowInsecure: true }]),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A small cookie jar (name + path, expiry by Max-Age / Expires) for driving browser-like flows over fetch. */
export class CookieJar {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();

  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = '/';
      let expired = value === '';
      for (const attr of attrs) {
        const [k = '', v = ''] = attr.split('=');
        const key = k.toLowerCase();
        if (key === 'path') path = v;
        if (key === 'max-age' && Number(v) <= 0) expired = true;
        if (key === 'expires' && Date.parse(attr.slice(attr.indexOf('=') + 1)) <= Date.now()) expired = true;
      }
      const id = `${name}|${path}`;
      if (expired) this.cookies.delete(id);
      else this.cookies.set(id, { name, value, path });
    }
  }

  header(url: URL): string {
    return [...this.cookies.values()]
      .filter((c) => url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }
}

export interface ProviderLogin {
  /** Where the provider finally sent the browser (the app's return URL with code and state). */
  returnUrl: URL;
  /** The interaction pages the provider showed and we submitted, in order ('login', 'consent'). */
  prompts: string[];
}

/**
 * Acts as the user's browser at the provider: follows redirects from `startUrl`, fills in the
 * development login form (login + password) and confirms the consent form, until the provider
 * redirects away from itself.
 */
export async function loginAtProvider(startUrl: string, login: string, jar = new CookieJar()): Promise<ProviderLogin> {
  const origin = new URL(startUrl).origin;
  const prompts: string[] = [];
  let url = new URL(startUrl);
  let init: RequestInit = { method: 'GET' };
  for (let hop = 0; hop < 20; hop++) {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header(url) },
    });
    jar.store(res);
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      url = new URL(location, url);
      init = { method: 'GET' };
      if (url.origin !== origin) return { returnUrl: url, prompts };
      continue;
    }
    const html = await res.text();
    const form = /<form[^>]*action="([^"]+)"[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
    if (res.status !== 200 || !form?.[1]) throw new Error(`unexpected provider page ${res.status} at ${url.href}: ${html.slice(0, 300)}`);
    const fields = new URLSearchParams();
    for (const input of (form[2] ?? '').matchAll(/<input[^>]*name="([^"]+)"[^>]*>/gi)) {
      const name = input[1] ?? '';
      const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
      fields.set(name, name === 'login' ? login : name === 'password' ? 'any-password' : value);
    }
    prompts.push(fields.get('prompt') ?? '?');
    url = new URL(form[1].replace(/&amp;/g, '&'), url);
    init = { method: 'POST', body: fields.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  throw new Error('too many redirects at the provider');
}
