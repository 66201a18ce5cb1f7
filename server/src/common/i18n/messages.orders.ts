/**
 * Server messages of the orders module (refusals, successes, order statuses inside messages, the
 * sandbox checkout page), merged into the catalogue by `i18n.ts`. Keys: `e.orders.*` for errors,
 * `orders.*` otherwise. A kind's own words (a ticket order's refund, a sold-out ticket) stay in its
 * module's file.
 */
export const ordersMessages = {
  // ── refusals ──
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
  // ── order statuses (inside messages) ──
  'orders.status.pending_payment': { 'zh-cn': '待支付', 'en-us': 'pending payment', 'zh-hant': '待支付' },
  'orders.status.paid': { 'zh-cn': '待使用', 'en-us': 'pending use', 'zh-hant': '待使用' },
  'orders.status.completed': { 'zh-cn': '已完成', 'en-us': 'completed', 'zh-hant': '已完成' },
  'orders.status.cancelled': { 'zh-cn': '已取消', 'en-us': 'cancelled', 'zh-hant': '已取消' },
  'orders.status.expired': { 'zh-cn': '已过期', 'en-us': 'expired', 'zh-hant': '已過期' },
  'orders.status.refunded': { 'zh-cn': '已退款', 'en-us': 'refunded', 'zh-hant': '已退款' },

  // ── successes ──
  'orders.order_placed': {
    'zh-cn': '下单成功，请在{minutes}分钟内完成支付',
    'en-us': 'Order placed: please pay within {minutes} {minutes|minute|minutes}',
    'zh-hant': '下單成功，請在{minutes}分鐘內完成支付',
  },
  'orders.order_cancelled': { 'zh-cn': '订单已取消', 'en-us': 'Order cancelled', 'zh-hant': '訂單已取消' },
  'orders.order_deleted': { 'zh-cn': '订单已删除', 'en-us': 'Order deleted', 'zh-hant': '訂單已刪除' },

  // ── sandbox checkout page ──
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
} as const;
