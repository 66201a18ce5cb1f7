/**
 * Browser end-to-end support: Debian's Chromium through playwright-core, one real app per test
 * file (startApp: own database and Redis prefix), and small helpers for the antd-mobile screens.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { ApiClient } from '@test/setup/api';
import { checkAnswer, ContractError } from '@test/setup/contract';
import { lastCode } from '@test/setup/factories';
import { bounded } from '@test/setup/bounded';
import { startApp, type TestApp } from '@test/setup/harness';

const ROOT = resolve(__dirname, '..', '..');
const SHOT_DIR = join(ROOT, '.tmp', 'e2e');
export const CHROMIUM_PATH = process.env['REEFLINE_CHROMIUM'] ?? '/usr/bin/chromium';

/** How long a single wait (element, address, toast) may take. */
export const WAIT_MS = 10_000;
/** A test's limit (jest's project-level testTimeout does not apply inside `projects`). */
export const TEST_TIMEOUT_MS = 45_000;

/** localStorage key of the session token (client/src/lib/session.ts). */
const TOKEN_KEY = 'reefline:token';

/** `extraArgs`: more Chromium switches (e.g. the fake camera's, see fake-camera.ts). */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} is missing: apt-get install -y chromium fonts-noto-cjk`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}

/**
 * The browser tests use the app exactly as the server serves it: the server must answer `/h5/`
 * with the built H5 app and serve the script it names. There is no fallback (a broken static route
 * fails every browser test here, at start), and it must carry its security headers (issue #24).
 */
async function assertServerServesClient(baseUrl: string): Promise<void> {
  const hint = 'build it with `npx vite build --config client/vite.config.mts`';
  const page = await fetch(`${baseUrl}/h5/`);
  const html = await page.text();
  if (!page.ok || !(page.headers.get('content-type') ?? '').includes('text/html') || !html.includes('<div id="root"')) {
    throw new Error(`the server does not serve the H5 app at /h5/ (HTTP ${page.status}); is client/dist built? ${hint}`);
  }
  if (!(page.headers.get('content-security-policy') ?? '').includes("script-src 'self'")) {
    throw new Error('the server serves /h5/ without its Content-Security-Policy');
  }
  const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
  if (!script) throw new Error('the H5 page served at /h5/ names no script');
  const asset = await fetch(new URL(script, `${baseUrl}/h5/`));
  if (!asset.ok || !(asset.headers.get('content-type') ?? '').includes('javascript')) {
    throw new Error(`the server does not serve the H5 app's script ${script} (HTTP ${asset.status})`);
  }
}

export interface E2eApp {
  app: TestApp;
  browser: Browser;
  /** an API client (guest) for the dev outbox and direct checks */
  api: ApiClient;
  /**
   * a fresh browser context (own storage) with a 390×844 zh-CN phone page; `serviceWorkers:
   * 'block'` for a test that intercepts requests the app's worker would otherwise make itself
   * (Playwright's routes do not see a worker's fetches; the worker keeps the ticket wallet, issue #35)
   */
  newPage(opts?: { serviceWorkers?: 'allow' | 'block' }): Promise<Page>;
  /** `<url>/h5/#<route>` */
  h5(route: string): string;
  /** Content-Security-Policy violations reported so far by any page (any one fails the file at close) */
  readonly cspViolations: readonly string[];
  close(): Promise<void>;
}

/**
 * Starts the real app and Chromium (with `opts.browserArgs` added to its switches). Call in
 * beforeAll, `close()` in afterAll.
 */
