import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { AppException } from '@server/common/errors/app.exception';
import { MembershipLedger } from '@server/modules/membership/services/membership-ledger';
import { extendVip } from '@server/modules/membership/services/vip-calendar';
import { startApp, type TestApp } from '@test/setup/harness';
import { ledgerCheck } from './helpers';

type Op =
  | { op: 'grantCredits'; n: number }
  | { op: 'grantMonths'; n: number }
  | { op: 'spend'; article: number }
  | { op: 'refund'; grant: number }
  | { op: 'expire' }
  | { op: 'adjust'; credits: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('grantCredits' as const), n: fc.integer({ min: 1, max: 30 }) }),
  fc.record({ op: fc.constant('grantMonths' as const), n: fc.integer({ min: 1, max: 12 }) }),
  fc.record({ op: fc.constant('spend' as const), article: fc.integer({ min: 0, max: 5 }) }),
  fc.record({ op: fc.constant('refund' as const), grant: fc.integer({ min: 0, max: 5 }) }),
  fc.record({ op: fc.constant('expire' as const) }),
  fc.record({ op: fc.constant('adjust' as const), credits: fc.integer({ min: -10, max: 10 }).filter((n) => n !== 0) }),
);

/**
 * The model's VIP calendar, written apart from the app's (vip-calendar.ts works in offset
 * arithmetic; this one in Shanghai calendar dates): a period ends at 00:00 Shanghai time on the
 * day after its last day; months are added to the day of the month, clamped to the month's end;
 * an active period is extended from its end, a lapsed one from today (today counts).
 */
const shanghaiDay = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' }); // yyyy-mm-dd
const midnightIn = (day: string) => new Date(`${day}T00:00:00+08:00`);
function plusMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
const nextDay = (day: string) => shanghaiDay(new Date(midnightIn(day).getTime() + 36 * 3600_000));
function modelExtend(end: Date | null, months: number, now: Date): Date {
  if (end && end > now) return midnightIn(plusMonths(shanghaiDay(end), months));
  return midnightIn(nextDay(plusMonths(shanghaiDay(now), months)));
}

/**
 * Model test: after any random sequence of grants, spends, refunds (also those that must fail),
 * expiries and adjustments (run against the real ledger and database), the state row equals the
 * ledger's sums, no balance is negative, and both equal a plain in-memory model, VIP end included.
 */
describe('membership ledger: state always equals the ledger (fast-check)', () => {
  let t: TestApp;
  let ledger: MembershipLedger;

  beforeAll(async () => {
    t = await startApp({ WORKER_ROLE: 'api' });
    ledger = t.app.get(MembershipLedger);
  });
  afterAll(() => t.close());

  it('any sequence keeps state == Σ ledger, credits ≥ 0, and matches the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
        const userId = randomUUID();
        const articles = Array.from({ length: 6 }, () => randomUUID());
        const model = { credits: 0, cumulative: 0, unlocked: new Set<number>(), vipUntil: null as Date | null };
        const grants: { key: string; credits: number; refunded: boolean }[] = [];
        for (const o of ops) {
          if (o.op === 'grantCredits') {
            const key = `grant:${randomUUID()}`;
            await ledger.apply(userId, { kind: 'grant', key, credits: o.n });
            grants.push({ key, credits: o.n, refunded: false });
            model.credits += o.n;
          } else if (o.op === 'grantMonths') {
            const now = new Date();
            const expected = modelExtend(model.vipUntil, o.n, now);
            // the app's rule is what extends; the model predicts where it must end
            const r = await ledger.apply(userId, {
              kind: 'grant',
              key: `grant:${randomUUID()}`,
              vipUntil: (cur) => extendVip(cur, o.n, now),
            });
            expect(r.state.vip_until?.toISOString()).toBe(expected.toISOString());
            model.vipUntil = expected;
          } else if (o.op === 'spend') {
            const vip = !!model.vipUntil && model.vipUntil > new Date();
            const done = await ledger.unlock(userId, articles[o.article]!, articles[o.article]!); // each its own translation group
            // A VIP's unlock writes nothing (only a credit unlocks for good): it answers the state, uncharged.
            if (vip) expect(done).toMatchObject({ charged: false, state: { remainingCredits: model.credits } });
            else if (model.unlocked.has(o.article)) expect(done).toBeUndefined();
            else if (model.credits > 0) {
              expect(done).toMatchObject({ charged: true });
              model.unlocked.add(o.article);
              model.cumulative++;
              model.credits--;
            } else expect(done).toBeUndefined();
          } else if (o.op === 'refund') {
            const g = grants[o.grant];
            if (!g) continue;
            const run = ledger.apply(userId, { kind: 'refund', key: g.key.replace('grant', 'refund'), credits: -g.credits });
            if (model.credits < g.credits)
              await expect(run).rejects.toBeInstanceOf(AppException); // spent: refused
            else if (g.refunded)
              expect((await run).applied).toBe(false); // twice: the second changes nothing
            else {
              expect((await run).applied).toBe(true);
              g.refunded = true;
              model.credits -= g.credits;
            }
          } else if (o.op === 'expire') {
            const before = Date.now();
            const r = await ledger.apply(userId, {
              kind: 'expiry',
              key: `expiry:${randomUUID()}`,
              vipUntil: (cur) => (cur && cur > new Date() ? new Date() : cur),
            });
            const end = r.state.vip_until;
            if (model.vipUntil && model.vipUntil.getTime() > before) {
              // ended now: between the call and its answer (the ledger keeps whole seconds)
              expect(end!.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
              expect(end!.getTime()).toBeLessThanOrEqual(Date.now());
              model.vipUntil = end;
            } else expect(end?.toISOString()).toBe(model.vipUntil?.toISOString()); // nothing to end
          } else {
            const refused = model.credits + o.credits < 0;
            const run = ledger.apply(userId, { kind: 'adjust', key: MembershipLedger.adjustKey(), credits: o.credits, reason: 'model' });
            if (refused) await expect(run).rejects.toBeInstanceOf(AppException);
            else {
              await run;
              model.credits += o.credits;
            }
          }
        }
        expect((await ledger.state(userId))?.vip_until?.toISOString()).toBe(model.vipUntil?.toISOString());
        const c = await ledgerCheck(t, userId);
        expect(c.state).toEqual(c.ledger);
        expect(c.state.credits).toBeGreaterThanOrEqual(0);
        expect(c.state.credits).toBe(model.credits);
        expect(c.state.cumulative).toBe(model.cumulative);
        expect(c.unlocks).toBe(model.unlocked.size);
      }),
      { numRuns: 40 },
    );
  });
});
