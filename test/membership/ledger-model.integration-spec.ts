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
 * Model test: after any random sequence of grants, spends, refunds, expiries and adjustments (run
 * against the real ledger and database), the state row equals the ledger's sums, no balance is
 * negative, and both equal a plain in-memory model.
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
            const r = await ledger.apply(userId, {
              kind: 'grant',
              key: `grant:${randomUUID()}`,
              vipUntil: (cur) => extendVip(cur, o.n, new Date()),
            });
            model.vipUntil = r.state.vip_until;
          } else if (o.op === 'spend') {
            const vip = !!model.vipUntil && model.vipUntil > new Date();
            const done = await ledger.unlock(userId, articles[o.article]!);
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
            if (!g || g.refunded || model.credits < g.credits) continue;
            await ledger.apply(userId, { kind: 'refund', key: g.key.replace('grant', 'refund'), credits: -g.credits });
            g.refunded = true;
            model.credits -= g.credits;
          } else if (o.op === 'expire') {
            await ledger.apply(userId, {
              kind: 'expiry',
              key: `expiry:${randomUUID()}`,
              vipUntil: (cur) => (cur && cur > new Date() ? new Date() : cur),
            });
            const s = await ledger.state(userId);
            model.vipUntil = s?.vip_until ?? null;
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
