import { debounce, DEFAULT_RATE_MS, throttle } from '@client/lib/rate';

describe('throttle', () => {
  it('runs the first call and drops repeats within 500 ms', () => {
    let now = 1000;
    const fn = jest.fn();
    const t = throttle(fn, DEFAULT_RATE_MS, () => now);
    expect(t('a')).toBe(true);
    now += 499;
    expect(t('b')).toBe(false);
    now += 1;
    expect(t('c')).toBe(true);
    expect(fn.mock.calls).toEqual([['a'], ['c']]);
  });

  it('reset lets the next call through', () => {
    const fn = jest.fn();
    const t = throttle(fn, 500, () => 0);
    t();
    t.reset();
    expect(t()).toBe(true);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('debounce', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs once with the last arguments, 500 ms after the last call', () => {
    const fn = jest.fn();
    const d = debounce(fn);
    d(1);
    jest.advanceTimersByTime(300);
    d(2);
    jest.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([[2]]);
  });

  it('cancel drops the pending call; flush runs it now', () => {
    const fn = jest.fn();
    const d = debounce(fn, 100);
    d('x');
    d.cancel();
    jest.advanceTimersByTime(200);
    expect(fn).not.toHaveBeenCalled();
    d('y');
    d.flush();
    expect(fn.mock.calls).toEqual([['y']]);
    jest.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
