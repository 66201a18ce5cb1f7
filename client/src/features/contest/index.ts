/**
 * The contest feature's public surface (Ocean Stars, issue #3): contest home and ranking,
 * entries, submitting, my works, the admins' review and editor, and the contest's texts.
 */
import { lazyPage } from '@client/components/lazy-page';
import { defineFeature, type FeatureTexts } from '@client/config/feature';
import { paths } from '@client/config/paths';
import { prefetchContestPage } from '@client/features/contest/api/contest-first';

/** The contest's texts: `locales/<code>.json` in this folder, one chunk a language. */
export const contestTexts: FeatureTexts = {
  'zh-CN': () => import('./locales/zh-CN.json').then((m) => m.default),
  en: () => import('./locales/en.json').then((m) => m.default),
  'zh-Hant': () => import('./locales/zh-Hant.json').then((m) => m.default),
};

/** These pages use only the contest's texts (issue #25). */
const ownTexts = { texts: [contestTexts] };

const ContestPage = lazyPage(() => import('@client/features/contest/pages/contest-page'), 'contest', {
  ...ownTexts,
  prefetch: prefetchContestPage,
});
const EntryPage = lazyPage(() => import('@client/features/contest/pages/entry-page'), 'contest-entry', ownTexts);
const SubmitPage = lazyPage(() => import('@client/features/contest/pages/submit-page'), 'contest-submit', ownTexts);
const WorksPage = lazyPage(() => import('@client/features/contest/pages/works-page'), 'works', ownTexts);
const ReviewPage = lazyPage(() => import('@client/features/contest/pages/review-page'), 'contest-review', ownTexts);
const ContestEditorPage = lazyPage(() => import('@client/features/contest/pages/contest-editor-page'), 'contest-editor', ownTexts);

export const contestFeature = defineFeature({
  name: 'contest',
  texts: contestTexts,
  routes: [
    { path: paths.vote, page: ContestPage },
    { path: paths.voteEntry, page: EntryPage },
    { path: paths.voteSubmit, page: SubmitPage, needsLogin: true },
    { path: paths.works, page: WorksPage, needsLogin: true },
    { path: paths.reviewEntries, page: ReviewPage, needsLogin: true, roles: ['admin'] },
    { path: paths.contestEditor, page: ContestEditorPage, needsLogin: true, roles: ['admin'] },
  ],
});
