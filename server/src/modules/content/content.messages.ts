import { registerMessages, type MessageSet } from '@server/common/i18n/i18n';

/**
 * Server messages of the content module (errors, category names, notice texts). Keys: `e.content.*` errors, `content.*` names and results, `notice.content.*` notices.
 *
 * Registered in the catalogue when this file is loaded (the module file imports it, see
 * `common/i18n/i18n.ts`); its keys join `MessageKey` through the declaration below.
 */
export const contentMessages = {
  'e.content.not_editable': {
    'zh-cn': '只有草稿或未通过审核的文章可以修改',
    'en-us': 'Only a draft or a rejected article can be edited',
    'zh-hant': '只有草稿或未通過審核的文章可以修改',
  },
  'e.content.not_submittable': {
    'zh-cn': '只有草稿或未通过审核的文章可以提交审核',
    'en-us': 'Only a draft or a rejected article can be sent for review',
    'zh-hant': '只有草稿或未通過審核的文章可以提交審核',
  },
  'e.content.not_withdrawable': {
    'zh-cn': '只有已发布的文章可以撤回',
    'en-us': 'Only a published article can be withdrawn',
    'zh-hant': '只有已發佈的文章可以撤回',
  },
  'e.content.not_in_review': {
    'zh-cn': '该文章不在待审核状态',
    'en-us': 'This article is not waiting for review',
    'zh-hant': '該文章不在待審核狀態',
  },
  'e.content.not_published': {
    'zh-cn': '只有已发布的文章可以设为精选',
    'en-us': 'Only a published article can be an editor’s pick',
    'zh-hant': '只有已發佈的文章可以設為精選',
  },
  'e.content.translation_not_found': {
    'zh-cn': '找不到要翻译的原文（只能翻译自己的文章）',
    'en-us': 'The article to translate was not found (you can only translate your own)',
    'zh-hant': '找不到要翻譯的原文（只能翻譯自己的文章）',
  },
  'e.content.translation_exists': {
    'zh-cn': '这篇文章已有该语言的版本',
    'en-us': 'This article already has a version in that language',
    'zh-hant': '這篇文章已有該語言的版本',
  },
  'e.content.issue_not_found': { 'zh-cn': '找不到该期刊', 'en-us': 'Magazine issue not found', 'zh-hant': '找不到該期刊' },
  'e.content.follow_self': { 'zh-cn': '不能关注自己', 'en-us': 'You cannot follow yourself', 'zh-hant': '不能關注自己' },
  'content.article.saved': { 'zh-cn': '已保存', 'en-us': 'Saved', 'zh-hant': '已儲存' },
  'content.article.submitted': { 'zh-cn': '已提交审核', 'en-us': 'Sent for review', 'zh-hant': '已提交審核' },
  'content.article.withdrawn': { 'zh-cn': '已撤回', 'en-us': 'Withdrawn', 'zh-hant': '已撤回' },
  'content.article.approved': { 'zh-cn': '已通过并发布', 'en-us': 'Approved and published', 'zh-hant': '已通過並發佈' },
  'content.article.rejected': { 'zh-cn': '已驳回', 'en-us': 'Rejected', 'zh-hant': '已駁回' },
  'content.category.destinations': { 'zh-cn': '潜点', 'en-us': 'Destinations', 'zh-hant': '潛點' },
  'content.category.photography': { 'zh-cn': '水下摄影', 'en-us': 'Photography', 'zh-hant': '水下攝影' },
  'content.category.marine_life': { 'zh-cn': '海洋生物', 'en-us': 'Marine life', 'zh-hant': '海洋生物' },
  'content.category.gear': { 'zh-cn': '装备', 'en-us': 'Gear', 'zh-hant': '裝備' },
  'content.category.training': { 'zh-cn': '培训', 'en-us': 'Training', 'zh-hant': '培訓' },
  'content.category.conservation': { 'zh-cn': '海洋保护', 'en-us': 'Conservation', 'zh-hant': '海洋保護' },
  'content.category.news': { 'zh-cn': '资讯', 'en-us': 'News', 'zh-hant': '資訊' },
  'notice.content.approved.title': { 'zh-cn': '文章审核通过', 'en-us': 'Article approved', 'zh-hant': '文章審核通過' },
  'notice.content.approved.body': {
    'zh-cn': '您的文章《{title}》已通过审核并发布。',
    'en-us': 'Your article "{title}" was approved and is now published.',
    'zh-hant': '您的文章《{title}》已通過審核並發佈。',
  },
  'notice.content.rejected.title': { 'zh-cn': '文章审核未通过', 'en-us': 'Article not approved', 'zh-hant': '文章審核未通過' },
  'notice.content.rejected.body': {
    'zh-cn': '您的文章《{title}》未通过审核。审核员留言（原文）：“{reason}”',
    'en-us': 'Your article "{title}" was not approved. Reviewer’s note (as written): “{reason}”',
    'zh-hant': '您的文章《{title}》未通過審核。審核員留言（原文）：「{reason}」',
  },
  'notice.content.published.title': {
    'zh-cn': '关注的作者发布了新文章',
    'en-us': 'New article from an author you follow',
    'zh-hant': '關注的作者發佈了新文章',
  },
  'notice.content.published.body': {
    'zh-cn': '{author} 发布了新文章《{title}》',
    'en-us': '{author} published "{title}"',
    'zh-hant': '{author} 發佈了新文章《{title}》',
  },
} as const satisfies MessageSet;

registerMessages('content', contentMessages);

declare module '@server/common/i18n/i18n' {
  interface ModuleMessages {
    content: typeof contentMessages;
  }
}
