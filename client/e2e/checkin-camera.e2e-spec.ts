/**
 * Camera scanning on the volunteers' check-in screen: Chromium's fake camera shows a real
 * ticket's QR code exactly as the ticket page draws it (one picture, the mask `qrcode` picks;
 * written at test time, see fake-camera.ts); the volunteer opens the camera,
 * @zxing/browser reads the code from the frames and the ticket is admitted; read again once the
 * screen's repeat window has passed, the server answers "already verified at … by <gate>".
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Ticket, TicketOrder } from '@contracts/schemas/commerce';
import { buyTickets, createExhibition } from '@test/commerce/fixtures';
import type { ApiClient } from '@test/setup/api';
import { registerUser, userWithRoles } from '@test/setup/factories';
import { alreadyVerifiedPattern, openCheckin, waitForCheckinResult } from './checkin';
import { fakeCameraArgs, writeWalletQrVideo } from './fake-camera';
import { e2eTest, startE2e, waitForText, waitUntil, type E2eApp } from './support';

const GATE = 'Camera gate';

describe('check-in: scanning a ticket with the camera', () => {
  let e2e: E2eApp;
  let dir = '';
  let current: Page | undefined;
  let member: ApiClient;
  let volunteerPhone = '';
  let order: TicketOrder;
  let ticket: Ticket;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'reefline-camera-'));
    const video = join(dir, 'ticket-qr.y4m');
    e2e = await startE2e({}, { browserArgs: fakeCameraArgs(video) });
    // running since an hour ago: its tickets are valid at the door now
    const exhibition = await createExhibition(e2e.app, { startsIn: -3600, types: [{ price: 5000, quota: 5 }] });
    member = (await registerUser(e2e.app)).client;
    volunteerPhone = (await userWithRoles(e2e.app, ['volunteer'])).phone;
    await member.get('/me'); // a __token__ of the new session, for the order
    const bought = await buyTickets(e2e.app, member, exhibition.ticketTypes[0].id, 1);
    order = bought.order;
    ticket = bought.tickets[0];
    // the camera shows the code as the member's ticket page shows it (read when the page opens the camera)
    await writeWalletQrVideo(video, ticket.qr ?? '');
  }, 90_000);

  afterAll(async () => {
    await e2e?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  e2eTest(
    'the camera reads the ticket and admits it; read again later it is already verified, with when and where',
    () => current,
    async () => {
      const page = await e2e.newPage();
      current = page;
      // what the screen sends to the server, and when
      const scans: { at: number; body: unknown }[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/checkin/scan')
          scans.push({ at: Date.now(), body: r.postDataJSON() });
      });
      await openCheckin(e2e, page, volunteerPhone, GATE);
      await page.getByTestId('camera-toggle').click();

      await waitForCheckinResult(page, 'admitted', 20_000);
      expect(await page.getByTestId('checkin-result').getAttribute('data-offline')).toBe('false');
      expect(scans.map((r) => r.body)).toEqual([{ code: ticket.qr, gate: GATE }]);
      const used = await member.get<Ticket>(`/tickets/${ticket.id}`);
      expect(used.data).toMatchObject({ status: 'verified', gate: GATE });
      expect((await member.get<TicketOrder>(`/orders/${order.id}`)).data).toMatchObject({
        status: 'completed',
        details: { verifiedCount: 1 },
      });

      // the camera keeps seeing the code: the screen ignores it for 3 s, then sends it again
      await waitForCheckinResult(page, 'already_verified', 20_000);
      await waitForText(page.getByTestId('checkin-result-message'), alreadyVerifiedPattern(GATE));
      expect(scans[1]?.body).toEqual({ code: ticket.qr, gate: GATE });
      expect(scans[1].at - scans[0].at).toBeGreaterThan(2500);

      // stopping the camera releases it
      await page.getByTestId('camera-toggle').click();
      await waitUntil(
        () => page.evaluate(() => (document.querySelector('.cm-scanner video') as HTMLVideoElement | null)?.srcObject === null),
        'the camera released',
      );
    },
    90_000,
  );
});
