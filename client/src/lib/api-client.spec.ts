import {
  ApiError,
  BusinessError,
  CSRF_HEADER,
  createApiClient,
  statusMessageKey,
  unwrap,
  type ApiClientDeps,
  type ApiUi,
  type NetworkErrorDetail,
  type UiMessage,
} from '@client/lib/api-client';

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };
type Reply = { status?: number; body?: unknown; raw?: string; token?: string; delayMs?: number };

function jsonResponse(reply: Reply): Response {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (reply.token) headers.set(CSRF_HEADER, reply.token);
  const text = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
  return new Response(text, { status: reply.status ?? 200, headers });
}

const ok = (data: unknown = null, token?: string): Reply => ({ body: { code: 1, msg: 'ok', data }, token });

/** A scripted fake fetch: answers come from `handler`, every call is recorded. */
function fakeFetch(handler: (call: Call, index: number) => Reply | Promise<Reply>) {
  const calls: Call[] = [];
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    const headers = { ...(init.headers as Record<string, string>) };
    let body: unknown = init.body;
    if (typeof init.body === 'string') body = JSON.parse(init.body);
    const call: Call = { url, method: init.method ?? 'GET', headers, body };
    calls.push(call);
    const reply = await handler(call, calls.length - 1);
    if (reply.delayMs) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, reply.delayMs);
        init.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    }
    return jsonResponse(reply);
  };
  return { fetch, calls };
}

function recordingUi() {
  const toasts: UiMessage[] = [];
  const networkErrors: NetworkErrorDetail[] = [];
  const events: string[] = [];
  const ui: ApiUi = {
    toast: (m) => {
      toasts.push(m);
      events.push(`toast:${'key' in m ? m.key : m.text}`);
    },
    showLoading: () => events.push('loading:show'),
    hideLoading: () => events.push('loading:hide'),
    networkError: (d) => networkErrors.push(d),
    goLogin: () => events.push('goLogin'),
  };
  return { ui, toasts, networkErrors, events };
}

function makeClient(handler: (call: Call, index: number) => Reply | Promise<Reply>, extra: Partial<ApiClientDeps> = {}) {
  const { fetch, calls } = fakeFetch(handler);
  const rec = recordingUi();
  let token: string | null = 'session-token';
  const logout = jest.fn(() => {
    token = null;
  });
  const client = createApiClient({
    fetch,
    session: {
      getToken: () => token,
      getUser: () => null,
      getSid: () => 'sid-1',
      logout,
    },
    language: () => ({ code: 'en-us', id: 2 }),
    device: () => ({ model: 'iPhone', brand: 'Apple' }),
    ui: rec.ui,
    ...extra,
  });
  return { client, calls, logout, ...rec };
}

