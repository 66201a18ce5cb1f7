import { preload } from 'react-dom';

/**
 * The first screen before everything else (issue #25). On a phone's slow link every request that
 * starts before the page's largest paint (its hero picture) competes with it; Lighthouse counts
 * them all. So, for the app's first page only, work the first screen does not show — the carousels,
 * the boards, the feeds below the fold, antd-mobile's imperative renderer — waits until:
 * - the first frame has been painted (`firstFramePainted`, from main.tsx), and
 * - the page's first API answers are in (`holdFirstScreen`, the route's prefetch), and
 * - the hero picture they named has arrived (`preloadHero`),
 * or at most {@link FIRST_SCREEN_LIMIT_MS} after the app started, whatever is still pending.
 * After that (and on every later navigation) `afterFirstScreen` is just "after the next paint".
 */
export const FIRST_SCREEN_LIMIT_MS = 3_000;

const holds = new Set<Promise<unknown>>();
const heroes = new Set<string>();
const waiting = new Set<() => void>();
let painted = false;
let open = false;
let limit: ReturnType<typeof setTimeout> | undefined;

function settle() {
  if (open) return;
  open = true;
  clearTimeout(limit);
  holds.clear();
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

/** Fetches the page's hero picture first; the first screen waits for it while it has not settled. */
export function preloadHero(src: string): void {
  preload(src, { as: 'image', fetchPriority: 'high' });
  if (open || heroes.has(src) || typeof Image === 'undefined') return;
  heroes.add(src);
  const img = new Image();
  img.fetchPriority = 'high';
  holdFirstScreen(
    new Promise<void>((resolve) => {
      img.onload = () => resolve();
      img.onerror = () => resolve();
    }),
  );
  img.src = src; // the same request as the preload (the browser shares it)
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
  const run = () => {
    waiting.delete(run);
    frame = requestAnimationFrame(() => {
      timer = setTimeout(fn, 0);
    });
  };
  if (open) run();
  else waiting.add(run);
  return () => {
    waiting.delete(run);
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
