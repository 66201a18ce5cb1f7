/** The messages feature's public surface: the inbox and a message (issue #4). Its texts are the shell's. */
import { lazyPage } from '@client/components/lazy-page';
import { defineFeature } from '@client/config/feature';
import { paths } from '@client/config/paths';

export { useUnreadCount } from '@client/features/messages/api/inbox';
export { useInboxUpdates } from '@client/features/messages/hooks/use-inbox-updates';

const MessagesPage = lazyPage(() => import('@client/features/messages/pages/messages-page'), 'messages');
const MessageDetailPage = lazyPage(() => import('@client/features/messages/pages/message-detail-page'), 'message-detail');

export const messagesFeature = defineFeature({
  name: 'messages',
  routes: [
    { path: paths.messages, page: MessagesPage, needsLogin: true },
    { path: paths.messageDetail, page: MessageDetailPage, needsLogin: true },
  ],
});
