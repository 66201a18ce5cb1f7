import type { RouteObject } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { lazyPage } from '@client/components/lazy-page';

const MessagesPage = lazyPage(() => import('@client/features/messages/pages/messages-page'), 'messages');
const MessageDetailPage = lazyPage(() => import('@client/features/messages/pages/message-detail-page'), 'message-detail');
const FeedbackPage = lazyPage(() => import('@client/features/feedback/pages/feedback-page'), 'feedback');
const CsFeedbackPage = lazyPage(() => import('@client/features/admin-feedback/pages/cs-feedback-page'), 'cs-feedback');

/** Messages, feedback and the customer-service screens (issue #4). */
export const messagesRoutes: RouteObject[] = [
  { path: paths.messages, element: <MessagesPage /> },
  { path: paths.messageDetail, element: <MessageDetailPage /> },
  { path: paths.feedback, element: <FeedbackPage /> },
  { path: paths.csFeedback, element: <CsFeedbackPage /> },
];
