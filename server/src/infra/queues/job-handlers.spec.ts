import { JobHandlerRegistry } from './job-handlers';

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