describe('api client: anti-forgery token rotation', () => {
  it('sends the latest __token__ from any response on the next POST, never on GET', async () => {
    let n = 0;
    const { client, calls } = makeClient(() => ok(null, `t${++n}`));
    await client.get('/a');
    await client.post('/b', { x: 1 });
    await client.post('/c', { x: 2 });
    expect(calls[0]?.headers[CSRF_HEADER]).toBeUndefined();
    expect(calls[1]?.headers[CSRF_HEADER]).toBe('t1');
    expect(calls[2]?.headers[CSRF_HEADER]).toBe('t2');
    expect(client.getCsrfToken()).toBe('t3');
  });

  it('takes data.__token__ from GET /common/init', async () => {
    const { client, calls } = makeClient((call) =>
      call.url.endsWith('/common/init') ? ok({ version: '1.0.1', __token__: 'from-init' }) : ok(),
    );
    await client.get('/common/init');
    await client.patch('/me', { nickname: 'a' });
    await client.delete('/me/deletion');
    expect(calls[1]?.headers[CSRF_HEADER]).toBe('from-init');
    expect(calls[2]?.headers[CSRF_HEADER]).toBe('from-init');
  });

  it('lets parallel requests share the current token and keeps the newest afterwards', async () => {
    const { client, calls } = makeClient((call, i) => {
      if (call.method === 'GET') return ok(null, 'base');
      return { ...ok({ i }, `after-${i}`), delayMs: i === 1 ? 20 : 5 };
    });
    await client.get('/init-ish');
    const [a, b] = await Promise.all([client.post('/x', {}), client.post('/y', {})]);
    expect(a.code).toBe(1);
    expect(b.code).toBe(1);
    expect(calls[1]?.headers[CSRF_HEADER]).toBe('base');
    expect(calls[2]?.headers[CSRF_HEADER]).toBe('base');
    // the slower reply arrived last
    expect(client.getCsrfToken()).toBe('after-1');
  });

  it('retries once with the fresh token when refused for a __token__ field error', async () => {
    const { client, calls } = makeClient((_call, i) => {
      if (i === 0) {
        return { body: { code: 0, msg: 'bad token', data: { errors: [{ field: '__token__', msg: 'expired' }] } }, token: 'fresh' };
      }
      return ok({ done: true }, 'next');
    });
    client.setCsrfToken('stale');
    const res = await client.post<{ done: boolean }>('/orders', { a: 1 });
    expect(res).toEqual({ code: 1, msg: 'ok', data: { done: true } });
    expect(calls).toHaveLength(2);
    expect(calls[0]?.headers[CSRF_HEADER]).toBe('stale');
    expect(calls[1]?.headers[CSRF_HEADER]).toBe('fresh');
    expect(calls[1]?.body).toEqual({ a: 1 });
  });

  it('retries only once and then passes the refusal through', async () => {
    const refusal = { code: 0, msg: 'bad token', data: { errors: [{ field: '__token__', msg: 'x' }] } };
    const { client, calls } = makeClient(() => ({ body: refusal, token: 'again' }));
    const res = await client.post('/x', {});
    expect(calls).toHaveLength(2);
    expect(res.code).toBe(0);
  });

  it('does not retry other code-0 refusals', async () => {
    const { client, calls } = makeClient(() => ({
      body: { code: 0, msg: 'nickname required', data: { errors: [{ field: 'nickname', msg: 'required' }] } },
    }));
    const res = await client.post('/x', {});
    expect(calls).toHaveLength(1);
    expect(res.msg).toBe('nickname required');
  });
});

describe('api client: headers', () => {
  it('sends the session, language, platform and device headers', async () => {
    const { client, calls } = makeClient(() => ok());
    await client.post('/orders', { a: 1 }, { idempotencyKey: 'idem-1', query: { page: 2, skip: undefined } });
    const call = calls[0];
    expect(call?.url).toBe('/api/v1/orders?page=2');
    expect(call?.headers).toMatchObject({
      token: 'session-token',
      'user-token': 'session-token',
      language: 'en-us',
      'language-id': '2',
      platform: 'h5',
      model: 'iPhone',
      brand: 'Apple',
      sid: 'sid-1',
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json',
      'Idempotency-Key': 'idem-1',
    });
  });

  it('sends an empty user-token and no token header for guests', async () => {
    const { fetch, calls } = fakeFetch(() => ok());
    const client = createApiClient({
      fetch,
      session: { getToken: () => null, getUser: () => null, getSid: () => 's', logout: () => undefined },
      language: () => ({ code: 'zh-hant', id: 3 }),
      device: () => ({ model: 'PC', brand: 'Linux' }),
      ui: recordingUi().ui,
    });
    await client.get('/common/init');
    expect(calls[0]?.headers.token).toBeUndefined();
    expect(calls[0]?.headers['user-token']).toBe('');
    expect(calls[0]?.headers.language).toBe('zh-hant');
    expect(calls[0]?.headers['language-id']).toBe('3');
  });
});

