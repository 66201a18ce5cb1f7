import { startTransition, useEffect, useState } from 'react';
import { afterFirstScreen, firstScreenSettled } from '@client/lib/first-screen';

/**
 * Runs `fn` once the browser has painted the current frame (issue #25) — on the app's first page,
 * once its first screen has settled too (lib/first-screen.ts): work that the first screen does not
 * show (the banner carousel, sockets, antd-mobile's imperative renderer) starts after the page's
 * largest paint instead of competing with it. Returns a cancel function.
 */
export function afterPaint(fn: () => void): () => void {
  return afterFirstScreen(fn);
}

/**
 * False until `afterPaint` would run (on the app's first page, until its first screen has settled):
 * render what is below the first screen — and so fetch its chunk and data — only when it is true.
 * The switch is a transition: React renders what it reveals in slices it can pause, so the phone
 * meets no long task (Lighthouse's total blocking time) when the rest of the page arrives.
 */
export function useAfterPaint(): boolean {
  const [ready, setReady] = useState(firstScreenSettled);
  useEffect(() => (ready ? undefined : afterPaint(() => startTransition(() => setReady(true)))), [ready]);
  return ready;
}
