import { assertJobsWired, JobHandlerRegistry } from './job-handlers';
import { defineQueue, JobCatalogue, type JobName } from './queue.catalogue';

/** Job names of these tests only (no module declares them: cast, as a stranger's string would be). */
const job = (name: string) => name as JobName;

describe('job handler registry', () => {
  it('refuses a second handler for one job', () => {
    const r = new JobHandlerRegistry();
    r.register('orders.expire', 'ExpireProcessor');
    r.register('orders.expire', 'ExpireProcessor'); // the same class twice (re-import) is fine
    expect(() => r.register('orders.expire', 'OtherProcessor')).toThrow(/two handlers: ExpireProcessor and OtherProcessor/);
  });

  it('names every job without a handler', () => {
    const r = new JobHandlerRegistry();
    r.register('a', 'A');
    expect(() => r.assertComplete(['a', 'b', 'c'])).toThrow('jobs without a handler: b, c');
    expect(() => r.assertComplete(['a'])).not.toThrow();
  });
});

describe('job catalogue (queues registered by the modules)', () => {
  const fish = defineQueue({ module: 'fish', queue: 'fish', jobs: [job('fish.feed'), job('fish.count')] });

  it('routes each job to the queue its module registered', () => {
    const c = new JobCatalogue();
    c.register(fish);
    c.register(defineQueue({ module: 'reef', queue: 'reef', jobs: [job('reef.scan')] }));
    expect(c.queueOf('fish.count')).toBe('fish');
    expect(c.queueOf('reef.scan')).toBe('reef');
    expect(c.queues()).toEqual(['fish', 'reef']);
    expect(() => c.queueOf('coral.grow')).toThrow('job "coral.grow" has no queue: no module registered it');
  });

  it('lets a module register its queue again (a second app in one process)', () => {
    const c = new JobCatalogue();
    c.register(fish);
    expect(() => c.register(fish)).not.toThrow();
    expect(c.jobs()).toEqual(['fish.feed', 'fish.count']);
  });

  it('refuses a job registered by two modules', () => {
    const c = new JobCatalogue();
    c.register(fish);
    expect(() => c.register(defineQueue({ module: 'reef', queue: 'reef', jobs: [job('fish.feed')] }))).toThrow(
      'job "fish.feed" is registered by two modules: fish and reef',
    );
  });

  it('refuses a queue registered by two modules', () => {
    const c = new JobCatalogue();
    c.register(fish);
    expect(() => c.register(defineQueue({ module: 'reef', queue: 'fish', jobs: [job('reef.scan')] }))).toThrow(
      'queue "fish" is registered by two modules: fish and reef',
    );
  });

  it('fails start-up on a job without a handler and on a handled job whose queue is unknown', () => {
    const c = new JobCatalogue();
    c.register(fish);
    const h = new JobHandlerRegistry();
    h.register('fish.feed', 'FishProcessor');
    expect(() => assertJobsWired(c, h)).toThrow('jobs without a handler: fish.count');
    h.register('fish.count', 'FishProcessor');
    expect(() => assertJobsWired(c, h)).not.toThrow();
    h.register('coral.grow', 'CoralProcessor'); // handled, but no module registered its queue
    expect(() => assertJobsWired(c, h)).toThrow('jobs whose queue is unknown (no module registered them): coral.grow');
  });
});
