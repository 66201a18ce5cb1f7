/**
 * One `/me` connection a tab (issue #34): a signed-in reader who walks through the screens that
 * listen to their own channel — the inbox (tab bar badge, messages), orders and tickets,
 * membership — holds exactly one `/me` socket.io connection all along; logging out closes it and
 * no screen opens another for the guest.
 *
 * socket.io multiplexes namespaces over one engine.io websocket, so the test reads the frames:
 * the client asks for a namespace with a CONNECT packet (`40/me,…`), the server admits it with
 * its own CONNECT (`40/me,{"sid":…}`), and either side ends it with DISCONNECT (`41/me,`).
 */
import type { Page, WebSocket } from 'playwright-core';
import { paths } from '@client/config/paths';
import zhCN from '@client/features/auth/locales/zh-CN.json';
import { registerUser } from '@test/setup/factories';
import { e2eTest, goInApp, loginThroughUi, sessionToken, startE2e, waitForRoute, waitUntil, type E2eApp } from './support';

/** What the page's websockets said about the `/me` namespace. */
type MeFrames = { asked: number; admitted: number; ended: number };

const ME_CONNECT = /^40\/me,/;
const ME_DISCONNECT = /^41\/me,/;

function watchMe(page: Page): MeFrames {
  const frames: MeFrames = { asked: 0, admitted: 0, ended: 0 };
  page.on('websocket', (ws: WebSocket) => {
    ws.on('framesent', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString();
      if (ME_CONNECT.test(text)) frames.asked += 1;
      if (ME_DISCONNECT.test(text)) frames.ended += 1;
    });
    ws.on('framereceived', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString();
      if (ME_CONNECT.test(text)) frames.admitted += 1;
      if (ME_DISCONNECT.test(text)) frames.ended += 1;
    });
    // a websocket that closes takes its namespaces with it
    ws.on('close', () => {
      frames.ended = frames.admitted;
    });
  });
  return frames;
}

/** How long nothing must happen after the last screen change. */
const QUIET_MS = 750;

const open = (f: MeFrames): number => f.admitted - f.ended;

describe('the /me channel in the browser', () => {
  let e2e: E2eApp;
  let page: Page | undefined;
  let frames: MeFrames;
  const p = (): Page => {
    if (!page) throw new Error('no page');
    return page;
  };

  beforeAll(async () => {
    e2e = await startE2e();
    page = await e2e.newPage();
    frames = watchMe(page);
  }, 60_000);

  afterAll(async () => {
    await e2e?.close();
  });

  e2eTest(
    'a signed-in tab holds one /me connection across the inbox, orders, tickets and membership',
    () => page,
    async () => {
      const page = p();
      const { account, password } = await registerUser(e2e.app);
      await page.goto(e2e.h5(paths.tabProfile));
      await waitForRoute(page, paths.login);
      await loginThroughUi(page, account, password);
      await waitUntil(
        () => frames.admitted === 1,
        () => `the /me connection to open (${JSON.stringify(frames)})`,
      );

      // in-app navigation (no reload): each of these screens listens to the channel
      const screens: [string, string][] = [
        [paths.tabProfile, 'tab-profile'],
        [paths.messages, 'messages-page'],
        [paths.orders, 'order-list-page'],
        [paths.tickets, 'ticket-wallet-page'],
        [paths.memberCentre, 'member-centre-page'],
        [paths.messages, 'messages-page'],
        [paths.orders, 'order-list-page'],
        [paths.tabIndex, 'tab-home'],
      ];
      for (const [route, testId] of screens) {
        await goInApp(page, route);
        await page.getByTestId(testId).first().waitFor();
      }
      // a screen that opened its own socket would have asked within a frame of mounting: a short
      // quiet window is enough to see it (what is checked is that nothing happens)
      await page.waitForTimeout(QUIET_MS);
      expect(frames).toEqual({ asked: 1, admitted: 1, ended: 0 });
    },
    90_000,
  );

  e2eTest(
    'logging out closes it, and a guest opens none',
    () => page,
    async () => {
      const page = p();
      await goInApp(page, paths.settings);
      await page.getByTestId('logout').click();
      await page.locator('.adm-dialog').getByRole('button', { name: zhCN.settings.logout, exact: true }).click();
      await waitUntil(async () => (await sessionToken(page)) === null, 'the token to be cleared');
      await waitUntil(
        () => open(frames) === 0,
        () => `the /me connection to close (${JSON.stringify(frames)})`,
      );

      for (const route of [paths.tabIndex, paths.tabArticles, paths.tabIndex]) await goInApp(page, route);
      await page.waitForTimeout(QUIET_MS);
      expect(open(frames)).toBe(0);
      expect(frames.asked).toBe(1);
    },
  );
});
