/**
 * `reportSubmitError` (lib/forms.ts) for screens whose first render does not otherwise need the
 * forms helpers: they are fetched when an error is first reported (issue #25: 4.5 KB gzipped
 * less before the article page's first render).
 */
export function reportSubmitErrorLater(error: unknown): void {
  void import('@client/lib/forms').then((m) => m.reportSubmitError(error));
}
