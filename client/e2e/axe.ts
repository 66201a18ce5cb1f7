/**
 * Accessibility audit for browser tests: axe-core, WCAG 2 A and AA, critical and serious only.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { waitUntil } from './support';

/*
 * jest transforms node_modules (transformIgnorePatterns: []), which breaks axe-core's UMD wrapper
 * when @axe-core/playwright requires it in Node. Only its `source` text is needed there (it runs
 * in the page), so the module is replaced by that text, read as a plain file. (jest hoists this
 * above the import, and the registration holds for the whole test file that imports this module.)
 */
jest.mock('axe-core', () => {
  const { readFileSync } = jest.requireActual<typeof import('node:fs')>('node:fs');
  return { source: readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8') };
});

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** Runs axe on the page as it is; returns the critical and serious violations, printed. */
export async function seriousViolations(page: Page, label: string): Promise<string[]> {
  // a toast fading out (e.g. 'logged in') is half transparent and would fail the contrast check:
  // audit the page itself, once the toasts are gone
  await waitUntil(async () => (await page.locator('.adm-toast-main').count()) === 0, 'toasts to close');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const bad = results.violations.filter((v: Violation) => v.impact === 'critical' || v.impact === 'serious');
  const lines = bad.flatMap((v: Violation) =>
    v.nodes.map(
      (n) => `${label}: [${v.impact}] ${v.id} at ${JSON.stringify(n.target)} — ${n.failureSummary?.replace(/\s+/g, ' ') ?? v.help}`,
    ),
  );
  if (lines.length > 0) console.error(lines.join('\n'));
  // axe really looked at the page (a blank page would pass trivially)
  expect(results.passes.length).toBeGreaterThan(5);
  return lines;
}
