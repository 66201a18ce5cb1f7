/**
 * Ocean Stars in the browser against the real server: two pages watch the live ranking; a vote
 * cast through the UI in one moves the entry in the other without a reload; the canvass page
 * shows the rank and the votes needed to climb.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import type { ContestDetail, EntryDetail, MyWork, RankingSnapshot, ShareLink, VoteReply } from '@contracts/schemas/contest';
import type { UploadDto } from '@contracts/api';
import { paths } from '@client/config/paths';
import { toLocalInput } from '@client/lib/local-time';
import enContest from '@client/features/contest/locales/en.json';
import zhCN from '@client/features/contest/locales/zh-CN.json';
import { ApiClient } from '@test/setup/api';
import { registerUser, userWithRoles } from '@test/setup/factories';
import { validationMessages } from '@contracts/messages';
import {
  apiAs,
  currentRoute,
  e2eTest,
  fieldError,
  fillByTestId,
  loginThroughUi,
  startE2e,
  submit,
  waitForRoute,
  waitForText,
  waitForToast,
  waitUntil,
  type E2eApp,
} from './support';

const zh = zhCN.contest;

async function uploadImage(client: ApiClient, rgb: { r: number; g: number; b: number }): Promise<string> {
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: rgb } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'reef.png');
  form.append('module', '');
  form.append('dir', '');
  const res = await client.request<UploadDto>('POST', '/uploads/images', form);
  if (res.code !== 1) throw new Error(`upload failed: ${res.msg}`);
  return res.data.url;
}

function ok<T>(res: { code: number; msg: string; data: T }, what: string): T {
  if (res.code !== 1) throw new Error(`${what}: ${res.code} ${res.msg}`);
  return res.data;
}

/** The entry ids of the ranking list in the order the page shows them. */
async function shownOrder(page: Page): Promise<string[]> {
  return page.getByTestId('rank-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-entry-id') ?? ''));
}

