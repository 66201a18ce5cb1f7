import { registerMessages, type MessageSet } from '@server/common/i18n/i18n';

/**
 * Server messages of the messaging module (errors and notice texts). Keys: `e.messaging.*` for errors, `notice.messaging.*` for inbox notices.
 *
 * Registered in the catalogue when this file is loaded (the module file imports it, see
 * `common/i18n/i18n.ts`); its keys join `MessageKey` through the declaration below.
 */
export const messagingMessages = {
  'e.messaging.feedback_already_replied': {
    'zh-cn': '该反馈已回复，不能重复回复',
    'en-us': 'This feedback has already been replied to',
    'zh-hant': '此意見回饋已回覆，不能重複回覆',
  },
  'e.messaging.feedback_sent': {
    'zh-cn': '反馈已提交，感谢您的意见',
    'en-us': 'Thank you, your feedback was sent',
    'zh-hant': '意見回饋已送出，感謝您的意見',
  },
  'e.messaging.feedback_replied': { 'zh-cn': '回复已发送', 'en-us': 'Reply sent', 'zh-hant': '回覆已送出' },
  'e.messaging.announcement_published': { 'zh-cn': '公告已发布', 'en-us': 'Announcement published', 'zh-hant': '公告已發佈' },
  'e.messaging.announcement_withdrawn': { 'zh-cn': '公告已撤回', 'en-us': 'Announcement withdrawn', 'zh-hant': '公告已撤回' },
  'e.messaging.queues_admin_only': {
    'zh-cn': '仅管理员可查看队列面板',
    'en-us': 'Only administrators can open the queue dashboard',
    'zh-hant': '僅管理員可查看佇列面板',
  },
  'e.messaging.metrics_token': {
    'zh-cn': '需要有效的监控令牌',
    'en-us': 'A valid metrics token is required',
    'zh-hant': '需要有效的監控權杖',
  },
  'notice.messaging.feedback_replied.title': {
    'zh-cn': '您的反馈有了回复',
    'en-us': 'We replied to your feedback',
    'zh-hant': '您的意見回饋有了回覆',
  },
  'notice.messaging.feedback_replied.body': {
    'zh-cn': '客服回复：{reply}',
    'en-us': 'Customer service: {reply}',
    'zh-hant': '客服回覆：{reply}',
  },
} as const satisfies MessageSet;

registerMessages('messaging', messagingMessages);

declare module '@server/common/i18n/i18n' {
  interface ModuleMessages {
    messaging: typeof messagingMessages;
  }
}
