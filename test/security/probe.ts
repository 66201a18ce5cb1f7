/**
 * Raw HTTP for hostile-input tests: sends anything (any body text, any path) with a client's
 * session and `__token__`, and checks what must hold for every answer: no 5xx, no stack trace, and
 * the envelope {code, msg, data} on every JSON answer and every refusal.
 */
import type { ApiClient } from '@test/setup/api';
import { checkedFetch } from '@test/setup/contract';

export interface Probe {
  status: number;
  type: string;
  text: string;
  json?: { code: unknown; msg: unknown; data: unknown };
}

/** What a stack trace or a server path looks like in an answer. */
const LEAK = /\n\s+at \S|\bat [\w$.<>]+ \([^)]*:\d+:\d+\)|\.(?:ts|js):\d+:\d+|node_modules|\/work\/|QueryFailedError|TypeORMError|ZodError/;

export async function send(
  client: ApiClient | { baseUrl: string; token?: string; csrf?: string },
  method: string,
  path: string,
  body?: string | FormData,
  headers: Record<string, string> = {},
): Promise<Probe> {
  const h: Record<string, string> = { language: 'en-us', ...headers };
  if (client.token) h['token'] = client.token;
  if (client.csrf && method !== 'GET') h['__token__'] = client.csrf;
  if (typeof body === 'string' && !h['content-type']) h['content-type'] = 'application/json';
  const res = await checkedFetch(`${client.baseUrl}/api/v1${path}`, { method, headers: h, body, redirect: 'manual' });
  const fresh = res.headers.get('__token__');
  if (fresh) client.csrf = fresh;
  const text = await res.text();
  const type = res.headers.get('content-type') ?? '';
  let json: Probe['json'];
  if (type.includes('json')) {
    try {
      json = JSON.parse(text) as Probe['json'];
    } catch {
      json = undefined;
    }
  }
  return { status: res.status, type, text, json };
}

/** Why an answer breaks the rules (undefined when it keeps them). */
export function violation(p: Probe): string | undefined {
  if (p.status >= 500) return `HTTP ${p.status}: ${p.text.slice(0, 300)}`;
  if (LEAK.test(p.text)) return `leaks internals: ${p.text.slice(0, 300)}`;
  const needsEnvelope = p.type.includes('json') || p.status >= 400;
  if (!needsEnvelope) return undefined; // a redirect or an HTML page (the sandbox checkout)
  const j = p.json;
  if (!j || typeof j !== 'object') return `HTTP ${p.status} without a JSON envelope: ${p.text.slice(0, 200)}`;
  if (typeof j.code !== 'number' || typeof j.msg !== 'string' || !('data' in j)) return `not the envelope: ${p.text.slice(0, 200)}`;
  if (p.status >= 400 && j.code === 1) return `HTTP ${p.status} with code 1`;
  return undefined;
}
