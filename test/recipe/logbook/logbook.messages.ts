import { registerMessages, type MessageSet } from '@server/common/i18n/i18n';

/** The logbook's texts, three languages (`e.logbook.*`/`logbook.*` results, `notice.logbook.*` notices). */
export const logbookMessages = {
  'logbook.logged': { 'zh-cn': '潜水已记录', 'en-us': 'Dive logged', 'zh-hant': '潛水已記錄' },
  'notice.logbook.logged.title': {
    'zh-cn': '第 {number} 潜已记入日志',
    'en-us': 'Dive #{number} is in your log',
    'zh-hant': '第 {number} 潛已記入日誌',
  },
  'notice.logbook.logged.body': {
    'zh-cn': '你在{site}的潜水已编号为第 {number} 潜。',
    'en-us': 'Your dive at {site} is dive #{number} in your log.',
    'zh-hant': '你在{site}的潛水已編號為第 {number} 潛。',
  },
} as const satisfies MessageSet;

registerMessages('logbook', logbookMessages);

declare module '@server/common/i18n/i18n' {
  interface ModuleMessages {
    logbook: typeof logbookMessages;
  }
}
