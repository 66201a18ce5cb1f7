/**
 * The soak's traffic and its figures, shared by `npm run soak` (bench/soak.ts, a server process,
 * ten minutes) and its short run in the tests (test/soak/soak.integration-spec.ts): a mix of
 * browsing, votes, ticket orders and inbox reads by many logged-in users; the ceiling measured
 * closed-loop first, then an open-loop stream at a share of it; per bucket (a minute by default)
 * the error rate, p99 latency and the server's RSS and heap (from its /metrics).
 */
export interface SoakUser {
  token: string;
  csrf: string;
}

export interface SoakTargets {
  base: string;
  users: SoakUser[];
  contestId: string;
  entryIds: string[];
  exhibitionId: string;
  ticketTypeId: string;
  /**
   * The wider mix of `npm run soak` (#37), when given: locked articles to read and unlock (the users
   * hold credits), search queries taken in turn so none repeats, and ads served and their
   * impressions reported against the serve id. The short run in the tests leaves them out.
   */
  articleIds?: string[];
  searchQueries?: string[];
  ads?: boolean;
}

export interface Bucket {
  second: number;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  rssMb: number;
  heapMb: number;
}

export interface SoakResult {
  ceiling: number;
  rate: number;
  buckets: Bucket[];
  requests: number;
  errors: number;
  /** Error kinds seen ("POST /orders 200/0 …"), with counts. */
  errorKinds: Record<string, number>;
}

type Op = { method: 'GET' | 'POST'; path: string; body?: unknown; ad?: true };

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

let searchTurn = 0;

/** One request of the mix: 40 % browse, 30 % vote, 10 % buy, 20 % read messages; `wideOp` when the wider mix is given. */
function nextOp(t: SoakTargets): Op {
  if (t.articleIds?.length && t.searchQueries?.length && t.ads) return wideOp(t, t.articleIds, t.searchQueries);
  const r = Math.random();
  if (r < 0.4) return browseOp(t);
  if (r < 0.7) return { method: 'POST', path: `/entries/${pick(t.entryIds)}/votes`, body: {} };
  if (r < 0.8) return buyOp(t);
  return inboxOp();
}

const browseOp = (t: SoakTargets): Op =>
  pick<Op>([
    { method: 'GET', path: '/exhibitions' },
    { method: 'GET', path: `/exhibitions/${t.exhibitionId}` },
    { method: 'GET', path: `/contests/${t.contestId}/ranking` },
    { method: 'GET', path: `/entries/${pick(t.entryIds)}` },
    { method: 'GET', path: '/common/init' },
  ]);
const buyOp = (t: SoakTargets): Op => ({
  method: 'POST',
  path: '/orders',
  body: { ticketTypeId: t.ticketTypeId, quantity: 1, name: 'Soak Diver', email: 'soak@example.com', country: 'China' },
});
const inboxOp = (): Op => pick<Op>([{ method: 'GET', path: '/messages?limit=20' }, { method: 'GET', path: '/messages/unread-count' }]);

/**
 * The wider mix: 20 % browse, 15 % vote, 7 % buy, 10 % inbox, 15 % read an article (list or
 * detail), 10 % unlock one, 13 % search (a query not asked before in the run), 10 % an ad served
 * and its impression reported.
 */
function wideOp(t: SoakTargets, articles: string[], queries: string[]): Op {
  const r = Math.random();
  if (r < 0.2) return browseOp(t);
  if (r < 0.35) return { method: 'POST', path: `/entries/${pick(t.entryIds)}/votes`, body: {} };
  if (r < 0.42) return buyOp(t);
  if (r < 0.52) return inboxOp();
  if (r < 0.67) return pick<Op>([{ method: 'GET', path: '/articles?limit=20' }, { method: 'GET', path: `/articles/${pick(articles)}` }]);
  if (r < 0.77) return { method: 'POST', path: `/articles/${pick(articles)}/unlock`, body: {} };
  if (r < 0.9) return { method: 'GET', path: `/search?q=${encodeURIComponent(queries[searchTurn++ % queries.length]!)}` };
  return { method: 'GET', path: '/ads?slot=home_banner', ad: true };
}

async function call(t: SoakTargets, user: SoakUser, op: Op): Promise<{ ok: boolean; kind: string }> {
  const headers: Record<string, string> = { token: user.token, language: 'en-us' };
  if (op.method === 'POST') {
    headers['__token__'] = user.csrf;
    headers['content-type'] = 'application/json';
  }
  try {
    const res = await fetch(`${t.base}/api/v1${op.path}`, {
      method: op.method,
      headers,
      body: op.body ? JSON.stringify(op.body) : undefined,
    });
    const fresh = res.headers.get('__token__');
    if (fresh) user.csrf = fresh;
    const json = (await res.json()) as { code: number; msg: string; data: unknown };
    const route = op.path.replace(/[0-9a-f-]{36}/g, ':id').split('?')[0];
    if (op.ad && json.code === 1) return await reportImpression(t, user, json.data as { id: string; serve: string }[]);
    return { ok: json.code === 1, kind: `${op.method} ${route} ${res.status}/${json.code} ${json.msg}` };
  } catch (err) {
    return { ok: false, kind: `${op.method} ${op.path} network: ${err instanceof Error ? err.message : String(err)}` };
  }
}

