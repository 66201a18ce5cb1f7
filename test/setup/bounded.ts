/**
 * Teardown steps that must not hold a test file past its hook timeout: `bounded` waits for `step`
 * at most `ms`, then says which step was slow (on stderr, so the CI log names it) and goes on. A
 * step that fails is reported the same way; the caller's later steps (dropping the database, which
 * ends any connection still open) still run.
 */
export async function bounded(label: string, ms: number, step: () => Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const started = Date.now();
  const outcome = await Promise.race([
    step().then(
      () => 'done' as const,
      (err: unknown) => (err instanceof Error ? err.message : String(err)),
    ),
    new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), ms);
      timer.unref();
    }),
  ]);
  clearTimeout(timer);
  if (outcome === 'late') console.warn(`[teardown] ${label} did not finish in ${ms} ms; going on without it`);
  else if (outcome !== 'done') console.warn(`[teardown] ${label} failed after ${Date.now() - started} ms: ${outcome}`);
}
