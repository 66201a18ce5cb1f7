/** The customer-service feature's public surface: open and replied feedback, and the reply form (issue #4). */
import { lazyPage } from '@client/components/lazy-page';
import { defineFeature } from '@client/config/feature';
import { paths } from '@client/config/paths';

const CsFeedbackPage = lazyPage(() => import('@client/features/admin-feedback/pages/cs-feedback-page'), 'cs-feedback');

export const adminFeedbackFeature = defineFeature({
  name: 'admin-feedback',
  routes: [{ path: paths.csFeedback, page: CsFeedbackPage, needsLogin: true, roles: ['customer_service', 'admin'] }],
});