export async function startE2e(overrides: Record<string, string> = {}, opts: { browserArgs?: readonly string[] } = {}): Promise<E2eApp> {
  const app = await startApp(overrides);
  let browser: Browser;
  try {
    await assertServerServesClient(app.url);
    browser = await launchBrowser(opts.browserArgs);
  } catch (err) {
    await app.close();
    throw err;
  }
  const contexts: BrowserContext[] = [];
  // Content-Security-Policy violations the pages reported, and API answers the pages received that
  // differ from the API document (test/setup/contract.ts): any one fails the file (close() throws).
  const violations: string[] = [];
  const mismatches: string[] = [];
  try {
    await assertServerServesClient(app.url);
  } catch (err) {
    await browser.close().catch(() => undefined);
    await app.close();
    throw err;
  }
  return {
    app,
    browser,
    api: new ApiClient(app.url),
    async newPage(opts = {}) {
      const context = await browser.newContext({
        serviceWorkers: opts.serviceWorkers ?? 'allow',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        locale: 'zh-CN',
      });
      contexts.push(context);
      context.setDefaultTimeout(WAIT_MS);
      await context.addInitScript(recordToasts);
      // Every CSP violation the page reports (the `securitypolicyviolation` event): Chromium no longer
      // logs a blocked eval to the console (only to DevTools' issues), so the console alone misses it.
      await context.exposeBinding('__reeflineCsp', ({ page: from }, text: string) => {
        violations.push(`${from.url()}: ${text}`);
      });
      await context.addInitScript(reportCspViolations);
      context.on('response', (res) => {
        const url = new URL(res.url());
        if (!url.pathname.startsWith('/api/v1/') || !(res.headers()['content-type'] ?? '').includes('application/json')) return;
        const method = res.request().method();
        void res
          .json()
          .then((body: unknown) => checkAnswer(app.url, method, url.pathname, res.status(), body))
          .catch((err: unknown) => {
            if (err instanceof ContractError) mismatches.push(err.message);
          });
      });
      const page = await context.newPage();
      page.on('console', (msg) => {
        if (/Content Security Policy/i.test(msg.text())) violations.push(`${page.url()}: ${msg.text()}`);
      });
      return page;
    },
    h5: (route: string) => `${app.url}/h5/#${route}`,
    cspViolations: violations,
    async close() {
      // Bounded so the whole teardown fits in jest's 60 s hook limit (contexts 10 + browser 10 +
      // app 20 + dropping the database); a slow step is named in the log (test/setup/bounded.ts).
      await bounded('closing the browser contexts', 10_000, () => Promise.all(contexts.map((c) => c.close())));
      await bounded('closing Chromium', 10_000, () => browser.close());
      await app.close();
      if (violations.length) throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
      if (mismatches.length) throw new Error(`answers that differ from the API document:\n${[...new Set(mismatches)].join('\n')}`);
    },
  };
}

/** Saves a screenshot to `.tmp/e2e/<name>.png` (name made file-safe); returns its path. */
export async function screenshot(page: Page | undefined, name: string): Promise<string | null> {
  if (!page || page.isClosed()) return null;
  mkdirSync(SHOT_DIR, { recursive: true });
  const file = join(SHOT_DIR, `${name.replace(/[^\w.-]+/g, '_').slice(0, 120)}.png`);
  try {
    await page.screenshot({ path: file, fullPage: true });
    return file;
  } catch {
    return null;
  }
}

/**
 * A jest test that saves a screenshot of `page()` when it fails, named after the test
 * (`.tmp/e2e/<describe> <test>.png`).
 */
export function e2eTest(name: string, page: () => Page | undefined, fn: () => Promise<void>, timeoutMs?: number): void {
  test(
    name,
    async () => {
      try {
        await fn();
      } catch (err) {
        const shot = await screenshot(page(), expect.getState().currentTestName ?? name);
        if (shot) console.error(`screenshot: ${shot}\naddress: ${page()?.url() ?? '?'}`);
        throw err;
      }
    },
    timeoutMs ?? TEST_TIMEOUT_MS,
  );
}

// ---- finding and filling -------------------------------------------------------------------

export function byTestId(page: Page, testId: string): Locator {
  return page.getByTestId(testId);
}

/** Fills a text field (our TextField renders the native <input> with the data-testid). */
export async function fillByTestId(page: Page, testId: string, value: string): Promise<void> {
  const input = page.getByTestId(testId);
  await input.fill(value);
  if ((await input.inputValue()) !== value) throw new Error(`${testId} holds "${await input.inputValue()}", not "${value}"`);
}

/** Fills the field whose Form.Item <label> reads `label` (the label points at the input). */
export async function fillByLabel(page: Page, label: string | RegExp, value: string): Promise<void> {
  const input = page.getByLabel(label, { exact: typeof label === 'string' });
  await input.fill(value);
}

