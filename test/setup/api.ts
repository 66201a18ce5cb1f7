import type { Envelope } from '@contracts/api';
import { checkAnswer } from './contract';

export interface ApiResponse<T = unknown> extends Envelope<T> {
  status: number;
  headers: Headers;
}

/**
 * A small HTTP client that behaves like the H5 app: sends the session token and the latest
 * `__token__` on state-changing requests, and reads the envelope. Every answer is checked against
 * the served API document (contract.ts): one that differs fails the request, naming the field.
 */
export class ApiClient {
  token?: string;
  csrf?: string;
  language = 'zh-cn';
  /** Cookies the server set (name → value), sent back like a browser would (the OAuth binding). */
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request<T = unknown>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const h: Record<string, string> = { language: this.language, ...headers };
    if (this.token) h['token'] = this.token;
    if (this.cookies.size) h['cookie'] = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.csrf && method !== 'GET' && !('__token__' in headers)) h['__token__'] = this.csrf;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      h['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(`${this.baseUrl}/api/v1${path}`, { method, headers: h, body: payload });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (/max-age=0/i.test(line) || eq === pair.length - 1) this.cookies.delete(pair.slice(0, eq));
      else this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const fresh = res.headers.get('__token__');
    if (fresh) this.csrf = fresh;
    const json = (await res.json()) as Envelope<T>;
    // Every answer must be what the API document declares for this route and status (contract.ts).
    await checkAnswer(this.baseUrl, method, `/api/v1${path}`, res.status, json);
    return { ...json, status: res.status, headers: res.headers };
  }

  get<T = unknown>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }
  post<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body ?? {}, headers);
  }
  put<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PUT', path, body ?? {}, headers);
  }
  patch<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PATCH', path, body ?? {}, headers);
  }
  delete<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('DELETE', path, body, headers);
  }
}
