import type { ModuleRef } from '@nestjs/core';
import { JobQueue } from '@server/infra/queues/job-queue';
import { jobCatalogue } from '@server/infra/queues/queue.catalogue';
import type { RedisService } from '@server/infra/redis/redis.service';
import { MEMBERSHIP_QUEUE, MembershipJob, membershipQueue } from './membership.jobs';

/** A JobQueue over fake BullMQ queues that record what is added to them. */
function recordingJobQueue() {
  const added: { queue: string; name: string; data: unknown }[] = [];
  const moduleRef = {
    get: (token: string) => ({ add: async (name: string, data: unknown) => added.push({ queue: token, name, data }) }),
  } as unknown as ModuleRef;
  return { jobs: new JobQueue(moduleRef, {} as RedisService), added };
}

describe('membership jobs (declared in the module, merged into the catalogue)', () => {
  beforeAll(() => jobCatalogue.register(membershipQueue));

  it('routes its jobs to its own queue', async () => {
    const { jobs, added } = recordingJobQueue();
    await jobs.enqueue(MembershipJob.Expire, { userId: 'u1', until: 1_700_000_000 });
    expect(jobCatalogue.queueOf(MembershipJob.EndingSoon)).toBe(MEMBERSHIP_QUEUE);
    expect(added).toEqual([{ queue: 'BullQueue_membership', name: 'membership.expire', data: { userId: 'u1', until: 1_700_000_000 } }]);
  });

  it('types enqueue by the job: a wrong payload or an unknown name does not compile', async () => {
    const { jobs } = recordingJobQueue();
    // @ts-expect-error -- membership.expire takes { userId, until }
    await jobs.enqueue(MembershipJob.Expire, { orderId: 'o1' });
    // @ts-expect-error -- `until` is epoch seconds, a number
    await jobs.enqueue(MembershipJob.Expire, { userId: 'u1', until: '2026-01-01' });
    // @ts-expect-error -- no module declared this job (it would also find no queue at run time)
    await expect(jobs.enqueue('membership.renew', {})).rejects.toThrow('job "membership.renew" has no queue');
  });
});
