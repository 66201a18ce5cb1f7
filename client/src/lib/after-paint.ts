/**
 * Runs `fn` once the browser has painted the current frame (issue #25): work that the first screen
 * does not show (the banner carousel, sockets, antd-mobile's imperative renderer) starts after
 * the page's largest paint instead of competing with it. Returns a cancel function.
 */
export function afterPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
