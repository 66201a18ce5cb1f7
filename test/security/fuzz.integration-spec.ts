/**
 * Property-based fuzzing of every API route, driven by the route table read at run time
 * (test/setup/route-table.ts) and each route's zod schemas (test/setup/schema-arbitrary.ts):
 * valid, boundary and mutated path parameters, query strings and bodies, sent as a guest, a member
 * and an admin. Every answer: no 5xx, no stack trace, the envelope (test/security/probe.ts).
 * FUZZ_RUNS (default 30) sets the cases per route and caller; FUZZ_SEED replays a run.
 */
import fc from 'fast-check';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiClient } from '@test/setup/api';
import { registerUser, userWithRoles } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';
import { assertMatchesOpenApi, routeTable, type RouteInfo } from '@test/setup/route-table';
import { HOSTILE_STRINGS, inputArb, toJs, validArb, toQuery } from '@test/setup/schema-arbitrary';
import { send, violation } from './probe';

const RUNS = Number(process.env['FUZZ_RUNS'] ?? 30);
const SEED = Number(process.env['FUZZ_SEED'] ?? Date.now() % 2 ** 31);

/** Raw path segments no encoder produces: invalid UTF-8, NUL, dot segments, a lone `%`. */
const RAW_SEGMENTS = ['%ED%A0%80', '%00', '%2e%2e', '..', '%', '%25', 'a%2Fb', '%C0%AF'];

function segment(v: unknown): string {
  const s = typeof v === 'string' ? v : (JSON.stringify(v) ?? '');
  return encodeURIComponent(s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')); // a lone surrogate cannot be percent-encoded
}

/** One path parameter: valid for its schema, any string, or a hostile one (encoded or raw). */
function paramArb(r: RouteInfo, name: string): fc.Arbitrary<string> {
  const props = r.paramsSchema ? (toJs(r.paramsSchema).properties ?? {}) : {};
  const valid = props[name] ? validArb(props[name]).map(segment) : fc.string({ minLength: 1, maxLength: 12 }).map(segment);
  return fc.oneof(
    { arbitrary: valid, weight: 3 },
    { arbitrary: fc.constantFrom(...HOSTILE_STRINGS.filter(Boolean)).map(segment), weight: 1 },
    { arbitrary: fc.constantFrom(...RAW_SEGMENTS), weight: 1 },
  );
}

interface Case {
  params: Record<string, string>;
  query: unknown;
  body: unknown;
}

function caseArb(r: RouteInfo): fc.Arbitrary<Case> {
  const params = r.params.length
    ? fc.record(Object.fromEntries(r.params.map((p) => [p, paramArb(r, p)])) as Record<string, fc.Arbitrary<string>>)
    : fc.constant({});
  return fc.record({
    params,
    query: r.query ? inputArb(r.query) : fc.oneof(fc.constant(undefined), fc.dictionary(fc.string({ maxLength: 8 }), fc.string())),
    body: r.method === 'GET' ? fc.constant(undefined) : inputArb(r.body),
  });
}

function urlOf(r: RouteInfo, c: Case): string {
  const path = r.path.replace(/^\/api\/v1/, '').replace(/:(\w+)/g, (_, n: string) => c.params[n] ?? 'x');
  return path + toQuery(c.query);
}

describe('fuzzing every route from its schemas (guest, member, admin)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({
      LOG_LEVEL: 'fatal',
      RATE_LIMIT_DEFAULT_PER_MINUTE: '1000000',
      CONTEST_VOTES_PER_IP_PER_MINUTE: '1000000',
      CONTEST_VOTES_PER_DEVICE_PER_MINUTE: '1000000',
      CODE_COOLDOWN_SECONDS: '0',
      CODE_DAILY_CAP_PER_TARGET: '1000000',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`never answers 5xx, a stack trace or anything but the envelope (FUZZ_RUNS=${RUNS}, seed ${SEED})`, async () => {
    const table = routeTable(t.app);
    await assertMatchesOpenApi(t.url, table);
    /** Callers; a member or admin whose session a fuzzed request ended (logout, deletion…) is replaced. */
    const callers: Record<string, () => Promise<ApiClient>> = {
      guest: async () => {
        const g = new ApiClient(t.url);
        await g.get('/common/init'); // a guest's __token__
        return g;
      },
      member: async () => (await registerUser(t)).client,
      admin: async () => {
        const a = (await userWithRoles(t, ['admin'])).client;
        await a.get('/me');
        return a;
      },
    };
    const current: Record<string, ApiClient> = {};
    for (const [k, make] of Object.entries(callers)) current[k] = await make();

    let requests = 0;
    const failures: string[] = [];
    const started = Date.now();
    for (const r of table) {
      for (const who of Object.keys(callers)) {
        const result = await fc.check(
          fc.asyncProperty(caseArb(r), async (c) => {
            requests++;
            const body = c.body === undefined ? (r.method === 'GET' ? undefined : '') : JSON.stringify(c.body);
            const p = await send(current[who]!, r.method, urlOf(r, c), body || undefined);
            const why = violation(p);
            if (why) throw new Error(why);
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
        if (result.failed) {
          failures.push(
            `${who} ${r.method} ${r.path} (${r.source}): ${String(result.errorInstance).slice(0, 400)} — case ${fc.stringify(result.counterexample).slice(0, 400)}`,
          );
        }
        if (who !== 'guest' && (await current[who]!.get('/me')).code !== 1) current[who] = await callers[who]!();
      }
    }
    const summary = `${table.length} routes × ${Object.keys(callers).length} callers × ${RUNS} cases: ${requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s, seed ${SEED}, ${failures.length} failing\n${failures.join('\n')}\n`;
    const dir = join(__dirname, '..', '..', '.tmp');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'fuzz-summary.txt'), summary);
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThanOrEqual(table.length * 3 * RUNS);
  }, 240_000);
});
