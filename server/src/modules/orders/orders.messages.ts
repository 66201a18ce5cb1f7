import { registerMessages, type MessageSet } from '@server/common/i18n/i18n';

/**
 * Server messages of the orders module: refusals of placing, paying, cancelling and refunding
 * (`e.orders.*`), order statuses and results (`orders.*`), the sandbox checkout page
 * (`orders.checkout.*`), and the texts of order events' notices, which commerce's notice source
 * sends (`notice.commerce.*`, named before orders left commerce). `e.commerce.refund_too_many` is
 * the refusal every kind's `refund` may give. A kind's own words stay in its module's file.
 *
 * Registered in the catalogue when this file is loaded (the module file imports it, see
 * `common/i18n/i18n.ts`); its keys join `MessageKey` through the declaration below.
 */
export const ordersMessages = {
  'e.orders.not_pending': {
    'zh-cn': '订单当前状态为“{status}”，无法执行此操作',
    'en-us': 'The order is "{status}": this action is not possible',
    'zh-hant': '訂單目前狀態為「{status}」，無法執行此操作',
  },
  'e.orders.payment_window_closed': {
    'zh-cn': '支付时间已过，订单已失效',
    'en-us': 'The payment window has closed; the order has expired',
    'zh-hant': '支付時間已過，訂單已失效',
  },
  'e.orders.refund_not_paid': {
    'zh-cn': '只有待使用的订单可以申请退款',
    'en-us': 'Only a paid order waiting to be used can be refunded',
    'zh-hant': '只有待使用的訂單可以申請退款',
  },
  'e.orders.refund_over_limit': {
    'zh-cn': '本次退款超出客服可退金额（¥{limit}），请由管理员处理',
    'en-us': 'This refund is over what customer service may refund (¥{limit}); an administrator must do it',
    'zh-hant': '本次退款超出客服可退金額（¥{limit}），請由管理員處理',
  },
  'e.orders.cannot_delete': {
    'zh-cn': '只有已完成、已取消、已过期或已退款的订单可以删除',
    'en-us': 'Only completed, cancelled, expired or refunded orders can be deleted',
    'zh-hant': '只有已完成、已取消、已過期或已退款的訂單可以刪除',
  },
  'e.orders.provider_unavailable': {
    'zh-cn': '暂不支持该支付方式',
    'en-us': 'This payment method is not available',
    'zh-hant': '暫不支援該支付方式',
  },
  'e.orders.provider_failed': {
    'zh-cn': '支付服务暂时没有响应，请稍后重试',
    'en-us': 'The payment service did not answer. Please try again in a moment',
    'zh-hant': '支付服務暫時沒有回應，請稍後重試',
  },
  'e.orders.callback_invalid': { 'zh-cn': '签名校验失败', 'en-us': 'Signature check failed', 'zh-hant': '簽名校驗失敗' },
  'e.orders.amount_mismatch': {
    'zh-cn': '支付金额与订单不符',
    'en-us': 'The amount paid does not match the order',
    'zh-hant': '支付金額與訂單不符',
  },
  'orders.status.pending_payment': { 'zh-cn': '待支付', 'en-us': 'pending payment', 'zh-hant': '待支付' },
  'orders.status.paid': { 'zh-cn': '待使用', 'en-us': 'pending use', 'zh-hant': '待使用' },
  'orders.status.completed': { 'zh-cn': '已完成', 'en-us': 'completed', 'zh-hant': '已完成' },
  'orders.status.cancelled': { 'zh-cn': '已取消', 'en-us': 'cancelled', 'zh-hant': '已取消' },
  'orders.status.expired': { 'zh-cn': '已过期', 'en-us': 'expired', 'zh-hant': '已過期' },
  'orders.status.refunded': { 'zh-cn': '已退款', 'en-us': 'refunded', 'zh-hant': '已退款' },

  'orders.order_placed': {
    'zh-cn': '下单成功，请在{minutes}分钟内完成支付',
    'en-us': 'Order placed: please pay within {minutes} {minutes|minute|minutes}',
    'zh-hant': '下單成功，請在{minutes}分鐘內完成支付',
  },
  'orders.order_cancelled': { 'zh-cn': '订单已取消', 'en-us': 'Order cancelled', 'zh-hant': '訂單已取消' },
  'orders.order_deleted': { 'zh-cn': '订单已删除', 'en-us': 'Order deleted', 'zh-hant': '訂單已刪除' },

  'orders.checkout.title': { 'zh-cn': '沙箱支付', 'en-us': 'Sandbox payment', 'zh-hant': '沙箱支付' },
  'orders.checkout.hint': {
    'zh-cn': '这是测试支付页面，不会产生真实扣款。',
    'en-us': 'This is a test checkout: no real money moves.',
    'zh-hant': '這是測試支付頁面，不會產生真實扣款。',
  },
  'orders.checkout.order': { 'zh-cn': '订单号', 'en-us': 'Order', 'zh-hant': '訂單號' },
  'orders.checkout.amount': { 'zh-cn': '支付金额', 'en-us': 'Amount', 'zh-hant': '支付金額' },
  'orders.checkout.pay': { 'zh-cn': '确认支付', 'en-us': 'Pay', 'zh-hant': '確認支付' },
  'orders.checkout.fail': { 'zh-cn': '模拟支付失败', 'en-us': 'Fail payment', 'zh-hant': '模擬支付失敗' },
  'orders.checkout.done': { 'zh-cn': '该支付已处理', 'en-us': 'This payment has been processed', 'zh-hant': '該支付已處理' },
  'orders.checkout.back': { 'zh-cn': '返回订单', 'en-us': 'Back to the order', 'zh-hant': '返回訂單' },
  'e.commerce.refund_too_many': {
    'zh-cn': '仅有{count}张未使用的门票可退',
    'en-us': 'Only {count} unused {count|ticket|tickets} can be refunded',
    'zh-hant': '僅有{count}張未使用的門票可退',
  },

  'notice.commerce.placed.title': { 'zh-cn': '订单已提交', 'en-us': 'Order placed', 'zh-hant': '訂單已提交' },
  'notice.commerce.placed.body': {
    'zh-cn': '订单{number}已提交，请在{minutes}分钟内完成支付。',
    'en-us': 'Order {number} is placed. Please pay within {minutes} {minutes|minute|minutes}.',
    'zh-hant': '訂單{number}已提交，請在{minutes}分鐘內完成支付。',
  },
  'notice.commerce.paid.title': { 'zh-cn': '支付成功', 'en-us': 'Payment received', 'zh-hant': '支付成功' },
  'notice.commerce.paid.body': {
    'zh-cn': '订单{number}已支付，{count}张门票已放入票夹。',
    'en-us': 'Order {number} is paid: {count} {count|ticket is|tickets are} in your wallet.',
    'zh-hant': '訂單{number}已支付，{count}張門票已放入票夾。',
  },
  'notice.commerce.paid.body_other': {
    'zh-cn': '订单{number}已支付。',
    'en-us': 'Order {number} is paid.',
    'zh-hant': '訂單{number}已支付。',
  },
  'notice.commerce.expiring.title': { 'zh-cn': '订单即将过期', 'en-us': 'Order expiring soon', 'zh-hant': '訂單即將過期' },
  'notice.commerce.expiring.body': {
    'zh-cn': '订单{number}将在{minutes}分钟后过期，请尽快支付。',
    'en-us': 'Order {number} expires in {minutes} {minutes|minute|minutes}. Please pay soon.',
    'zh-hant': '訂單{number}將在{minutes}分鐘後過期，請盡快支付。',
  },
  'notice.commerce.expired.title': { 'zh-cn': '订单已过期', 'en-us': 'Order expired', 'zh-hant': '訂單已過期' },
  'notice.commerce.expired.body': {
    'zh-cn': '订单{number}未在支付时间内完成支付，已自动关闭。',
    'en-us': 'Order {number} was not paid in time and has been closed.',
    'zh-hant': '訂單{number}未在支付時間內完成支付，已自動關閉。',
  },
  'notice.commerce.cancelled.title': { 'zh-cn': '订单已取消', 'en-us': 'Order cancelled', 'zh-hant': '訂單已取消' },
  'notice.commerce.cancelled.body': {
    'zh-cn': '订单{number}已取消。',
    'en-us': 'Order {number} has been cancelled.',
    'zh-hant': '訂單{number}已取消。',
  },
  'notice.commerce.refunded.title': { 'zh-cn': '退款成功', 'en-us': 'Refund issued', 'zh-hant': '退款成功' },
  'notice.commerce.refunded.body': {
    'zh-cn': '订单{number}已退款{count}张门票，退款将原路返回。',
    'en-us': 'Order {number}: {count} {count|ticket|tickets} refunded to your original payment method.',
    'zh-hant': '訂單{number}已退款{count}張門票，退款將原路返回。',
  },
  'notice.commerce.refunded.body_other': {
    'zh-cn': '订单{number}已退款，退款将原路返回。',
    'en-us': 'Order {number} is refunded to your original payment method.',
    'zh-hant': '訂單{number}已退款，退款將原路返回。',
  },
  'notice.commerce.late_refund.title': { 'zh-cn': '支付已退回', 'en-us': 'Payment returned', 'zh-hant': '支付已退回' },
  'notice.commerce.late_refund.body': {
    'zh-cn': '订单{number}关闭后才收到付款，门票已售完，款项已全额退回。',
    'en-us': 'Your payment for order {number} arrived after it closed and the tickets were gone: it has been refunded in full.',
    'zh-hant': '訂單{number}關閉後才收到付款，門票已售完，款項已全額退回。',
  },
  'notice.commerce.late_refund.body_other': {
    'zh-cn': '订单{number}关闭后才收到付款，已无法完成，款项已全额退回。',
    'en-us': 'Your payment for order {number} arrived after it closed and could no longer be fulfilled: it has been refunded in full.',
    'zh-hant': '訂單{number}關閉後才收到付款，已無法完成，款項已全額退回。',
  },
} as const satisfies MessageSet;

registerMessages('orders', ordersMessages);

declare module '@server/common/i18n/i18n' {
  interface ModuleMessages {
    orders: typeof ordersMessages;
  }
}
