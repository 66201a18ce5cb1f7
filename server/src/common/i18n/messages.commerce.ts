/**
 * Server messages of the commerce module (errors and notice texts), merged into the catalogue by
 * `i18n.ts`. Keys: `e.commerce.*` for errors, `notice.commerce.*` for inbox notices,
 * `commerce.*` for success messages, check-in answers and the sandbox checkout page.
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
  'e.commerce.not_pending': {
    'zh-cn': '订单当前状态为“{status}”，无法执行此操作',
    'en-us': 'The order is "{status}": this action is not possible',
    'zh-hant': '訂單目前狀態為「{status}」，無法執行此操作',
  },
  'e.commerce.payment_window_closed': {
    'zh-cn': '支付时间已过，订单已失效',
    'en-us': 'The payment window has closed; the order has expired',
    'zh-hant': '支付時間已過，訂單已失效',
  },
  'e.commerce.refund_not_paid': {
    'zh-cn': '只有待使用的订单可以申请退款',
    'en-us': 'Only a paid order waiting to be used can be refunded',
    'zh-hant': '只有待使用的訂單可以申請退款',
  },
  'e.commerce.refund_closed': {
    'zh-cn': '展会已开始，不能退款',
    'en-us': 'The exhibition has started: refunds are closed',
    'zh-hant': '展會已開始，不能退款',
  },
  'e.commerce.refund_too_many': {
    'zh-cn': '仅有{count}张未使用的门票可退',
    'en-us': 'Only {count} unused {count|ticket|tickets} can be refunded',
    'zh-hant': '僅有{count}張未使用的門票可退',
  },
  'e.commerce.cannot_delete': {
    'zh-cn': '只有已完成、已取消、已过期或已退款的订单可以删除',
    'en-us': 'Only completed, cancelled, expired or refunded orders can be deleted',
    'zh-hant': '只有已完成、已取消、已過期或已退款的訂單可以刪除',
  },
  'e.commerce.provider_unavailable': {
    'zh-cn': '暂不支持该支付方式',
    'en-us': 'This payment method is not available',
    'zh-hant': '暫不支援該支付方式',
  },
  'e.commerce.provider_failed': {
    'zh-cn': '支付服务暂时没有响应，请稍后重试',
    'en-us': 'The payment service did not answer. Please try again in a moment',
    'zh-hant': '支付服務暫時沒有回應，請稍後重試',
  },
  'e.commerce.callback_invalid': { 'zh-cn': '签名校验失败', 'en-us': 'Signature check failed', 'zh-hant': '簽名校驗失敗' },
  'e.commerce.amount_mismatch': {
    'zh-cn': '支付金额与订单不符',
    'en-us': 'The amount paid does not match the order',
    'zh-hant': '支付金額與訂單不符',
  },
  'e.commerce.payment_done': {
    'zh-cn': '该支付已处理',
    'en-us': 'This payment has already been processed',
    'zh-hant': '該支付已處理',
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

  // ── order statuses (inside messages) ──
  'commerce.status.pending_payment': { 'zh-cn': '待支付', 'en-us': 'pending payment', 'zh-hant': '待支付' },
  'commerce.status.paid': { 'zh-cn': '待使用', 'en-us': 'pending use', 'zh-hant': '待使用' },
  'commerce.status.completed': { 'zh-cn': '已完成', 'en-us': 'completed', 'zh-hant': '已完成' },
  'commerce.status.cancelled': { 'zh-cn': '已取消', 'en-us': 'cancelled', 'zh-hant': '已取消' },
  'commerce.status.expired': { 'zh-cn': '已过期', 'en-us': 'expired', 'zh-hant': '已過期' },
  'commerce.status.refunded': { 'zh-cn': '已退款', 'en-us': 'refunded', 'zh-hant': '已退款' },

  // ── successes ──
  'commerce.order_placed': {
    'zh-cn': '下单成功，请在{minutes}分钟内完成支付',
    'en-us': 'Order placed: please pay within {minutes} {minutes|minute|minutes}',
    'zh-hant': '下單成功，請在{minutes}分鐘內完成支付',
  },
  'commerce.order_cancelled': { 'zh-cn': '订单已取消', 'en-us': 'Order cancelled', 'zh-hant': '訂單已取消' },
  'commerce.order_refunded': {
    'zh-cn': '已退款{count}张门票',
    'en-us': '{count} {count|ticket|tickets} refunded',
    'zh-hant': '已退款{count}張門票',
  },
  'commerce.order_deleted': { 'zh-cn': '订单已删除', 'en-us': 'Order deleted', 'zh-hant': '訂單已刪除' },
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

  // ── sandbox checkout page ──
  'commerce.checkout.title': { 'zh-cn': '沙箱支付', 'en-us': 'Sandbox payment', 'zh-hant': '沙箱支付' },
  'commerce.checkout.hint': {
    'zh-cn': '这是测试支付页面，不会产生真实扣款。',
    'en-us': 'This is a test checkout: no real money moves.',
    'zh-hant': '這是測試支付頁面，不會產生真實扣款。',
  },
  'commerce.checkout.order': { 'zh-cn': '订单号', 'en-us': 'Order', 'zh-hant': '訂單號' },
  'commerce.checkout.amount': { 'zh-cn': '支付金额', 'en-us': 'Amount', 'zh-hant': '支付金額' },
  'commerce.checkout.pay': { 'zh-cn': '确认支付', 'en-us': 'Pay', 'zh-hant': '確認支付' },
  'commerce.checkout.fail': { 'zh-cn': '模拟支付失败', 'en-us': 'Fail payment', 'zh-hant': '模擬支付失敗' },
  'commerce.checkout.done': { 'zh-cn': '该支付已处理', 'en-us': 'This payment has been processed', 'zh-hant': '該支付已處理' },
  'commerce.checkout.back': { 'zh-cn': '返回订单', 'en-us': 'Back to the order', 'zh-hant': '返回訂單' },

  // ── inbox notices (category order) ──
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
  // an order of another kind (membership, ad placement): its own module says what it gave
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
  'notice.commerce.checked_in.title': { 'zh-cn': '已入场', 'en-us': 'Checked in', 'zh-hant': '已入場' },
  'notice.commerce.checked_in.body': {
    'zh-cn': '订单{number}已核验{count}张门票，祝您观展愉快！',
    'en-us': 'Order {number}: {count} {count|ticket|tickets} checked in. Enjoy the exhibition!',
    'zh-hant': '訂單{number}已核驗{count}張門票，祝您觀展愉快！',
  },
} as const;
