import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@client/components/lazy-page';
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

/** Ocean Stars: contest home, ranking, entries, canvass page, submit, my works, the admins' review and contest editor (issue #3). */
export const contestRoutes: RouteObject[] = [
  { path: paths.vote, element: <ContestPage /> },
  { path: paths.voteEntry, element: <EntryPage /> },
  { path: paths.voteSubmit, element: <SubmitPage /> },
  { path: paths.works, element: <WorksPage /> },
  { path: paths.reviewEntries, element: <ReviewPage /> },
  { path: paths.contestEditor, element: <ContestEditorPage /> },
];