/** Ticks an antd-mobile Checkbox (found by its data-testid) unless it is ticked already. */
export async function tick(page: Page, testId: string): Promise<void> {
  const box = page.getByTestId(testId);
  const input = box.locator('input[type="checkbox"]');
  if (!(await input.isChecked())) await box.click();
  await waitUntil(() => input.isChecked(), `${testId} ticked`);
}

/** The form error shown under the Form.Item that holds `testId`'s input. */
export function fieldError(page: Page, testId: string): Locator {
  return page
    .locator('.adm-form-item')
    .filter({ has: page.getByTestId(testId) })
    .locator('.adm-form-item-feedback-error');
}

// ---- waiting ---------------------------------------------------------------------------------

/** Polls `check` until it holds (no fixed sleeps). */
export async function waitUntil(
  check: () => Promise<boolean> | boolean,
  what: string | (() => string),
  timeoutMs = WAIT_MS,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      if (await check()) return;
    } catch (err) {
      last = err;
    }
    if (Date.now() > end)
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${typeof what === 'function' ? what() : what}${last instanceof Error ? ` (${last.message})` : ''}`,
      );
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The hash route the page shows, e.g. `/pages/login/login?redirect=…`. */
export function currentRoute(page: Page): string {
  const { hash } = new URL(page.url());
  return hash.startsWith('#') ? hash.slice(1) : '';
}

/** Follows an in-app route without reloading the page (the hash router picks it up). */
export async function goInApp(page: Page, route: string): Promise<void> {
  await page.evaluate((r) => {
    window.location.hash = r;
  }, route);
  await waitForRoute(page, route.split('?')[0] ?? route);
}

/** Waits until the hash route's path (without query) is `path`; returns the full route. */
export async function waitForRoute(page: Page, path: string, timeoutMs = WAIT_MS): Promise<string> {
  await waitUntil(
    () => currentRoute(page).split('?')[0] === path,
    () => `route ${path} (at ${currentRoute(page)})`,
    timeoutMs,
  );
  return currentRoute(page);
}

/**
 * Runs in every page before the app (an init script): notes the text of every antd-mobile toast
 * as it appears or changes, so a test can wait for a toast that came and went (they last 1.5 s,
 * shorter than a loaded CI machine may take between two polls).
 */
function reportCspViolations() {
  document.addEventListener('securitypolicyviolation', (e) => {
    const report = (window as unknown as { __reeflineCsp?: (text: string) => unknown }).__reeflineCsp;
    void report?.(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`);
  });
}