describe('Ocean Stars live ranking in the browser', () => {
  let e2e: E2eApp;
  let watcher: Page | undefined;
  let voterPage: Page | undefined;
  let contest: ContestDetail;
  const entries: { id: string; title: string }[] = [];
  const entry = (i: number): { id: string; title: string } => {
    const found = entries[i];
    if (!found) throw new Error(`no entry ${i}`);
    return found;
  };
  let voterAccount: { account: string; password: string };
  let adminPhone = '';
  let reviewPage: Page | undefined;

  beforeAll(async () => {
    e2e = await startE2e({ CONTEST_NEW_ACCOUNT_COOLDOWN_MINUTES: '0' });
    const admin = await userWithRoles(e2e.app, ['admin']);
    adminClient = admin.client;
    adminPhone = admin.phone;
    const cover = await uploadImage(admin.client, { r: 10, g: 90, b: 166 });
    const now = Date.now();
    contest = ok(
      await admin.client.post<ContestDetail>('/admin/contests', {
        year: new Date().getFullYear(),
        title: 'Ocean Stars e2e',
        cover,
        rules: 'Five votes a day.',
        startsAt: new Date(now - 3_600_000).toISOString(),
        endsAt: new Date(now + 7 * 86_400_000).toISOString(),
        votesPerUserPerDay: 5,
      }),
      'create contest',
    );
    // three photographers, one approved entry each
    const colours = [
      { r: 0, g: 120, b: 200 },
      { r: 0, g: 160, b: 140 },
      { r: 200, g: 90, b: 30 },
    ];
    for (const [i, rgb] of colours.entries()) {
      const author = await registerUser(e2e.app);
      const image = await uploadImage(author.client, rgb);
      const title = `Reef ${String.fromCharCode(65 + i)}`;
      const work = ok(
        await author.client.post<MyWork>(`/contests/${contest.id}/entries`, {
          title,
          images: [image],
          introduction: 'A manta at the cleaning station.',
          camera: 'Nikon Z8',
          lens: '8-15mm',
          housing: 'Nauticam',
          accessories: 'two strobes',
          place: 'Anilao',
          year: 2025,
        }),
        'submit entry',
      );
      ok(await admin.client.post(`/admin/entries/${work.id}/review`, { decision: 'approve' }), 'approve');
      entries.push({ id: work.id, title });
    }
    // A: 2 votes, B: 1 vote, C: 0 (cast through the API by two other members)
    const [a, b] = [entry(0), entry(1)];
    for (const target of [a.id, a.id, b.id]) {
      const member = await registerUser(e2e.app);
      ok(await member.client.post<VoteReply>(`/entries/${target}/votes`, {}), 'vote');
    }
    const reg = await registerUser(e2e.app);
    voterAccount = { account: reg.account, password: reg.password };
    watcher = await e2e.newPage();
    voterPage = await e2e.newPage();
  }, 90_000);

  afterAll(async () => {
    await e2e?.close();
  });

  let adminClient: ApiClient;

  /** The admin's logged-in page (made once, by whichever admin test runs first). */
  async function adminPage(): Promise<Page> {
    if (!reviewPage) {
      reviewPage = await e2e.newPage();
      await reviewPage.goto(e2e.h5(paths.login));
      await loginThroughUi(reviewPage, adminPhone, 'reef2026');
    }
    return reviewPage;
  }

  const w = (): Page => {
    if (!watcher) throw new Error('no watcher page');
    return watcher;
  };
  const v = (): Page => {
    if (!voterPage) throw new Error('no voter page');
    return voterPage;
  };

  e2eTest(
    'a vote through the UI in one page moves the entry in the other without a reload',
    () => watcher,
    async () => {
      const [a, b, c] = entries as [{ id: string; title: string }, { id: string; title: string }, { id: string; title: string }];
      const watcher = w();
      await watcher.goto(e2e.h5(`${paths.vote}?id=${contest.id}`));
      await watcher.getByTestId('contest-page').waitFor();
      await waitForText(watcher.getByTestId('contest-title'), contest.title);
      await waitUntil(async () => (await shownOrder(watcher)).join() === [a.id, b.id, c.id].join(), 'the initial order A, B, C');
      await waitUntil(async () => (await watcher.getByTestId('live-state').getAttribute('data-connected')) === 'true', 'the live socket');
      const rowC = watcher.locator(`[data-testid="rank-row"][data-entry-id="${c.id}"]`);
      await waitForText(rowC.getByTestId('rank-votes'), '0');
      const totalBefore = Number(await watcher.getByTestId('contest-total-votes').textContent());
      // a marker that a reload would wipe
      await watcher.evaluate(() => {
        (window as unknown as { __noReload: boolean }).__noReload = true;
      });

      // the second page: a guest opens entry C, logs in through the vote button, votes twice
      const voter = v();
      await voter.goto(e2e.h5(`${paths.voteEntry}?id=${c.id}`));
      await voter.getByTestId('entry-page').waitFor();
      await waitForText(voter.getByTestId('entry-title'), c.title);
      await voter.getByTestId('vote-login').click();
      await waitForRoute(voter, paths.login);
      await loginThroughUi(voter, voterAccount.account, voterAccount.password);
      await waitForRoute(voter, paths.voteEntry);
      await waitForText(voter.getByTestId('vote-remaining'), zh.vote.left.replace('{{count}}', '5'));

      await submit(voter, 'vote-button');
      await waitForText(voter.getByTestId('entry-votes'), '1');
      // the watcher sees C's count change in place (tie with B at 1: B got there first)
      await waitForText(rowC.getByTestId('rank-votes'), '1');
      expect(await shownOrder(watcher)).toEqual([a.id, b.id, c.id]);

      await submit(voter, 'vote-button');
      await waitForText(voter.getByTestId('entry-votes'), '2');
      await waitForText(voter.getByTestId('vote-remaining'), zh.vote.left.replace('{{count}}', '3'));
      // C (2 votes) overtakes B (1 vote); A reached 2 first and stays ahead
      await waitUntil(async () => (await shownOrder(watcher)).join() === [a.id, c.id, b.id].join(), 'the order A, C, B on the watcher');
      await waitForText(rowC.getByTestId('rank-badge'), '2');
      await waitForText(rowC.getByTestId('votes-to-next'), zh.rank.toNextOne.replace('{{rank}}', '1'));
      const rowB = watcher.locator(`[data-testid="rank-row"][data-entry-id="${b.id}"]`);
      await waitForText(rowB.getByTestId('votes-to-next'), zh.rank.toNext.replace('{{count}}', '2').replace('{{rank}}', '2'));
      // the contest's total moved with them
      await waitForText(watcher.getByTestId('contest-total-votes'), String(totalBefore + 2));
      expect(await watcher.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

      // what the pages show is what the API says
      const ranking = ok(await e2e.api.get<RankingSnapshot>(`/contests/${contest.id}/ranking`), 'ranking');
      expect(ranking.items.map((r) => [r.id, r.votes, r.rank, r.votesToNext])).toEqual([
        [a.id, 2, 1, 0],
        [c.id, 2, 2, 1],
        [b.id, 1, 3, 2],
      ]);
    },
    60_000,
  );

  e2eTest(
    'the canvass page shows the rank and the votes needed to climb, and votes with the share code',
    () => voterPage,
    async () => {
      const [, b] = entries as [{ id: string }, { id: string; title: string }, { id: string }];
      const voter = v();
      const sharer = await registerUser(e2e.app);
      const share = ok(await sharer.client.post<ShareLink>(`/entries/${b.id}/shares`, {}), 'share');
      await voter.goto(e2e.h5(`${paths.vote}?entry=${b.id}&ref=${share.code}`));
      await voter.getByTestId('canvass-page').waitFor();
      await waitForText(voter.getByTestId('entry-title'), b.title);
      await waitForText(voter.getByTestId('entry-rank'), '3');
      await waitForText(voter.getByTestId('votes-to-next'), zh.rank.toNext.replace('{{count}}', '2').replace('{{rank}}', '2'));
      await submit(voter, 'vote-button');
      await waitForText(voter.getByTestId('entry-votes'), '2');
      await waitForText(voter.getByTestId('votes-to-next'), zh.rank.toNextOne.replace('{{rank}}', '2'));
      const entry = ok(await e2e.api.get<EntryDetail>(`/entries/${b.id}`), 'entry');
      expect(entry.votes).toBe(2);

      // The day's last two votes; then the button says they are spent and when more come, instead
      // of offering a tap that can only be refused.
      await submit(voter, 'vote-button');
      await waitForText(voter.getByTestId('entry-votes'), '3');
      await submit(voter, 'vote-button');
      await waitForText(voter.getByTestId('entry-votes'), '4');
      await waitForText(voter.getByTestId('vote-button'), zh.vote.usedUp);
      expect(await voter.getByTestId('vote-button').isDisabled()).toBe(true);
      await waitForText(
        voter.getByTestId('vote-remaining'),
        new RegExp(`^${zh.vote.renewsAt.replace('{{time}}', '\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}')}$`),
      );
    },
  );
  let sharePage: Page | undefined;
  e2eTest(
    'the share sheet gives a member a link that credits them, copies it and draws a poster; its buttons fit a 320 px phone in English',
    () => sharePage,
    async () => {
      const [, b] = entries as [{ id: string }, { id: string; title: string }, { id: string }];
      const en = enContest.contest.share;
      const page = (sharePage = await e2e.newPage());
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.app.url });
      await page.addInitScript(() => localStorage.setItem('LANGUAGE_TYPE', 'en'));
      const sharer = await registerUser(e2e.app);
      await page.goto(e2e.h5(paths.login));
      await loginThroughUi(page, sharer.account, sharer.password);
      await page.goto(e2e.h5(`${paths.voteEntry}?id=${b.id}`));
      await page.getByTestId('share-open').click();
      await waitForText(page.getByTestId('share-sheet').locator('.share-sheet__hint'), en.hintMember);
      const link = page.getByTestId('share-link');
      await waitForText(link, /[?&]ref=[\w-]+/);
      const url = (await link.textContent()) ?? '';
      const code = /[?&]ref=([\w-]+)/.exec(url)![1]!;
      const credited = await e2e.app.app.get(DataSource).query(`SELECT user_id FROM contest_shares WHERE code = $1`, [code]);
      expect(credited).toEqual([{ user_id: sharer.user.id }]);

      // Side by side on this phone; on a 320 px one each label still sits on one line (stacked buttons).
      const heights = () =>
        Promise.all(['share-copy', 'share-poster'].map((id) => page.getByTestId(id).evaluate((el) => el.getBoundingClientRect().height)));
      const oneLine = await heights();
      await page.setViewportSize({ width: 320, height: 640 });
      await waitUntil(async () => (await heights()).every((h, i) => h === oneLine[i]), 'one-line share buttons at 320 px');
      await page.setViewportSize({ width: 390, height: 844 });

      await page.getByTestId('share-copy').click();
      await waitForToast(page, en.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      await page.getByTestId('share-poster').click();
      const poster = page.getByTestId('share-poster-image');
      await poster.waitFor();
      expect(await poster.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      expect(await poster.getAttribute('alt')).toBe(en.posterAlt.replace('{{title}}', b.title));
    },
  );

  e2eTest(
    'an entry link with an unknown or cut-short id says the entry is not there (not a network error)',
    () => voterPage,
    async () => {
      const voter = v();
      for (const id of ['cut-short', '00000000-0000-4000-8000-000000000000']) {
        await voter.goto(e2e.h5(`${paths.voteEntry}?id=${id}`));
        await waitForText(voter.getByTestId('entry-error'), new RegExp(`^${zh.entry.missing}`));
        expect(await voter.getByTestId('entry-retry').count()).toBe(0); // nothing to retry
      }
    },
  );

  e2eTest(
    'submits a work with photos through the form; my works shows it under review, then the reject reason',
    () => voterPage,
    async () => {
      const page = v();
      const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 0, g: 80, b: 160 } } })
        .png()
        .toBuffer();
      await page.goto(e2e.h5(`${paths.voteSubmit}?contest=${contest.id}`));
      await page.getByTestId('submit-page').waitFor();
      // the shared schema's messages: no title, no photo
      await fillByTestId(page, 'entry-title-input', '');
      await submit(page, 'submit-entry');
      await waitForText(fieldError(page, 'entry-title-input'), validationMessages['v.required']['zh-cn']);

      await fillByTestId(page, 'entry-title-input', 'Blue hour');
      await page.getByTestId('entry-images-input').setInputFiles([
        { name: 'a.png', mimeType: 'image/png', buffer: png },
        { name: 'b.png', mimeType: 'image/png', buffer: png },
      ]);
      await waitUntil(async () => (await page.locator('.image-picker__cell img').count()) === 2, 'two uploaded photos');
      await fillByTestId(page, 'entry-place-input', 'Anilao');
      // a reload keeps the draft (title, photos, place)
      await page.reload();
      await page.getByTestId('submit-page').waitFor();
      expect(await page.getByTestId('entry-title-input').inputValue()).toBe('Blue hour');
      expect(await page.getByTestId('entry-place-input').inputValue()).toBe('Anilao');
      expect(await page.locator('.image-picker__cell img').count()).toBe(2);

      await submit(page, 'submit-entry');
      await waitForRoute(page, paths.works);
      const item = page.getByTestId('work-item').filter({ hasText: 'Blue hour' });
      await waitForText(item.getByTestId('work-status'), zh.works.status.submitted);

      const mine = ok(await (await apiAs(e2e, page)).get<{ items: MyWork[] }>('/me/works'), 'works');
      const work = mine.items.find((w) => w.title === 'Blue hour');
      expect(work?.status).toBe('submitted');
      ok(await adminClient.post(`/admin/entries/${work?.id ?? ''}/review`, { decision: 'reject', reason: '水印过大' }), 'reject');
      await page.reload();
      await waitForText(item.getByTestId('work-status'), zh.works.status.rejected);
      await waitForText(item.getByTestId('work-reason'), zh.works.reason.replace('{{reason}}', '水印过大'));
    },
  );
  e2eTest(
    'admins review in the app: a rejection needs a reason the photographer then reads, an approval puts the work in the ranking, a held vote is counted; members are turned away',
    () => reviewPage,
    async () => {
      const author = await registerUser(e2e.app);
      const image = await uploadImage(author.client, { r: 20, g: 60, b: 120 });
      const submitWork = async (title: string) =>
        ok(
          await author.client.post<MyWork>(`/contests/${contest.id}/entries`, {
            title,
            images: [image],
            introduction: '',
            camera: '',
            lens: '',
            housing: '',
            accessories: '',
            place: 'Tulamben',
            year: 2025,
          }),
          'submit entry',
        );
      const keep = await submitWork('Kelp forest');
      const drop = await submitWork('Blurry turtle');
      // A vote the fraud rules held back (how votes get held is covered by the integration tests).
      const ds = e2e.app.app.get(DataSource);
      const target = entry(2);
      /** A new member's vote for the target, held by the cluster rule (the row and the entry's held count). */
      const holdVote = async (ip: string): Promise<string> => {
        const voter = await registerUser(e2e.app);
        const [row] = (await ds.query(
          `WITH v AS (
             INSERT INTO votes (contest_id, entry_id, voter_id, day, slot, status, flag_reason, ip)
             VALUES ($1, $2, $3, current_date, 1, 'held', 'ip_cluster', $4) RETURNING id
           ), e AS (UPDATE contest_entries SET held_votes = held_votes + 1 WHERE id = $2)
           SELECT id::text AS id FROM v`,
          [contest.id, target.id, voter.user.id, ip],
        )) as { id: string }[];
        return row?.id ?? '';
      };
      const before = ok(await e2e.api.get<EntryDetail>(`/entries/${target.id}`), 'entry').votes;
      const heldId = await holdVote('203.0.113.7');

      const page = await adminPage();
      await page.goto(e2e.h5(`${paths.reviewEntries}?contest=${contest.id}`));
      const card = (id: string) => page.locator(`[data-testid="review-entry"][data-id="${id}"]`);
      await card(drop.id).waitFor();
      await card(keep.id).waitFor();

      // reject: the reason is required (the shared schema's message), then the work leaves the list
      await card(drop.id).getByTestId('review-reject').click();
      await page.getByTestId('review-reject-popup').waitFor();
      await submit(page, 'review-reject-submit');
      await waitForText(fieldError(page, 'review-reason-input'), validationMessages['v.required']['zh-cn']);
      await fillByTestId(page, 'review-reason-input', '照片模糊');
      await submit(page, 'review-reject-submit');
      await waitForToast(page, zh.review.rejected);
      await waitUntil(async () => (await card(drop.id).count()) === 0, 'the rejected work leaving the pending list');

      // approve, after a confirmation
      await card(keep.id).getByTestId('review-approve').click();
      await page.locator('.adm-dialog').getByRole('button', { name: zh.review.approve, exact: true }).click();
      await waitForToast(page, zh.review.approved);
      await page.getByTestId('review-empty').waitFor();

      const works = ok(await author.client.get<{ items: MyWork[] }>('/me/works'), 'works').items;
      expect(works.find((x) => x.id === drop.id)).toMatchObject({ status: 'rejected', rejectReason: '照片模糊' });
      expect(works.find((x) => x.id === keep.id)).toMatchObject({ status: 'approved' });
      const ranking = ok(await e2e.api.get<RankingSnapshot>(`/contests/${contest.id}/ranking`), 'ranking');
      expect(ranking.items.map((r) => r.id)).toContain(keep.id);

      // the rejected tab shows the reason
      await page.getByTestId('review-tab-rejected').click();
      await waitForText(card(drop.id).getByTestId('review-entry-reason'), zh.review.reasonShown.replace('{{reason}}', '照片模糊'));

      // the held vote: counted, the entry gains it
      await page.getByTestId('review-tab-held').click();
      const vote = page.locator(`[data-testid="review-held-vote"][data-id="${heldId}"]`);
      await waitForText(vote, new RegExp(zh.review.why.ip_cluster));
      await vote.getByTestId('review-count').click();
      await waitForToast(page, zh.review.counted);
      await page.getByTestId('review-empty').waitFor();
      expect(ok(await e2e.api.get<EntryDetail>(`/entries/${target.id}`), 'entry').votes).toBe(before + 1);

      // a flagged cluster: several held votes voided at once, after a confirmation; the count stays
      for (let i = 0; i < 3; i++) await holdVote('203.0.113.8');
      await page.reload();
      await waitForText(page.getByTestId('review-void-all'), zh.review.voidAll.replace('{{count}}', '3'));
      await page.getByTestId('review-void-all').click();
      await page.locator('.adm-dialog').getByRole('button', { name: zh.review.void, exact: true }).click();
      await waitForToast(page, zh.review.voidedN.replace('{{count}}', '3'));
      await page.getByTestId('review-empty').waitFor();
      expect(ok(await e2e.api.get<EntryDetail>(`/entries/${target.id}`), 'entry').votes).toBe(before + 1);
      const statuses = (await ds.query(`SELECT status FROM votes WHERE entry_id = $1 AND ip = '203.0.113.8'`, [target.id])) as {
        status: string;
      }[];
      expect(statuses.map((r) => r.status)).toEqual(['void', 'void', 'void']);

      // a member who opens the screen is told it is for admins
      const member = await e2e.newPage();
      await member.goto(e2e.h5(paths.login));
      await loginThroughUi(member, author.account, author.password);
      await member.goto(e2e.h5(paths.reviewEntries));
      await member.getByTestId('review-forbidden').waitFor();
      await member.context().close();
    },
    90_000,
  );
  e2eTest(
    'admins create a contest in the app (the shared schema’s checks on the way) and edit it',
    () => reviewPage,
    async () => {
      const page = await adminPage();
      await page.goto(e2e.h5(paths.contestEditor));
      await page.getByTestId('contest-editor').waitFor();
      await submit(page, 'contest-save');
      await waitForText(fieldError(page, 'contest-title-input'), validationMessages['v.required']['zh-cn']);

      const local = (ms: number) => toLocalInput(new Date(ms).toISOString());
      const day = 86_400_000;
      const opens = local(Date.now() + day);
      await fillByTestId(page, 'contest-title-input', 'Ocean Stars next');
      const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 0, g: 60, b: 120 } } })
        .png()
        .toBuffer();
      await page.getByTestId('contest-cover-input').setInputFiles([{ name: 'cover.png', mimeType: 'image/png', buffer: png }]);
      await waitUntil(async () => (await page.locator('.image-picker__cell img').count()) === 1, 'the uploaded cover');
      await fillByTestId(page, 'contest-starts-input', opens);
      await fillByTestId(page, 'contest-ends-input', local(Date.now()));
      await submit(page, 'contest-save');
      await waitForText(fieldError(page, 'contest-ends-input'), validationMessages['v.date.invalid']['zh-cn']);
      await fillByTestId(page, 'contest-ends-input', local(Date.now() + 30 * day));
      await submit(page, 'contest-save');
      await waitForToast(page, zh.editor.created);
      await waitForRoute(page, paths.reviewEntries);
      const createdId = new URLSearchParams(currentRoute(page).split('?')[1] ?? '').get('contest') ?? '';
      const created = ok(await e2e.api.get<ContestDetail>(`/contests/${createdId}`), 'new contest');
      const opensAt = await page.evaluate((v) => new Date(v).toISOString(), opens);
      expect(created).toMatchObject({ title: 'Ocean Stars next', votesPerUserPerDay: 5, timeZone: 'Asia/Shanghai', startsAt: opensAt });

      // edit: the form comes filled in; the daily allowance changes
      await page.getByTestId('review-edit-contest').click();
      await waitUntil(
        async () => (await page.getByTestId('contest-title-input').inputValue()) === 'Ocean Stars next',
        'the filled-in form',
      );
      expect(await page.getByTestId('contest-starts-input').inputValue()).toBe(opens);
      await fillByTestId(page, 'contest-daily-input', '7');
      await submit(page, 'contest-save');
      await waitForToast(page, zh.editor.saved);
      await waitForRoute(page, paths.reviewEntries);
      expect(ok(await e2e.api.get<ContestDetail>(`/contests/${createdId}`), 'edited contest').votesPerUserPerDay).toBe(7);
    },
    60_000,
  );
  e2eTest(
    'a review link naming a contest beyond the list’s first page opens it; one naming a missing contest says so',
    () => reviewPage,
    async () => {
      // 55 contests of past years: the oldest is not on the page of contests the screen loads (50)
      const ds = e2e.app.app.get(DataSource);
      const rows = (await ds.query(
        `INSERT INTO contests (year, title, cover, starts_at, ends_at, status)
         SELECT 1960 + g, 'Archive ' || (1960 + g), '/x.jpg', make_date(1960 + g, 3, 1), make_date(1960 + g, 6, 1), 'ended'
         FROM generate_series(1, 55) g RETURNING id::text AS id, year`,
      )) as { id: string; year: number }[];
      const oldest = rows.find((r) => r.year === 1961)?.id ?? '';
      const firstPage = ok(await e2e.api.get<{ items: { id: string }[] }>('/contests?page=1&limit=50'), 'contests').items.map((c) => c.id);
      expect(firstPage).toHaveLength(50);
      expect(firstPage).not.toContain(oldest);

      const page = await adminPage();
      await page.goto(e2e.h5(`${paths.reviewEntries}?contest=${oldest}`));
      const isActive = async (contestId: string) =>
        (await page
          .getByTestId(`review-contest-${contestId}`)
          .locator('xpath=ancestor::*[contains(@class, "adm-capsule-tabs-tab-active")]')
          .count()) === 1;
      await waitUntil(() => isActive(oldest), 'the linked contest’s tab active');
      await page.getByTestId('review-empty').waitFor();
      expect(await page.getByTestId('review-contest-missing').count()).toBe(0);
      // its tab stays while the screen is open: over to the current contest and back
      await page.getByTestId(`review-contest-${contest.id}`).click();
      await waitUntil(() => isActive(contest.id), 'the current contest’s tab active');
      await page.getByTestId(`review-contest-${oldest}`).click();
      await waitUntil(() => isActive(oldest), 'the linked contest’s tab active again');

      // a contest that does not exist: told so, and the current contest is shown
      await page.goto(e2e.h5(`${paths.reviewEntries}?contest=00000000-0000-4000-8000-000000000000`));
      await waitForText(page.getByTestId('review-contest-missing'), zh.review.linkedMissing);
      await waitUntil(() => isActive(contest.id), 'the current contest’s tab active');
    },
    60_000,
  );
});
