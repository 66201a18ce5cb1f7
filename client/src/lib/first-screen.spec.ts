/**
 * The first screen's gate (issue #25): work deferred with `afterFirstScreen` runs only after the
 * first frame, the page's first answers and its hero picture — or at the limit, whatever is pending.
 */
type FirstScreen = typeof import('./first-screen');

/** `useHeroShown` runs in an effect: here its effect is run at once. */
jest.mock('react', () => ({ ...jest.requireActual<object>('react'), useEffect: (effect: () => void) => effect() }));
let shown: (src: string) => void = () => undefined;

class FakeImage {
  static made: FakeImage[] = [];
  fetchPriority = '';
  src = '';
  settle!: (ok: boolean) => void;
  private readonly decoded = new Promise<void>((resolve, reject) => {
    this.settle = (ok) => (ok ? resolve() : reject(new Error('EncodingError')));
  });
  constructor() {
    FakeImage.made.push(this);
  }
  decode(): Promise<void> {
    return this.decoded;
  }
}

function load(): FirstScreen {
  let mod: FirstScreen | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<FirstScreen>('./first-screen');
  });
  shown = (src) => mod!.useHeroShown(src);
  return mod!;
}

describe('first screen gate', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    FakeImage.made = [];
    Object.assign(globalThis, {
      requestAnimationFrame: (cb: () => void) => setTimeout(cb, 16) as unknown as number,
      cancelAnimationFrame: (id: number) => clearTimeout(id),
      Image: FakeImage,
    });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('waits for the first frame and the page’s first answers before deferred work runs', async () => {
    const fs = load();
    const ran = jest.fn();
    fs.afterFirstScreen(ran);
    let answer!: () => void;
    fs.holdFirstScreen(new Promise<void>((r) => (answer = r)));
    fs.firstFramePainted();
    await jest.advanceTimersByTimeAsync(100);
    expect(ran).not.toHaveBeenCalled();
    expect(fs.firstScreenSettled()).toBe(false);
    answer();
    await jest.advanceTimersByTimeAsync(100);
    expect(ran).toHaveBeenCalledTimes(1);
    expect(fs.firstScreenSettled()).toBe(true);
  });

  it('waits for the hero picture the answers named, asked for once however often it is named', async () => {
    const fs = load();
    const ran = jest.fn();
    fs.afterFirstScreen(ran);
    fs.preloadHero('/uploads/hero.jpg');
    fs.preloadHero('/uploads/hero.jpg');
    expect(FakeImage.made).toHaveLength(1);
    expect(FakeImage.made[0]!.src).toBe('/uploads/hero.jpg');
    fs.firstFramePainted();
    await jest.advanceTimersByTimeAsync(500);
    expect(ran).not.toHaveBeenCalled();
    FakeImage.made[0]!.settle(false); // a failed picture releases the screen too…
    await jest.advanceTimersByTimeAsync(100);
    expect(ran).not.toHaveBeenCalled(); // …once the element that shows it is on the page
    shown('/uploads/hero.jpg');
    await jest.advanceTimersByTimeAsync(100);
    expect(ran).not.toHaveBeenCalled(); // …and drawn: no paint entries here, so after the wait
    await jest.advanceTimersByTimeAsync(fs.HERO_PAINT_WAIT_MS);
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it('lets deferred work go at the limit when an answer never comes', async () => {
    const fs = load();
    const ran = jest.fn();
    fs.afterFirstScreen(ran);
    fs.holdFirstScreen(new Promise<void>(() => undefined));
    fs.firstFramePainted();
    await jest.advanceTimersByTimeAsync(fs.FIRST_SCREEN_LIMIT_MS - 200 - performance.now());
    expect(ran).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(fs.FIRST_SCREEN_LIMIT_MS);
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it('after the first screen, deferred work runs after the next frame; a cancelled one never runs', async () => {
    const fs = load();
    fs.firstFramePainted();
    await jest.advanceTimersByTimeAsync(50);
    expect(fs.firstScreenSettled()).toBe(true);
    const ran = jest.fn();
    const cancelled = jest.fn();
    fs.afterFirstScreen(ran);
    fs.afterFirstScreen(cancelled)();
    expect(ran).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(50);
    expect(ran).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