/** The impression of the first ad served, against its serve id (an ad op is both requests). */
async function reportImpression(t: SoakTargets, user: SoakUser, ads: { id: string; serve: string }[]): Promise<{ ok: boolean; kind: string }> {
  const ad = ads[0];
  if (!ad) return { ok: false, kind: 'GET /ads served no ad' };
  const res = await fetch(`${t.base}/api/v1/ads/${ad.id}/impressions`, {
    method: 'POST',
    headers: { token: user.token, language: 'en-us', 'content-type': 'application/json' },
    body: JSON.stringify({ serve: ad.serve }),
  });
  const json = (await res.json()) as { code: number; msg: string };
  return { ok: json.code === 1, kind: `POST /ads/:id/impressions ${res.status}/${json.code} ${json.msg}` };
}

/** The server's resident set and V8 heap in use, from its Prometheus /metrics. */
export async function serverMemory(base: string): Promise<{ rssMb: number; heapMb: number }> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const num = (name: string) => Number(new RegExp(`^(?:reefline_)?${name}(?:\\{[^}]*\\})? ([0-9.e+]+)$`, 'm').exec(text)?.[1] ?? NaN);
  return { rssMb: num('process_resident_memory_bytes') / 2 ** 20, heapMb: num('nodejs_heap_size_used_bytes') / 2 ** 20 };
}

/**
 * Closed loop: `workers` callers back to back; requests per second completed, the median of three
 * windows of `seconds` / 3 (a shared machine's neighbours make single windows swing).
 */
export async function measureCeiling(t: SoakTargets, seconds: number, workers = 32): Promise<number> {
  const windows: number[] = [];
  for (let i = 0; i < 3; i++) windows.push(await closedLoop(t, seconds / 3, workers));
  return windows.sort((a, b) => a - b)[1]!;
}

async function closedLoop(t: SoakTargets, seconds: number, workers: number): Promise<number> {
  const end = Date.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < end) {
        await call(t, pick(t.users), nextOp(t));
        done++;
      }
    }),
  );
  return done / seconds;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : 0;

/**
 * Open loop at `rate` requests/s for `seconds` (at most `maxInFlight` (1024) at once: beyond that a
 * request counts as an error, "overloaded"), figures per `bucketSeconds`.
 */
export async function soak(
  t: SoakTargets,
  opts: { seconds: number; rate: number; bucketSeconds: number; maxInFlight?: number; onBucket?: (b: Bucket) => void },
): Promise<Omit<SoakResult, 'ceiling'>> {
  const maxInFlight = opts.maxInFlight ?? 1024;
  const buckets: Bucket[] = [];
  const errorKinds: Record<string, number> = {};
  let latencies: number[] = [];
  let requests = 0;
  let errors = 0;
  let bucketReq = 0;
  let bucketErr = 0;
  let inFlight = 0;
  const pending = new Set<Promise<void>>();
  const start = Date.now();
  let nextBucket = start + opts.bucketSeconds * 1000;
  let owed = 0;
  let last = start;
  const closeBucket = async (now: number) => {
    const sorted = latencies.sort((a, b) => a - b);
    const mem = await serverMemory(t.base).catch(() => ({ rssMb: NaN, heapMb: NaN }));
    const b: Bucket = {
      second: Math.round((now - start) / 1000),
      requests: bucketReq,
      errors: bucketErr,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      ...mem,
    };
    buckets.push(b);
    opts.onBucket?.(b);
    latencies = [];
    bucketReq = 0;
    bucketErr = 0;
  };
  while (Date.now() - start < opts.seconds * 1000) {
    const now = Date.now();
    owed += ((now - last) / 1000) * opts.rate;
    last = now;
    for (; owed >= 1; owed--) {
      requests++;
      bucketReq++;
      if (inFlight >= maxInFlight) {
        errors++;
        bucketErr++;
        errorKinds['overloaded (client-side in-flight cap)'] = (errorKinds['overloaded (client-side in-flight cap)'] ?? 0) + 1;
        continue;
      }
      inFlight++;
      const began = performance.now();
      const p = call(t, pick(t.users), nextOp(t)).then(({ ok, kind }) => {
        inFlight--;
        latencies.push(performance.now() - began);
        if (!ok) {
          errors++;
          bucketErr++;
          errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
        }
      });
      pending.add(p);
      void p.finally(() => pending.delete(p));
    }
    if (now >= nextBucket) {
      await closeBucket(now);
      nextBucket += opts.bucketSeconds * 1000;
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  await Promise.all(pending);
  if (bucketReq > 0) await closeBucket(Date.now());
  return { rate: opts.rate, buckets, requests, errors, errorKinds };
}

export function formatBucket(b: Bucket): string {
  const rate = b.requests ? ((100 * b.errors) / b.requests).toFixed(2) : '0.00';
  return `t=${String(b.second).padStart(4)}s  ${String(b.requests).padStart(6)} req  errors ${rate}%  p50 ${b.p50.toFixed(1)} ms  p99 ${b.p99.toFixed(1)} ms  RSS ${b.rssMb.toFixed(0)} MB  heap ${b.heapMb.toFixed(0)} MB`;
}
