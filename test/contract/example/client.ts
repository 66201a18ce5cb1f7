/**
 * A client written only against the types openapi-typescript generates from docs/openapi.json
 * (`npm run api:types`): it logs in, lists articles and votes. test/contract/openapi.integration-spec.ts
 * compiles it strictly against freshly generated types and runs it against the app, so a document
 * that stops describing these answers (or describes them wrongly) fails there.
 */
import type { paths } from '../generated/reefline-api';

type Route = keyof paths;
type Operation<P extends Route, M extends 'get' | 'post'> = NonNullable<paths[P][M]>;
type Json<T> = T extends { content: { 'application/json': infer J } } ? J : never;
type Answer<O> = O extends { responses: { 200: infer R } } ? Json<R> : never;
type Body<O> = O extends { requestBody?: infer B } ? Json<NonNullable<B>> : never;
type Query<O> = O extends { parameters: { query?: infer Q } } ? Q : never;
type Path<O> = O extends { parameters: { path: infer P } } ? P : never;

/** A session: the token from login and the latest anti-forgery token (sent on state-changing calls). */
export interface Session {
  base: string;
  token?: string;
  csrf?: string;
}

async function call<P extends Route, M extends 'get' | 'post'>(
  s: Session,
  method: M,
  route: P,
  input: { path?: Path<Operation<P, M>>; query?: Query<Operation<P, M>>; body?: Body<Operation<P, M>> },
): Promise<Answer<Operation<P, M>>> {
  let url = String(route).replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(String((input.path as Record<string, unknown>)[k])));
  const query = Object.entries((input.query ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (query.length) url += `?${new URLSearchParams(query.map(([k, v]) => [k, String(v)])).toString()}`;
  const headers: Record<string, string> = { language: 'en-us' };
  if (s.token) headers['token'] = s.token;
  if (method !== 'get' && s.csrf) headers['__token__'] = s.csrf;
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(s.base + url, {
    method: method.toUpperCase(),
    headers,
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
  });
  s.csrf = res.headers.get('__token__') ?? s.csrf;
  return (await res.json()) as Answer<Operation<P, M>>;
}

export interface Outcome {
  nickname: string;
  articleTitles: string[];
  totalArticles: number;
  vote: { code: number; msg: string; votes?: number; remaining?: number };
}

/** Logs in, reads the first page of the latest articles, votes for an entry. */
export async function run(base: string, account: string, password: string, entryId: string): Promise<Outcome> {
  const s: Session = { base };
  const login = await call(s, 'post', '/api/v1/auth/login', { body: { account, password } });
  if (login.code !== 1) throw new Error(`login refused: ${login.msg}`);
  s.token = login.data.token;

  const page = await call(s, 'get', '/api/v1/articles', { query: { feed: 'latest', page: 1, limit: 10 } });
  if (page.code !== 1) throw new Error(`articles refused: ${page.msg}`);
  const articleTitles: string[] = page.data.items.map((a) => a.title);

  const vote = await call(s, 'post', '/api/v1/entries/{id}/votes', { path: { id: entryId }, body: {} });
  return {
    nickname: login.data.user.nickname,
    articleTitles,
    totalArticles: page.data.total,
    vote:
      vote.code === 1
        ? { code: 1, msg: vote.msg, votes: vote.data.votes, remaining: vote.data.remaining }
        : { code: vote.code, msg: vote.msg },
  };
}
