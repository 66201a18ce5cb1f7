import { DataSource } from 'typeorm';
import type { AuthResultDto, InitDto, UserDto } from '@contracts/api';
import { ApiClient } from '@test/setup/api';
import { registerUser } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';
import { CookieJar, freePort, loginAtProvider, startOidcProvider, type TestOidcProvider } from '@test/setup/oidc-provider';
import { checkedFetch } from '@test/setup/contract';

type CallbackResult = AuthResultDto & { redirect: string };

describe('third-party login against a real OpenID Connect provider', () => {
  let idp: TestOidcProvider;
  let t: TestApp;
  beforeAll(async () => {
    // The provider must know the app's return URL and the app its own public URL: fix the port first.
    const port = await freePort();
    const appUrl = `http://127.0.0.1:${port}`;
    idp = await startOidcProvider({
      redirectUris: [`${appUrl}/api/v1/auth/oauth/dive/return`],
      accounts: {
        nemo: { email: 'Nemo@Dive.Example', email_verified: true, name: 'Nemo Diver' },
        dory: { email: 'dory@dive.example', email_verified: false, name: 'Dory' },
        coral: { email: 'coral@dive.example', email_verified: true, name: 'Coral' },
        linked: { email: 'linked@dive.example', email_verified: true, name: 'Linked' },
      },
    });
    t = await startApp({ PORT: String(port), PUBLIC_URL: appUrl, OAUTH_PROVIDERS: idp.providersEnv('dive', 'Dive ID') });
    expect(t.url).toBe(appUrl);
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  const guest = () => {
    const c = new ApiClient(t.url);
    c.language = 'en-us';
    return c;
  };

  /** What the H5 app does: ask for the URL, let the user sign in at the provider, land on /return. */
  async function signIn(login: string, opts: { redirect?: string; client?: ApiClient; jar?: CookieJar } = {}) {
    const client = opts.client ?? guest();
    const query = opts.redirect === undefined ? '' : `?redirect=${encodeURIComponent(opts.redirect)}`;
    const start = await client.get<{ url: string }>(`/auth/oauth/dive/url${query}`);
    expect(start.code).toBe(1);
    const { returnUrl, prompts } = await loginAtProvider(start.data.url, login, opts.jar);
    expect(`${returnUrl.origin}${returnUrl.pathname}`).toBe(`${t.url}/api/v1/auth/oauth/dive/return`);
    // The app's return route hands code and state to the H5 app.
    const back = await fetch(returnUrl, { redirect: 'manual' });
    expect(back.status).toBe(302);
    const h5 = new URL(back.headers.get('location') ?? '', t.url);
    expect(`${h5.pathname}${h5.hash}`).toBe('/h5/#/pages/login/auth');
    expect(h5.searchParams.get('hashpath')).toBe('/pages/login/auth');
    // The provider is not handed on in the link: the app keeps the one it started with.
    expect(h5.searchParams.get('provider')).toBeNull();
    const code = h5.searchParams.get('code') ?? '';
    const state = h5.searchParams.get('state') ?? '';
    expect(code).toBe(returnUrl.searchParams.get('code'));
    expect(state).toBe(returnUrl.searchParams.get('state'));
    return { start: new URL(start.data.url), prompts, code, state, browser: client };
  }

  /** The callback as the browser that started the login calls it (with its binding cookie). */
  const callback = (code: string, state: string, client: ApiClient) =>
    client.get<CallbackResult>(`/auth/oauth/dive/callback?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`);

  it('lists the configured provider (also in /common/init)', async () => {
    expect(await guest().get('/auth/oauth/providers')).toMatchObject({ code: 1, data: [{ name: 'dive', label: 'Dive ID' }] });
    expect((await guest().get<InitDto>('/common/init')).data.oauthProviders).toEqual([{ name: 'dive', label: 'Dive ID' }]);
  });

  it('signs in through the provider (login + consent), creates the account once and starts a working session', async () => {
    const { start, prompts, code, state, browser } = await signIn('nemo', { redirect: '/pages/tab/profile' });
    // A code flow with PKCE (S256), state and nonce, returning to the app's own public URL.
    expect(start.origin).toBe(idp.issuer);
    expect(
      Object.fromEntries(
        ['response_type', 'client_id', 'redirect_uri', 'code_challenge_method'].map((k) => [k, start.searchParams.get(k)]),
      ),
    ).toEqual({
      response_type: 'code',
      client_id: idp.clientId,
      redirect_uri: `${t.url}/api/v1/auth/oauth/dive/return`,
      code_challenge_method: 'S256',
    });
    expect(start.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(start.searchParams.get('nonce')).toBeTruthy();
    expect(prompts).toEqual(['login', 'consent']);

    const res = await callback(code, state, browser);
    expect(res).toMatchObject({
      code: 1,
      data: { redirect: '/pages/tab/profile', user: { nickname: 'Nemo Diver', email: 'n***@dive.example' } },
    });
    const c = guest();
    c.token = res.data.token;
    const me = await c.get<UserDto>('/me');
    expect(me).toMatchObject({ code: 1, data: { id: res.data.user.id, nickname: 'Nemo Diver', hasPassword: false } });
    const rows = (await t.app
      .get(DataSource)
      .query(`SELECT provider, subject, email FROM oauth_accounts WHERE user_id = $1`, [res.data.user.id])) as Record<string, string>[];
    expect(rows).toEqual([{ provider: 'dive', subject: 'nemo', email: 'nemo@dive.example' }]);

    // The same code and state again (a replay) is refused.
    const replay = await callback(code, state, browser);
    expect(replay).toMatchObject({ status: 200, code: 0, msg: 'Authorisation failed, please retry' });

    // Signing in again with the same identity (fresh browser: login + consent again) → the same user.
    const again = await signIn('nemo', { redirect: '/pages/tab/profile' });
    const second = await callback(again.code, again.state, again.browser);
    expect(second.code).toBe(1);
    expect(second.data.user.id).toBe(res.data.user.id);
    expect(second.data.token).not.toBe(res.data.token);
    const [{ n }] = (await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM oauth_accounts WHERE subject = 'nemo'`)) as {
      n: number;
    }[];
    expect(n).toBe(1);
  });

  it('reuses the provider session (no login form the second time) and lands on the same user', async () => {
    const jar = new CookieJar();
    const first = await signIn('coral', { jar });
    expect(first.prompts).toEqual(['login', 'consent']);
    const a = await callback(first.code, first.state, first.browser);
    expect(a.data.redirect).toBe('/pages/tab/index'); // no redirect asked for
    const second = await signIn('coral', { jar });
    expect(second.prompts).toEqual([]);
    const b = await callback(second.code, second.state, second.browser);
    expect(b.data.user.id).toBe(a.data.user.id);
  });

  it('does not take an unverified e-mail address and refuses open redirects', async () => {
    const { code, state, browser } = await signIn('dory', { redirect: '//evil.example/steal' });
    const res = await callback(code, state, browser);
    expect(res.code).toBe(1);
    expect(res.data.redirect).toBe('/pages/tab/index');
    expect(res.data.user).toMatchObject({ nickname: 'Dory', email: null });
  });

  it('refuses a forged state, and a code presented with another login’s state (PKCE), without spending the real one', async () => {
    const one = await signIn('nemo');
    const other = await signIn('nemo');
    expect((await callback(one.code, 'forged-state-123', one.browser)).code).toBe(0);
    // Code of the first login with the state (and so the PKCE verifier) of the second one.
    const swapped = await callback(one.code, other.state, other.browser);
    expect(swapped).toMatchObject({ code: 0, msg: 'Authorisation failed, please retry' });
    // The first login's own state was never touched by the forged attempt: it still completes.
    expect((await callback(one.code, one.state, one.browser)).code).toBe(1);
  });

  it('hands an error instead of the code to the H5 app when the response names another issuer (RFC 9207)', async () => {
    const back = (iss: string) =>
      checkedFetch(`${t.url}/api/v1/auth/oauth/dive/return?code=abc&state=def&iss=${encodeURIComponent(iss)}`, { redirect: 'manual' });
    const evil = new URL((await back('https://evil.example')).headers.get('location') ?? '', t.url);
    expect(evil.searchParams.get('error')).toBe('invalid_issuer');
    expect(evil.searchParams.get('code')).toBeNull();
    const own = new URL((await back(idp.issuer)).headers.get('location') ?? '', t.url);
    expect(own.searchParams.get('error')).toBeNull();
    expect(own.searchParams.get('code')).toBe('abc');
  });

  it('refuses an unknown provider', async () => {
    const url = await guest().get('/auth/oauth/nope/url');
    expect(url).toMatchObject({ status: 200, code: 0, msg: 'This login method is not available' });
    const cb = await guest().get('/auth/oauth/nope/callback?code=abc&state=def');
    expect(cb).toMatchObject({ code: 0, msg: 'This login method is not available' });
    // A real state of "dive" is not accepted under another provider name either.
    const real = await signIn('nemo');
    expect((await guest().get(`/auth/oauth/other/callback?code=${real.code}&state=${real.state}`)).code).toBe(0);
    expect((await callback(real.code, real.state, real.browser)).code).toBe(1);
  });

  it('links the identity to the logged-in caller instead of creating an account', async () => {
    const { client, user } = await registerUser(t);
    client.language = 'en-us';
    const linked = await signIn('linked', { client });
    expect(linked.prompts).toEqual(['login', 'consent']);
    const ok = await callback(linked.code, linked.state, linked.browser);
    expect(ok.code).toBe(1);
    expect(ok.data.user.id).toBe(user.id);
    expect(ok.data.user.nickname).toBe(user.nickname); // the existing profile is kept
  });

  describe('the login is bound to the browser that started it (issue #24)', () => {
    it('refuses a callback link opened in another browser (no binding cookie): the attacker cannot log the victim in', async () => {
      const attacker = await signIn('coral');
      const victim = guest();
      const res = await callback(attacker.code, attacker.state, victim);
      expect(res).toMatchObject({
        status: 200,
        code: 0,
        msg: 'Please finish signing in in the browser where you started, and start again',
      });
      expect(res.data).toBeFalsy();
    });

    it("refuses another login's binding, and never links an identity to a logged-in victim through a crafted link", async () => {
      const { client: victim, user } = await registerUser(t);
      victim.language = 'en-us';
      // The victim once started a login of their own: their browser holds a binding, just not this one.
      await victim.get('/auth/oauth/dive/url');
      expect(victim.cookies.get('reefline_oauth')).toBeTruthy();
      const attacker = await signIn('linked');
      const res = await callback(attacker.code, attacker.state, victim);
      expect(res).toMatchObject({ code: 0, msg: 'Please finish signing in in the browser where you started, and start again' });
      const rows = (await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM oauth_accounts WHERE user_id = $1`, [user.id])) as {
        n: number;
      }[];
      expect(rows[0]?.n).toBe(0);
    });

    it('sets the binding as an HttpOnly, SameSite=Lax cookie for the OAuth routes only, and clears it on the callback', async () => {
      const res = await checkedFetch(`${t.url}/api/v1/auth/oauth/dive/url`);
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('reefline_oauth=')) ?? '';
      expect(cookie).toMatch(/^reefline_oauth=[\w-]{43}; Path=\/api\/v1\/auth\/oauth; Max-Age=600; HttpOnly; SameSite=Lax$/);
      const done = await signIn('coral');
      expect((await callback(done.code, done.state, done.browser)).code).toBe(1);
      expect(done.browser.cookies.has('reefline_oauth')).toBe(false);
    });
  });
});
