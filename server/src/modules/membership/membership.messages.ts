import { registerMessages, type MessageSet } from '@server/common/i18n/i18n';

/**
 * Server messages of the membership module (errors, results, notice texts). Keys: `e.membership.*` errors, `membership.*` results, `notice.membership.*` notices.
 *
 * Registered in the catalogue when this file is loaded (the module file imports it, see
 * `common/i18n/i18n.ts`); its keys join `MessageKey` through the declaration below.
 */
export const membershipMessages = {
  'e.membership.no_credit': {
    'zh-cn': '可解锁篇数已用完，开通会员或购买文章包即可阅读',
    'en-us': 'You have no article credits left: become a member or buy an article pack to read it',
    'zh-hant': '可解鎖篇數已用完，開通會員或購買文章包即可閱讀',
  },
  'e.membership.not_locked': {
    'zh-cn': '这篇文章无需解锁',
    'en-us': 'This article is free to read',
    'zh-hant': '這篇文章無需解鎖',
  },
  'e.membership.plan_unavailable': {
    'zh-cn': '该会员方案已下架',
    'en-us': 'This membership plan is no longer offered',
    'zh-hant': '該會員方案已下架',
  },
  'e.membership.refund_begun': {
    'zh-cn': '会员期已开始，无法退款',
    'en-us': 'The membership period has begun and cannot be refunded',
    'zh-hant': '會員期已開始，無法退款',
  },
  'e.membership.refund_spent': {
    'zh-cn': '文章包已被使用，无法退款',
    'en-us': 'Credits of this pack have been spent: it cannot be refunded',
    'zh-hant': '文章包已被使用，無法退款',
  },
  'e.membership.refund_buyout': {
    'zh-cn': '永久会员无法退款',
    'en-us': 'A lifetime membership cannot be refunded',
    'zh-hant': '永久會員無法退款',
  },
  'e.membership.adjust_negative': {
    'zh-cn': '调整后篇数或会员期不能小于零',
    'en-us': 'The adjustment would leave negative credits or VIP time',
    'zh-hant': '調整後篇數或會員期不能小於零',
  },
  'membership.order_refunded': {
    'zh-cn': '会员订单已退款',
    'en-us': 'Membership order refunded',
    'zh-hant': '會員訂單已退款',
  },
  'notice.membership.activated.title': { 'zh-cn': '会员已开通', 'en-us': 'Membership active', 'zh-hant': '會員已開通' },
  'notice.membership.activated.body': {
    'zh-cn': '您的会员权益已生效，剩余 {credits} 篇可解锁。',
    'en-us': 'Your membership is active. Article credits left: {credits}.',
    'zh-hant': '您的會員權益已生效，剩餘 {credits} 篇可解鎖。',
  },
  'notice.membership.activated.body_vip': {
    'zh-cn': '您的VIP会员已生效，有效期至{date}，期间可阅读全部文章。',
    'en-us': 'You are a VIP member until {date}: every article is yours to read.',
    'zh-hant': '您的VIP會員已生效，有效期至{date}，期間可閱讀全部文章。',
  },
  'notice.membership.activated.body_lifetime': {
    'zh-cn': '您已成为永久VIP会员，可阅读全部文章。',
    'en-us': 'You are a lifetime VIP member: every article is yours to read.',
    'zh-hant': '您已成為永久VIP會員，可閱讀全部文章。',
  },
  'notice.membership.ending_soon.title': { 'zh-cn': '会员即将到期', 'en-us': 'Membership ending soon', 'zh-hant': '會員即將到期' },
  'notice.membership.ending_soon.body': {
    'zh-cn': '您的VIP会员将于{date}到期，续费后从到期日起顺延。',
    'en-us': 'Your VIP membership ends on {date}. Renew now and it extends from that date.',
    'zh-hant': '您的VIP會員將於{date}到期，續費後從到期日起順延。',
  },
  'notice.membership.expired.title': { 'zh-cn': '会员已到期', 'en-us': 'Membership ended', 'zh-hant': '會員已到期' },
  'notice.membership.expired.body': {
    'zh-cn': '您的VIP会员已于{date}到期，已解锁的文章仍可阅读。',
    'en-us': 'Your VIP membership ended on {date}. Articles you unlocked stay yours.',
    'zh-hant': '您的VIP會員已於{date}到期，已解鎖的文章仍可閱讀。',
  },
} as const satisfies MessageSet;

registerMessages('membership', membershipMessages);

declare module '@server/common/i18n/i18n' {
  interface ModuleMessages {
    membership: typeof membershipMessages;
  }
}
