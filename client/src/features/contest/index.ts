/**
 * The contest feature's public surface (Ocean Stars, issue #3): contest home and ranking,
 * entries, submitting, my works, the admins' review and editor; it owns the `contest` texts.
 */
import { lazyPage } from '@client/components/lazy-page';
import { defineFeature } from '@client/config/feature';
import { paths } from '@client/config/paths';
import { prefetchContestPage } from '@client/features/contest/api/contest-first';

/** These pages use only the contest area's texts (issue #25). */
const contestTexts = { texts: ['contest'] } as const;

const ContestPage = lazyPage(() => import('@client/features/contest/pages/contest-page'), 'contest', {
  ...contestTexts,
  prefetch: prefetchContestPage,
});
const EntryPage = lazyPage(() => import('@client/features/contest/pages/entry-page'), 'contest-entry', contestTexts);
const SubmitPage = lazyPage(() => import('@client/features/contest/pages/submit-page'), 'contest-submit', contestTexts);
const WorksPage = lazyPage(() => import('@client/features/contest/pages/works-page'), 'works', contestTexts);
const ReviewPage = lazyPage(() => import('@client/features/contest/pages/review-page'), 'contest-review', contestTexts);
const ContestEditorPage = lazyPage(() => import('@client/features/contest/pages/contest-editor-page'), 'contest-editor', contestTexts);

export const contestFeature = defineFeature({
  name: 'contest',
  texts: ['contest'],
  routes: [
    { path: paths.vote, page: ContestPage },
    { path: paths.voteEntry, page: EntryPage },
    { path: paths.voteSubmit, page: SubmitPage, needsLogin: true },
    { path: paths.works, page: WorksPage, needsLogin: true },
    { path: paths.reviewEntries, page: ReviewPage, needsLogin: true, roles: ['admin'] },
    { path: paths.contestEditor, page: ContestEditorPage, needsLogin: true, roles: ['admin'] },
  ],
});
