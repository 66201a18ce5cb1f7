/**
 * The interface texts of all three languages at once, for checks (locales.spec.ts) — the app loads
 * one language at a time, in parts, through `load.ts` (issue #25). The shell's texts live in
 * `<lang>.json`; each feature area keeps its own file under `<area>/<lang>.json` (top-level keys of
 * its own, never shared); `account` holds the login, profile, settings and legal pages' texts.
 */
import accountEn from './account/en.json';
import advertisersEn from './advertisers/en.json';
import advertisersZhCN from './advertisers/zh-CN.json';
import advertisersZhHant from './advertisers/zh-Hant.json';
import accountZhCN from './account/zh-CN.json';
import accountZhHant from './account/zh-Hant.json';
import commerceEn from './commerce/en.json';
import commerceZhCN from './commerce/zh-CN.json';
import commerceZhHant from './commerce/zh-Hant.json';
import contentEn from './content/en.json';
import contentZhCN from './content/zh-CN.json';
import contentZhHant from './content/zh-Hant.json';
import contestEn from './contest/en.json';
import contestZhCN from './contest/zh-CN.json';
import contestZhHant from './contest/zh-Hant.json';
import en from './en.json';
import membershipEn from './membership/en.json';
import membershipZhCN from './membership/zh-CN.json';
import membershipZhHant from './membership/zh-Hant.json';
import messagesEn from './messages/en.json';
import messagesZhCN from './messages/zh-CN.json';
import messagesZhHant from './messages/zh-Hant.json';
import zhCN from './zh-CN.json';
import zhHant from './zh-Hant.json';

export const bundles = {
  'zh-CN': {
    ...zhCN,
    ...messagesZhCN,
    ...contestZhCN,
    ...commerceZhCN,
    ...accountZhCN,
    ...contentZhCN,
    ...membershipZhCN,
    ...advertisersZhCN,
  },
  en: { ...en, ...messagesEn, ...contestEn, ...commerceEn, ...accountEn, ...contentEn, ...membershipEn, ...advertisersEn },
  'zh-Hant': {
    ...zhHant,
    ...messagesZhHant,
    ...contestZhHant,
    ...commerceZhHant,
    ...accountZhHant,
    ...contentZhHant,
    ...membershipZhHant,
    ...advertisersZhHant,
  },
} as const;

/** Each area's files, to check that areas never redefine each other's top-level keys. */
export const areaFiles = {
  shell: { en, 'zh-CN': zhCN, 'zh-Hant': zhHant },
  messages: { en: messagesEn, 'zh-CN': messagesZhCN, 'zh-Hant': messagesZhHant },
  contest: { en: contestEn, 'zh-CN': contestZhCN, 'zh-Hant': contestZhHant },
  commerce: { en: commerceEn, 'zh-CN': commerceZhCN, 'zh-Hant': commerceZhHant },
  account: { en: accountEn, 'zh-CN': accountZhCN, 'zh-Hant': accountZhHant },
  content: { en: contentEn, 'zh-CN': contentZhCN, 'zh-Hant': contentZhHant },
  membership: { en: membershipEn, 'zh-CN': membershipZhCN, 'zh-Hant': membershipZhHant },
  advertisers: { en: advertisersEn, 'zh-CN': advertisersZhCN, 'zh-Hant': advertisersZhHant },
} as const;
