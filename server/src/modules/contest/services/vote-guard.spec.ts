import type { AppConfig } from '@server/config/app-config';
import type { RedisService } from '@server/infra/redis/redis.service';
import type { AllowanceLoader } from './allowance.loader';
import { VoteGuard, type GuardedVote } from './vote-guard.service';

/** PostgreSQL's view of the allowance, as the injected loader reads it. */
class FakeAllowance {
  readonly calls: string[] = [];
  /** The highest slot PostgreSQL holds. */
  inDb = 0;

  async used(contestId: string, userId: string, day: string): Promise<number> {
    this.calls.push(`${contestId}|${day}|${userId}`);
    await Promise.resolve();
    return this.inDb;
  }
}

function setup() {
  const allowance = new FakeAllowance();
  // Only what the checks touch: the cluster sets are restored from Redis in the background.
  const redis = { client: { smembers: () => Promise.resolve([]) } } as unknown as RedisService;
  const config = {
    raw: {
      CONTEST_VOTES_PER_IP_PER_MINUTE: 1000,
      CONTEST_VOTES_PER_DEVICE_PER_MINUTE: 1000,
      CONTEST_CLUSTER_ACCOUNTS_PER_IP: 1000,
      CONTEST_CLUSTER_ACCOUNTS_PER_DEVICE: 1000,
    },
  } as unknown as AppConfig;
  return { allowance, guard: new VoteGuard(redis, config, allowance as unknown as AllowanceLoader) };
}

const vote: GuardedVote = { contestId: 'c1', day: '2026-11-25', limit: 5, userId: 'u1', ip: '10.0.0.1', deviceId: null };

describe('VoteGuard with its injected allowance loader', () => {
  it('loads a voter’s counter once from PostgreSQL, however many votes arrive meanwhile, and hands out the slots after it', async () => {
    const { allowance, guard } = setup();
    allowance.inDb = 2;
    const verdicts = await Promise.all(Array.from({ length: 5 }, () => guard.check(vote)));
    expect(allowance.calls).toEqual(['c1|2026-11-25|u1']);
    expect(verdicts).toEqual([
      { kind: 'ok', slot: 3, flag: '' },
      { kind: 'ok', slot: 4, flag: '' },
      { kind: 'ok', slot: 5, flag: '' },
      { kind: 'allowance' },
      { kind: 'allowance' },
    ]);
    // Another day is another counter.
    expect(await guard.check({ ...vote, day: '2026-11-26' })).toEqual({ kind: 'ok', slot: 3, flag: '' });
    expect(allowance.calls).toHaveLength(2);
  });

  it('after a refusal, resync drops the counter for PostgreSQL’s count: slots taken elsewhere are skipped, refused ones given back', async () => {
    const { allowance, guard } = setup();
    expect(await guard.check(vote)).toMatchObject({ slot: 1 });
    // Another instance wrote slots 2 and 3: this one's slot 2 was refused.
    allowance.inDb = 3;
    await guard.resync(vote);
    expect(await guard.check(vote)).toMatchObject({ slot: 4 });
    // Slots 4 and 5 handed out, then refused by PostgreSQL (voting closed meanwhile): not in PostgreSQL.
    expect(await guard.check(vote)).toMatchObject({ slot: 5 });
    await guard.resync(vote);
    expect(await guard.check(vote)).toMatchObject({ slot: 4 });
    expect(allowance.calls).toHaveLength(3);
  });
});
