import { TickBatcher } from './tick-batcher';

describe('TickBatcher', () => {
  it('runs the calls of one event-loop turn together, in order, and answers each its own result', async () => {
    const runs: number[][] = [];
    const b = new TickBatcher<number, number>(async (items) => {
      runs.push(items);
      return items.map((x) => x * 10);
    });
    const first = await Promise.all([b.submit(1), b.submit(2), b.submit(3)]);
    const second = await b.submit(4);
    expect(first).toEqual([10, 20, 30]);
    expect(second).toBe(40);
    expect(runs).toEqual([[1, 2, 3], [4]]);
  });

  it('splits a turn larger than the cap', async () => {
    const runs: number[] = [];
    const b = new TickBatcher<number, number>(async (items) => {
      runs.push(items.length);
      return items;
    }, 2);
    expect(await Promise.all([1, 2, 3, 4, 5].map((x) => b.submit(x)))).toEqual([1, 2, 3, 4, 5]);
    expect(runs).toEqual([2, 2, 1]);
  });

  it('rejects every call of a batch whose run fails or answers the wrong number of results', async () => {
    const failing = new TickBatcher<number, number>(() => Promise.reject(new Error('down')));
    await expect(Promise.all([failing.submit(1), failing.submit(2)])).rejects.toThrow('down');
    const short = new TickBatcher<number, number>(async () => [1]);
    const results = await Promise.allSettled([short.submit(1), short.submit(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