function recordToasts() {
  const log: string[] = [];
  Object.defineProperty(window, '__reeflineToasts', { value: log });
  const shown = new WeakMap<Element, string>();
  new MutationObserver(() => {
    for (const el of document.querySelectorAll('.adm-toast-main')) {
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text && shown.get(el) !== text) {
        shown.set(el, text);
        log.push(text);
      }
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Waits until the page has shown a toast containing `text` (or matching it) and takes that toast
 * off the page's record, so a later wait for the same text needs a toast of its own.
 */
export async function waitForToast(page: Page, text: string | RegExp, timeoutMs = WAIT_MS): Promise<void> {
  const pattern = typeof text === 'string' ? { source: '', flags: '', text } : { source: text.source, flags: text.flags, text: '' };
  let seen: string[] = [];
  await waitUntil(
    async () => {
      const r = await page.evaluate((p) => {
        const log = (window as unknown as { __reeflineToasts?: string[] }).__reeflineToasts ?? [];
        const i = log.findIndex((t) => (p.source ? new RegExp(p.source, p.flags).test(t) : t.includes(p.text)));
        return { found: i >= 0 && log.splice(i, 1).length === 1, log: [...log] };
      }, pattern);
      seen = r.log;
      return r.found;
    },
    () => `a toast showing ${String(text)} (toasts shown: ${seen.length ? seen.join(' | ') : 'none'})`,
    timeoutMs,
  );
}

/** Waits for an element to show `text` (exactly, or matching a RegExp). */
export async function waitForText(locator: Locator, text: string | RegExp, timeoutMs = WAIT_MS): Promise<void> {
  let seen = '';
  await waitUntil(
    async () => {
      seen = (await locator.first().textContent()) ?? '';
      return typeof text === 'string' ? seen.trim() === text : text.test(seen);
    },
    () => `text ${String(text)} (saw "${seen}")`, // read at the timeout, not before the first try
    timeoutMs ?? TEST_TIMEOUT_MS,
  );
}

// ---- session and server ------------------------------------------------------------------------

/** The session token the app keeps in localStorage (null when logged out). */
export async function sessionToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY);
}

/** The last verification code the dev outbox holds for a phone or e-mail. */
export async function outboxCode(e2e: E2eApp, target: string): Promise<string> {
  let code = '';
  await waitUntil(async () => {
    code = await lastCode(e2e.api, target);
    return true;
  }, `a code for ${target} in the dev outbox`);
  return code;
}

/** An API client acting with the browser's session token. */
export async function apiAs(e2e: E2eApp, page: Page): Promise<ApiClient> {
  const token = await sessionToken(page);
  if (!token) throw new Error('the page holds no session token');
  const client = new ApiClient(e2e.app.url);
  client.token = token;
  return client;
}

/**
 * Logs in on the login page by password (ticking the agreement); the page must show the login
 * screen. Waits until the app left it.
 */
export async function loginThroughUi(page: Page, account: string, password: string): Promise<void> {
  await page.getByTestId('login-page').waitFor();
  await fillByTestId(page, 'account-input', account);
  await fillByTestId(page, 'password-input', password);
  await tick(page, 'agree-checkbox');
  await submit(page, 'login-submit');
  await waitUntil(async () => (await sessionToken(page)) !== null, 'a session token after login');
  await waitUntil(() => currentRoute(page).split('?')[0] !== '/pages/login/login', 'leaving the login page');
}

// ---- submitting ------------------------------------------------------------------------------

/** SPEC §5/§9: a repeat tap within 500 ms is dropped ('clicking too fast'); leave a little more. */
const THROTTLE_GAP_MS = 550;
const lastSubmit = new WeakMap<Page, number>();

/**
 * Taps a submit button. A second submit on the same page waits out the app's 500 ms
 * repeat-tap throttle first (only the part of it not already spent).
 */
export async function submit(page: Page, testId: string): Promise<void> {
  const previous = lastSubmit.get(page);
  if (previous !== undefined) {
    const left = previous + THROTTLE_GAP_MS - Date.now();
    if (left > 0) await new Promise((r) => setTimeout(r, left));
  }
  await page.getByTestId(testId).click();
  lastSubmit.set(page, Date.now());
}

/** A RegExp for an i18next template, e.g. `{{seconds}} 秒后重发` → /^\d+ 秒后重发$/. */
export function templatePattern(template: string): RegExp {
  const parts = template.split(/\{\{\s*\w+\s*\}\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('\\d+')}$`);
}

// ---- navigation log ----------------------------------------------------------------------------

export interface NavEntry {
  /** the address after the change */
  url: string;
  /** performance.now() in the page when it changed */
  t: number;
  kind: 'pushState' | 'replaceState';
}

/**
 * Records every history.pushState / replaceState of the page (the hash router's navigations)
 * with the page's clock, so delays can be measured in the page itself. Call before `goto`.
 */
export async function recordNavigations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: { url: string; t: number; kind: string }[] = [];
    Object.defineProperty(window, '__reeflineNavLog', { value: log });
    for (const kind of ['pushState', 'replaceState'] as const) {
      const original = history[kind].bind(history);
      history[kind] = (data: unknown, unused: string, url?: string | URL | null) => {
        original(data, unused, url);
        log.push({ url: location.href, t: performance.now(), kind });
      };
    }
  });
}

export async function navigations(page: Page): Promise<NavEntry[]> {
  return page.evaluate(() => {
    const log = (window as unknown as { __reeflineNavLog?: NavEntry[] }).__reeflineNavLog;
    return log ? [...log] : [];
  });
}
