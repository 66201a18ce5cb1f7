/** The feedback feature's public surface: a reader's feedback page (issue #4). */
import { lazyPage } from '@client/components/lazy-page';
import { defineFeature } from '@client/config/feature';
import { paths } from '@client/config/paths';

export { useFeedbackUpdates } from '@client/features/feedback/hooks/use-feedback-updates';

const FeedbackPage = lazyPage(() => import('@client/features/feedback/pages/feedback-page'), 'feedback');

export const feedbackFeature = defineFeature({
  name: 'feedback',
  routes: [{ path: paths.feedback, page: FeedbackPage, needsLogin: true }],
});
