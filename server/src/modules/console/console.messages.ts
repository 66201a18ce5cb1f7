import { registerMessages, type MessageSet } from '@server/common/i18n/i18n';

/** The console's texts, three languages (`console.*` results of the staff routes). */
export const consoleMessages = {
  'console.roles.changed': { 'zh-cn': '角色已更新', 'en-us': 'Roles updated', 'zh-hant': '角色已更新' },
  'console.user.disabled': { 'zh-cn': '账号已停用', 'en-us': 'Account disabled', 'zh-hant': '帳號已停用' },
  'console.user.enabled': { 'zh-cn': '账号已启用', 'en-us': 'Account enabled', 'zh-hant': '帳號已啟用' },
  'console.unchanged': { 'zh-cn': '没有需要更改的内容', 'en-us': 'Nothing to change', 'zh-hant': '沒有需要更改的內容' },
} as const satisfies MessageSet;

registerMessages('console', consoleMessages);

declare module '@server/common/i18n/i18n' {
  interface ModuleMessages {
    console: typeof consoleMessages;
  }
}
