/**
 * Article review in the browser (issue #21): an admin rejects an article in review with a reason
 * built from a template; the author's "My articles" shows it rejected with the reason, and the
 * editor lets them fix and resubmit it.
 */
import type { Page } from 'playwright-core';
import type { MyArticle } from '@contracts/schemas/content';
import { paths } from '@client/config/paths';
import zhCN from '@client/features/content/locales/zh-CN.json';
import { userWithRoles } from '@test/setup/factories';
import {
  e2eTest,
  goInApp,
  loginThroughUi,
  startE2e,
  submit,
  waitForRoute,
  waitForText,
  waitForToast,
  waitUntil,
  type E2eApp,
} from './support';
import { ok } from './content';

const z = zhCN.content;

describe('article review in the browser (issue #21)', () => {
  let e2e: E2eApp;
  let current: Page | undefined;

  beforeAll(async () => {
    e2e = await startE2e();
  }, 60_000);

  afterAll(async () => {
    await e2e?.close();
  });

  e2eTest(
    'an admin rejects with a templated reason; the author sees it, edits and resubmits',
    () => current,
    async () => {
      const author = await userWithRoles(e2e.app, ['author']);
      const admin = await userWithRoles(e2e.app, ['admin']);
      const title = `夜潜手电怎么选 ${Date.now()}`;
      const draft = await ok(
        author.client.post<MyArticle>('/me/articles', {
          title,
          cover: '/uploads/test/cover.jpg',
          body: '<p>夜潜至少带两支手电：主灯和备用灯。</p>',
          category: 'gear',
          language: 'zh-cn',
        }),
      );
      await ok(author.client.post(`/me/articles/${draft.id}/submit`, {}));

      const reviewer = await e2e.newPage();
      current = reviewer;
      await reviewer.goto(e2e.h5(paths.login));
      await loginThroughUi(reviewer, admin.phone, 'reef2026');
      await goInApp(reviewer, paths.adminArticles);
      await reviewer.getByTestId('admin-article-row').filter({ hasText: title }).getByTestId('admin-article-open').click();
      await reviewer.getByTestId('admin-review').waitFor();
      await reviewer.getByTestId('admin-reject').click();
      // a reject without a reason is refused on the spot
      await submit(reviewer, 'admin-reject-confirm');
      await waitForToast(reviewer, z.admin.reasonRequired);
      await reviewer.getByTestId('admin-review').getByText(z.admin.templates.facts, { exact: true }).click();
      await waitUntil(
        async () => (await reviewer.getByTestId('admin-reason').locator('textarea').inputValue()) === z.admin.templates.facts,
        'the template in the reason',
      );
      await submit(reviewer, 'admin-reject-confirm');
      await waitForToast(reviewer, z.admin.rejected);

      const writer = await e2e.newPage();
      current = writer;
      await writer.goto(e2e.h5(paths.login));
      await loginThroughUi(writer, author.phone, 'reef2026');
      await goInApp(writer, `${paths.studio}?status=rejected`);
      const row = writer.getByTestId('studio-row').filter({ hasText: title });
      await waitForText(row.getByTestId('studio-reject-reason'), new RegExp(z.admin.templates.facts));
      await row.locator('a').first().click();
      await waitForRoute(writer, paths.studioEditor);
      await waitForText(writer.getByTestId('editor-reject-reason'), new RegExp(z.admin.templates.facts));
      await writer.getByTestId('editor-title').locator('input').fill(`${title}（已补充来源）`);
      await submit(writer, 'editor-submit');
      await waitForToast(writer, z.editor.submitted);
      const after = await ok(author.client.get<MyArticle>(`/me/articles/${draft.id}`));
      expect(after).toMatchObject({ status: 'in_review', title: `${title}（已补充来源）` });
    },
    90_000,
  );
});
