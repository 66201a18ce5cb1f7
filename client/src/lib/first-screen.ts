import { useEffect } from 'react';
import { preload } from 'react-dom';

/**
 * The first screen before everything else (issue #25). On a phone's slow link every request that
 * starts before the page's largest paint (its hero picture) competes with it; Lighthouse counts
 * them all. So, for the app's first page only, work the first screen does not show — the carousels,
 * the boards, the feeds below the fold, antd-mobile's imperative renderer — waits until:
 * - the first frame has been painted (`firstFramePainted`, from main.tsx), and
 * - the page's first API answers are in (`holdFirstScreen`, the route's prefetch), and
 * - the hero picture they named has arrived and been decoded (`preloadHero`), the element that
 *   shows it has rendered (`useHeroShown`), and the browser has drawn it (its largest-paint entry,
 *   or HERO_PAINT_WAIT_MS),
 * or at most {@link FIRST_SCREEN_LIMIT_MS} after the app started, whatever is still pending.
 * After that (and on every later navigation) `afterFirstScreen` is just "after the next paint".
 */
export const FIRST_SCREEN_LIMIT_MS = 3_000;

const holds = new Set<Promise<unknown>>();
const heroes = new Set<string>();
/** Heroes whose element is on the page (`useHeroShown`), and those a hold waits to see there. */
const onPage = new Set<string>();
const awaitingPage = new Map<string, () => void>();
const waiting = new Set<() => void>();
let painted = false;
let open = false;
let limit: ReturnType<typeof setTimeout> | undefined;

function settle() {
  if (open) return;
  open = true;
  clearTimeout(limit);
  holds.clear();
  awaitingPage.clear();
  for (const run of [...waiting]) run();
  waiting.clear();
}

function check() {
  if (!open && painted && holds.size === 0) settle();
}

/** The first screen also waits for `work` (bounded by the limit); after it has settled, a no-op. */
export function holdFirstScreen(work: Promise<unknown>): void {
  if (open) return;
  holds.add(work);
  const release = () => {
    holds.delete(work);
    check();
  };
  work.then(release, release);
}

/** How long a decoded, rendered hero may take to be reported painted before the screen goes on. */
export const HERO_PAINT_WAIT_MS = 500;

/**
 * Resolves when the browser reports the picture `url` as a largest paint (Chromium's
 * `largest-contentful-paint` entries), or after HERO_PAINT_WAIT_MS: rendered and decoded is not yet
 * drawn — the frame may come a few tenths later on a busy phone — and a browser without those
 * entries (Safari) or a hero that is not the largest paint goes on at the wait's end.
 */
function heroPainted(url: string): Promise<void> {
  return new Promise<void>((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, HERO_PAINT_WAIT_MS);
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((e) => (e as PerformanceEntry & { url?: string }).url === url)) done();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    } catch {
      // no PerformanceObserver, or no such entry type: the wait decides
    }
  });
}

/** Fetches the page's hero picture first; the first screen waits for it while it has not settled. */
export function preloadHero(src: string): void {
  preload(src, { as: 'image', fetchPriority: 'high' });
  if (open || heroes.has(src) || typeof Image === 'undefined') return;
  heroes.add(src);
  const img = new Image();
  img.fetchPriority = 'high';
  img.src = src; // the same request as the preload (the browser shares it)
  // arrived and decoded (or failed), and the page's element that shows it rendered: it is drawn in
  // the next frame (the page's chunk may still be on its way when the picture is in)
  const rendered = new Promise<void>((resolve) => {
    if (onPage.has(src)) resolve();
    else awaitingPage.set(src, resolve);
  });
  holdFirstScreen(Promise.all([img.decode().catch(() => undefined), rendered]).then(() => heroPainted(img.src)));
}

/** The element showing the hero `src` is rendered (the hook of the component that shows it). */
export function useHeroShown(src: string | null | undefined): void {
  useEffect(() => {
    if (!src || open) return;
    onPage.add(src);
    awaitingPage.get(src)?.();
    awaitingPage.delete(src);
  }, [src]);
}

/** main.tsx: the app's first frame has been rendered; the limit starts counting from the app's start. */
export function firstFramePainted(): void {
  requestAnimationFrame(() => {
    painted = true;
    check();
  });
  if (!open && limit === undefined) limit = setTimeout(settle, Math.max(0, FIRST_SCREEN_LIMIT_MS - performance.now()));
}

/** Whether the first screen has settled (always true after the first page). */
export function firstScreenSettled(): boolean {
  return open;
}

/**
 * Runs `fn` after the first screen has settled and the browser has painted the current frame;
 * returns a cancel function.
 */
export function afterFirstScreen(fn: () => void): () => void {
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const afterFrame = () => {
    timer = setTimeout(fn, 0);
  };
  const run = () => {
    waiting.delete(run);
    // the first screen's last frame (its hero drawn) is painted before anything else starts
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(afterFrame);
    });
  };
  if (open) frame = requestAnimationFrame(afterFrame);
  else waiting.add(run);
  return () => {
    waiting.delete(run);
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