describe('api client: code and status handling', () => {
  it('passes codes 1 and 0 through to the caller', async () => {
    const { client, toasts } = makeClient((call) =>
      call.url.includes('ok') ? ok({ a: 1 }) : { body: { code: 0, msg: 'sold out', data: null } },
    );
    await expect(client.get('/ok')).resolves.toEqual({ code: 1, msg: 'ok', data: { a: 1 } });
    await expect(client.get('/no')).resolves.toEqual({ code: 0, msg: 'sold out', data: null });
    expect(toasts).toEqual([]);
  });

  it('401: clears the session and goes to login', async () => {
    const { client, logout, events, networkErrors } = makeClient(() => ({ status: 401, body: { code: 401, msg: 'no', data: null } }));
    await expect(client.get('/me')).rejects.toMatchObject({ kind: 'auth', status: 401 });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(events).toContain('goLogin');
    expect(events).toContain('toast:errors.http.401');
    expect(networkErrors).toEqual([]);
  });

  it.each([-201, -202, -203])('%i: "login expired", logout, login page', async (code) => {
    const { client, logout, events } = makeClient(() => ({ status: 401, body: { code, msg: 'expired', data: null } }));
    await expect(client.get('/me')).rejects.toBeInstanceOf(ApiError);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(events).toEqual(['toast:errors.loginExpired', 'goLogin']);
  });

  it("403: toasts the server's message and raises network-error", async () => {
    const { client, toasts, networkErrors, logout } = makeClient(() => ({
      status: 403,
      body: { code: 403, msg: 'Volunteers only', data: null },
    }));
    await expect(client.post('/checkin/scan', {})).rejects.toMatchObject({ kind: 'forbidden' });
    expect(toasts).toEqual([{ text: 'Volunteers only' }]);
    expect(networkErrors).toEqual([{ status: 403, message: { key: 'errors.serverBusy' } }]);
    expect(logout).not.toHaveBeenCalled();
  });

  it("429: toasts the server's 'clicking too fast' message", async () => {
    const { client, toasts } = makeClient(() => ({
      status: 429,
      body: { code: 429, msg: 'Clicking too fast, try later', data: null },
    }));
    await expect(client.post('/x', {})).rejects.toMatchObject({ kind: 'rate' });
    expect(toasts).toEqual([{ text: 'Clicking too fast, try later' }]);
  });

  it('other codes: HTTP 200 passes through', async () => {
    const { client, toasts } = makeClient(() => ({ status: 200, body: { code: 7, msg: 'odd', data: 1 } }));
    await expect(client.get('/x')).resolves.toEqual({ code: 7, msg: 'odd', data: 1 });
    expect(toasts).toEqual([]);
  });

  it.each([
    [400, 'errors.http.400'],
    [404, 'errors.http.404'],
    [500, 'errors.http.500'],
    [502, 'errors.http.502'],
    [503, 'errors.http.503'],
    [418, 'errors.http.other'],
  ])('HTTP %i with another code: status toast and network-error', async (status, key) => {
    const { client, toasts, networkErrors } = makeClient(() => ({ status, body: { code: status, msg: 'x', data: null } }));
    await expect(client.get('/x')).rejects.toMatchObject({ kind: 'http', status });
    expect(toasts).toEqual([{ key }]);
    expect(networkErrors).toHaveLength(1);
  });

  it('a non-JSON error page maps by HTTP status', async () => {
    const { client, toasts } = makeClient(() => ({ status: 504, raw: '<html>Gateway Timeout</html>' }));
    await expect(client.get('/x')).rejects.toMatchObject({ status: 504 });
    expect(toasts).toEqual([{ key: 'errors.http.504' }]);
  });

  it("a transport failure toasts 'network request error!'", async () => {
    const rec = recordingUi();
    const client = createApiClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      session: { getToken: () => null, getUser: () => null, getSid: () => 's', logout: () => undefined },
      language: () => ({ code: 'en-us', id: 2 }),
      device: () => ({ model: 'PC', brand: 'Linux' }),
      ui: rec.ui,
    });
    await expect(client.get('/x')).rejects.toMatchObject({ kind: 'network' });
    expect(rec.toasts).toEqual([{ key: 'errors.networkRequest' }]);
    expect(rec.networkErrors).toEqual([{ status: 0, message: { key: 'errors.serverBusy' } }]);
  });

  it('offline (issue #35): a transport failure toasts, but raises no "server busy" bar', async () => {
    const rec = recordingUi();
    const client = createApiClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      session: { getToken: () => null, getUser: () => null, getSid: () => 's', logout: () => undefined },
      language: () => ({ code: 'en-us', id: 2 }),
      device: () => ({ model: 'PC', brand: 'Linux' }),
      ui: rec.ui,
    });
    const before = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true });
    try {
      await expect(client.get('/x')).rejects.toMatchObject({ kind: 'network' });
      await expect(client.get('/y', { quiet: true })).rejects.toMatchObject({ kind: 'network' });
    } finally {
      if (before) Object.defineProperty(globalThis, 'navigator', before);
      else delete (globalThis as { navigator?: unknown }).navigator;
    }
    expect(rec.toasts).toEqual([{ key: 'errors.networkRequest' }]);
    expect(rec.networkErrors).toEqual([]);
  });

  it('quiet requests skip the generic toast but still end an expired session', async () => {
    const { client, toasts } = makeClient(() => ({ status: 500, body: { code: 500, msg: 'x', data: null } }));
    await expect(client.get('/x', { quiet: true })).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toEqual([]);
  });

  it('maps every SPEC §8 status to its message key', () => {
    expect([400, 401, 403, 404, 408, 500, 501, 502, 503, 504, 505].map(statusMessageKey)).toEqual(
      [400, 401, 403, 404, 408, 500, 501, 502, 503, 504, 505].map((s) => `errors.http.${s}`),
    );
    expect(statusMessageKey(599)).toBe('errors.http.other');
  });

  it('unwrap returns data for code 1 and throws a BusinessError with field errors otherwise', () => {
    expect(unwrap({ code: 1, msg: '', data: 5 })).toBe(5);
    try {
      unwrap({ code: 0, msg: 'bad', data: { errors: [{ field: 'account', msg: 'invalid' }, { nope: 1 }] } });
      throw new Error('expected a throw');
    } catch (error) {
      expect(error).toBeInstanceOf(BusinessError);
      expect((error as BusinessError).fieldErrors).toEqual([{ field: 'account', msg: 'invalid' }]);
      expect((error as BusinessError).message).toBe('bad');
    }
  });
});

describe('api client: spinner and time-out', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the spinner only after 800 ms and hides it when done', async () => {
    const { client, events } = makeClient(() => ({ ...ok(), delayMs: 1000 }));
    const fast = makeClient(() => ({ ...ok(), delayMs: 100 }));

    const slowReq = client.get('/slow');
    const fastReq = fast.client.get('/fast');
    await jest.advanceTimersByTimeAsync(799);
    expect(events).not.toContain('loading:show');
    await jest.advanceTimersByTimeAsync(2);
    expect(events).toContain('loading:show');
    await jest.advanceTimersByTimeAsync(300);
    await slowReq;
    await fastReq;
    expect(events).toEqual(['loading:show', 'loading:hide']);
    expect(fast.events).toEqual([]);
  });

  it("times out after 60 s with 'request timed out'", async () => {
    const { client, toasts } = makeClient(() => ({ ...ok(), delayMs: 120_000 }));
    const req = client.get('/hang', { loading: false });
    const assertion = expect(req).rejects.toMatchObject({ kind: 'timeout', status: 408 });
    await jest.advanceTimersByTimeAsync(60_000);
    await assertion;
    expect(toasts).toEqual([{ key: 'errors.http.408' }]);
  });
});
