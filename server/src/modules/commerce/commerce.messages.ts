import { registerMessages, type MessageSet } from '@server/common/i18n/i18n';

/**
 * Server messages of the commerce module (tickets, coupons, check-in): `e.commerce.*` errors,
 * `commerce.*` results and check-in answers, `notice.commerce.checked_in.*`. The order keys named
 * `commerce.*` belong to orders (`modules/orders/orders.messages.ts`).
 *
 * Registered in the catalogue when this file is loaded (the module file imports it, see
 * `common/i18n/i18n.ts`); its keys join `MessageKey` through the declaration below.
 */
export const commerceMessages = {
  // ── refusals ──
  'e.commerce.sold_out': { 'zh-cn': '余票不足，已售罄', 'en-us': 'Sold out: not enough tickets left', 'zh-hant': '餘票不足，已售罄' },
  'e.commerce.per_order_limit': {
    'zh-cn': '每单最多购买{limit}张',
    'en-us': 'At most {limit} {limit|ticket|tickets} per order',
    'zh-hant': '每單最多購買{limit}張',
  },
  'e.commerce.sale_not_started': { 'zh-cn': '尚未开售', 'en-us': 'Sales have not started yet', 'zh-hant': '尚未開售' },
  'e.commerce.sale_ended': { 'zh-cn': '已停止售票', 'en-us': 'Ticket sales have ended', 'zh-hant': '已停止售票' },
  'e.commerce.coupon_unusable': {
    'zh-cn': '该优惠券不可用（已使用、已过期或不属于您）',
    'en-us': 'This coupon cannot be used (used, expired or not yours)',
    'zh-hant': '該優惠券不可用（已使用、已過期或不屬於您）',
  },
  'e.commerce.coupon_min_spend': {
    'zh-cn': '订单满{amount}才能使用该优惠券',
    'en-us': 'This coupon needs an order of at least {amount}',
    'zh-hant': '訂單滿{amount}才能使用該優惠券',
  },
  'e.commerce.coupon_currency': {
    'zh-cn': '该优惠券不适用于此币种',
    'en-us': 'This coupon does not apply to this currency',
    'zh-hant': '該優惠券不適用於此幣種',
  },
  'e.commerce.coupon_out_of_stock': { 'zh-cn': '优惠券已被领完', 'en-us': 'This coupon is out of stock', 'zh-hant': '優惠券已被領完' },
  'e.commerce.coupon_limit': {
    'zh-cn': '每人限领{limit}张，您已领取',
    'en-us': 'Limit {limit} per person: you have claimed it already',
    'zh-hant': '每人限領{limit}張，您已領取',
  },
  'e.commerce.refund_closed': {
    'zh-cn': '展会已开始，不能退款',
    'en-us': 'The exhibition has started: refunds are closed',
    'zh-hant': '展會已開始，不能退款',
  },
  'e.commerce.checkin_not_paid': {
    'zh-cn': '该订单没有可核销的门票（{status}）',
    'en-us': 'This order has no tickets to verify ({status})',
    'zh-hant': '該訂單沒有可核銷的門票（{status}）',
  },
  'e.commerce.checkin_too_many': {
    'zh-cn': '该订单仅剩{count}张门票可核销',
    'en-us': 'Only {count} {count|ticket|tickets} of this order {count|remains|remain} to verify',
    'zh-hant': '該訂單僅剩{count}張門票可核銷',
  },
  'e.commerce.checkin_not_open': {
    'zh-cn': '未到入场时间（{time}起）',
    'en-us': 'Entry opens at {time}',
    'zh-hant': '未到入場時間（{time}起）',
  },
  'e.commerce.checkin_ended': { 'zh-cn': '展会已结束', 'en-us': 'The exhibition has ended', 'zh-hant': '展會已結束' },
  'commerce.order_refunded': {
    'zh-cn': '已退款{count}张门票',
    'en-us': '{count} {count|ticket|tickets} refunded',
    'zh-hant': '已退款{count}張門票',
  },
  'commerce.coupon_claimed': { 'zh-cn': '领取成功', 'en-us': 'Coupon claimed', 'zh-hant': '領取成功' },

  // ── check-in answers ──
  'commerce.checkin.admitted': { 'zh-cn': '核验通过，请入场', 'en-us': 'Admitted', 'zh-hant': '核驗通過，請入場' },
  'commerce.checkin.already_verified': {
    'zh-cn': '该门票已于{time}在{gate}核验',
    'en-us': 'Already verified at {time} by {gate}',
    'zh-hant': '該門票已於{time}在{gate}核驗',
  },
  'commerce.checkin.unknown_gate': { 'zh-cn': '未知入口', 'en-us': 'an unnamed gate', 'zh-hant': '未知入口' },
  'commerce.checkin.refunded': {
    'zh-cn': '该门票已退款，不能入场',
    'en-us': 'This ticket was refunded',
    'zh-hant': '該門票已退款，不能入場',
  },
  'commerce.checkin.invalid': {
    'zh-cn': '无效的门票码',
    'en-us': 'Invalid ticket code',
    'zh-hant': '無效的門票碼',
  },
  'commerce.checkin.not_yet_valid': {
    'zh-cn': '未到入场时间（{time}起）',
    'en-us': 'Not valid yet: entry from {time}',
    'zh-hant': '未到入場時間（{time}起）',
  },
  'commerce.checkin.expired': {
    'zh-cn': '展会已结束，门票已过期',
    'en-us': 'The exhibition has ended: ticket expired',
    'zh-hant': '展會已結束，門票已過期',
  },
  'commerce.checkin.verified': {
    'zh-cn': '已核销{count}张门票',
    'en-us': '{count} {count|ticket|tickets} verified',
    'zh-hant': '已核銷{count}張門票',
  },
  'notice.commerce.checked_in.title': { 'zh-cn': '已入场', 'en-us': 'Checked in', 'zh-hant': '已入場' },
  'notice.commerce.checked_in.body': {
    'zh-cn': '订单{number}已核验{count}张门票，祝您观展愉快！',
    'en-us': 'Order {number}: {count} {count|ticket|tickets} checked in. Enjoy the exhibition!',
    'zh-hant': '訂單{number}已核驗{count}張門票，祝您觀展愉快！',
  },
  // ── the catalogue in the console (decision 0132) ──
  'commerce.catalogue.saved': { 'zh-cn': '已保存', 'en-us': 'Saved', 'zh-hant': '已儲存' },
  'commerce.catalogue.unchanged': { 'zh-cn': '没有修改', 'en-us': 'Nothing changed', 'zh-hant': '沒有修改' },
  'commerce.catalogue.published': { 'zh-cn': '展会已发布', 'en-us': 'Exhibition published', 'zh-hant': '展會已發佈' },
  'commerce.catalogue.withdrawn': {
    'zh-cn': '展会已下架，已售门票仍然有效',
    'en-us': 'Exhibition withdrawn: tickets sold stay valid',
    'zh-hant': '展會已下架，已售門票仍然有效',
  },
  'e.commerce.catalogue.already_published': {
    'zh-cn': '展会已经发布',
    'en-us': 'This exhibition is already published',
    'zh-hant': '展會已經發佈',
  },
  'e.commerce.catalogue.not_published': {
    'zh-cn': '只有已发布的展会可以下架',
    'en-us': 'Only a published exhibition can be withdrawn',
    'zh-hant': '只有已發佈的展會可以下架',
  },
  'e.commerce.catalogue.no_ticket_types': {
    'zh-cn': '请先添加至少一种票型再发布',
    'en-us': 'Add at least one ticket type before publishing',
    'zh-hant': '請先新增至少一種票種再發佈',
  },
  'e.commerce.catalogue.ended': {
    'zh-cn': '展会已结束，不能发布',
    'en-us': 'The exhibition has ended: it cannot be published',
    'zh-hant': '展會已結束，不能發佈',
  },
  'e.commerce.catalogue.quota_below_sold': {
    'zh-cn': '已售出{sold}张，库存不能少于已售数量',
    'en-us': '{sold} {sold|ticket is|tickets are} sold: the quota cannot go below that',
    'zh-hant': '已售出{sold}張，庫存不能少於已售數量',
  },
  'e.commerce.catalogue.stock_below_claimed': {
    'zh-cn': '已领取{claimed}张，库存不能少于已领取数量',
    'en-us': '{claimed} claimed: the stock cannot go below that',
    'zh-hant': '已領取{claimed}張，庫存不能少於已領取數量',
  },
  'e.commerce.catalogue.coupon_terms_locked': {
    'zh-cn': '优惠券已被领取，不能再修改类型、面额或门槛',
    'en-us': 'This coupon has been claimed: its kind, value and minimum spend are fixed',
    'zh-hant': '優惠券已被領取，不能再修改類型、面額或門檻',
  },
  'e.commerce.catalogue.dates_locked': {
    'zh-cn': '已有售出门票，不能修改展会日期',
    'en-us': 'Tickets are sold: the exhibition’s dates cannot change',
    'zh-hant': '已有售出門票，不能修改展會日期',
  },
  // order statuses as check-in names them (orders has its own: orders.status.*)
  'commerce.status.pending_payment': { 'zh-cn': '待支付', 'en-us': 'pending payment', 'zh-hant': '待支付' },
  'commerce.status.paid': { 'zh-cn': '待使用', 'en-us': 'pending use', 'zh-hant': '待使用' },
  'commerce.status.completed': { 'zh-cn': '已完成', 'en-us': 'completed', 'zh-hant': '已完成' },
  'commerce.status.cancelled': { 'zh-cn': '已取消', 'en-us': 'cancelled', 'zh-hant': '已取消' },
  'commerce.status.expired': { 'zh-cn': '已过期', 'en-us': 'expired', 'zh-hant': '已過期' },
  'commerce.status.refunded': { 'zh-cn': '已退款', 'en-us': 'refunded', 'zh-hant': '已退款' },
} as const satisfies MessageSet;

registerMessages('commerce', commerceMessages);

declare module '@server/common/i18n/i18n' {
  interface ModuleMessages {
    commerce: typeof commerceMessages;
  }
}
