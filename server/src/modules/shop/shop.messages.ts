import { registerMessages, type MessageSet } from '@server/common/i18n/i18n';

/**
 * Server messages of the shop module: refusals (`e.shop.*`) and results (`shop.*`). Registered in
 * the catalogue when this file is loaded (the module file imports it, see `common/i18n/i18n.ts`);
 * its keys join `MessageKey` through the declaration below.
 */
export const shopMessages = {
  'e.shop.category_not_found': {
    'zh-cn': '分类不存在',
    'en-us': 'This category does not exist',
    'zh-hant': '分類不存在',
  },
  'e.shop.category_cycle': {
    'zh-cn': '不能把分类移到它自己或它的子分类下面',
    'en-us': 'A category cannot be moved under itself or one of its sub-categories',
    'zh-hant': '不能把分類移到它自己或它的子分類下面',
  },
  'e.shop.category_has_children': {
    'zh-cn': '这个分类下还有 {count} 个子分类，请先删除或移走它们',
    'en-us': 'This category still has {count} sub-categories: delete or move them first',
    'zh-hant': '這個分類下還有 {count} 個子分類，請先刪除或移走它們',
  },
  'e.shop.category_has_goods': {
    'zh-cn': '这个分类下还有 {count} 件商品，请先把它们移到其他分类',
    'en-us': 'This category still holds {count} goods: move them to another category first',
    'zh-hant': '這個分類下還有 {count} 件商品，請先把它們移到其他分類',
  },
  'e.shop.province_invalid': {
    'zh-cn': '请选择中国的一个省份',
    'en-us': 'Choose a province of China',
    'zh-hant': '請選擇中國的一個省份',
  },
  'e.shop.sku_options': {
    'zh-cn': '每个规格必须为每个属性选择一个取值',
    'en-us': 'Every SKU must pick one value of each attribute',
    'zh-hant': '每個規格必須為每個屬性選擇一個取值',
  },
  'e.shop.sku_duplicate': {
    'zh-cn': '有两个规格的属性组合相同',
    'en-us': 'Two SKUs have the same combination of values',
    'zh-hant': '有兩個規格的屬性組合相同',
  },
  'e.shop.original_price_not_higher': {
    'zh-cn': '划线价必须高于售价',
    'en-us': 'The original price must be higher than the price',
    'zh-hant': '劃線價必須高於售價',
  },
  'e.shop.stock_below_allocated': {
    'zh-cn': '库存不能少于待支付订单占用的 {allocated} 件',
    'en-us': 'Stock cannot be set below the {allocated} held by unpaid orders',
    'zh-hant': '庫存不能少於待支付訂單佔用的 {allocated} 件',
  },
  // cart
  'e.shop.not_on_sale': {
    'zh-cn': '该商品已下架',
    'en-us': 'This item is no longer sold',
    'zh-hant': '該商品已下架',
  },
  'e.shop.sold_out': { 'zh-cn': '该规格已售罄', 'en-us': 'This item is sold out', 'zh-hant': '該規格已售罄' },
  'e.shop.quantity_above_stock': {
    'zh-cn': '库存仅剩 {stock} 件',
    'en-us': 'Only {stock} left in stock',
    'zh-hant': '庫存僅剩 {stock} 件',
  },
  'e.shop.cart_full': {
    'zh-cn': '购物车最多放 {max} 种商品',
    'en-us': 'Your cart holds at most {max} different items',
    'zh-hant': '購物車最多放 {max} 種商品',
  },
  'shop.cart_added': { 'zh-cn': '已加入购物车', 'en-us': 'Added to your cart', 'zh-hant': '已加入購物車' },
  'shop.cart_capped': {
    'zh-cn': '库存有限，购物车中该商品为 {quantity} 件',
    'en-us': 'Limited stock: your cart now holds {quantity} of this item',
    'zh-hant': '庫存有限，購物車中該商品為 {quantity} 件',
  },
  'shop.cart_updated': { 'zh-cn': '购物车已更新', 'en-us': 'Cart updated', 'zh-hant': '購物車已更新' },
  'shop.cart_removed': { 'zh-cn': '已从购物车移除', 'en-us': 'Removed from your cart', 'zh-hant': '已從購物車移除' },
  'shop.cart_merged': { 'zh-cn': '购物车已合并', 'en-us': 'Your carts were merged', 'zh-hant': '購物車已合併' },
  'shop.cart_merged_adjusted': {
    'zh-cn': '购物车已合并；{count} 种商品因库存不足被减少或移除',
    'en-us': 'Your carts were merged; {count} {count|item was|items were} lowered or left out for lack of stock',
    'zh-hant': '購物車已合併；{count} 種商品因庫存不足被減少或移除',
  },
  // addresses
  'e.shop.address_limit': {
    'zh-cn': '最多保存 {max} 个收货地址',
    'en-us': 'You can keep at most {max} addresses',
    'zh-hant': '最多儲存 {max} 個收貨地址',
  },
  'e.shop.area_invalid': {
    'zh-cn': '请选择完整的省、市、区',
    'en-us': 'Please choose a province, city and district',
    'zh-hant': '請選擇完整的省、市、區',
  },
  'shop.address_saved': { 'zh-cn': '地址已保存', 'en-us': 'Address saved', 'zh-hant': '地址已儲存' },
  'shop.address_deleted': { 'zh-cn': '地址已删除', 'en-us': 'Address deleted', 'zh-hant': '地址已刪除' },
  // checkout
  'e.shop.cart_nothing_selected': {
    'zh-cn': '购物车中没有选中的商品',
    'en-us': 'No item is selected in your cart',
    'zh-hant': '購物車中沒有選中的商品',
  },
  'e.shop.coupon_not_accepted': {
    'zh-cn': '商城订单暂不支持使用优惠券',
    'en-us': 'Coupons cannot be used on shop orders yet',
    'zh-hant': '商城訂單暫不支援使用優惠券',
  },
  'e.shop.checkout_changed': {
    'zh-cn': '部分商品有变化，请确认后再下单：{lines}',
    'en-us': 'Some items changed; please check them and order again: {lines}',
    'zh-hant': '部分商品有變化，請確認後再下單：{lines}',
  },
  'e.shop.line_unavailable': {
    'zh-cn': '「{title}」已下架',
    'en-us': '“{title}” is no longer sold',
    'zh-hant': '「{title}」已下架',
  },
  'e.shop.line_sold_out': { 'zh-cn': '「{title}」已售罄', 'en-us': '“{title}” is sold out', 'zh-hant': '「{title}」已售罄' },
  'e.shop.line_short': {
    'zh-cn': '「{title}」仅剩 {stock} 件',
    'en-us': 'only {stock} of “{title}” left',
    'zh-hant': '「{title}」僅剩 {stock} 件',
  },
  'e.shop.line_price_changed': {
    'zh-cn': '「{title}」现价 {price}（原为 {was}）',
    'en-us': '“{title}” now costs {price} (was {was})',
    'zh-hant': '「{title}」現價 {price}（原為 {was}）',
  },
  'e.shop.refund_whole_order': {
    'zh-cn': '商城订单只能整单退款',
    'en-us': 'A shop order is refunded as a whole',
    'zh-hant': '商城訂單只能整單退款',
  },
  'shop.order_refunded': {
    'zh-cn': '已退款 {count} 件商品',
    'en-us': '{count} {count|item|items} refunded',
    'zh-hant': '已退款 {count} 件商品',
  },
  'shop.order_title_more': {
    'zh-cn': '{title} 等 {count} 件商品',
    'en-us': '{title} and {more} more',
    'zh-hant': '{title} 等 {count} 件商品',
  },
  'shop.shipping_saved': { 'zh-cn': '运费规则已保存', 'en-us': 'Shipping rule saved', 'zh-hant': '運費規則已儲存' },
  'shop.goods_saved': { 'zh-cn': '商品已保存', 'en-us': 'Goods saved', 'zh-hant': '商品已儲存' },
  'shop.sku_saved': { 'zh-cn': '规格已保存', 'en-us': 'SKU saved', 'zh-hant': '規格已儲存' },
  'shop.category_deleted': { 'zh-cn': '分类已删除', 'en-us': 'Category deleted', 'zh-hant': '分類已刪除' },
  'shop.category_saved': { 'zh-cn': '分类已保存', 'en-us': 'Category saved', 'zh-hant': '分類已儲存' },
  // fulfilment and logistics (decision 0131)
  'e.shop.carrier_unavailable': {
    'zh-cn': '暂不支持该快递公司',
    'en-us': 'This carrier is not available',
    'zh-hant': '暫不支援該快遞公司',
  },
  'e.shop.ship_not_paid': {
    'zh-cn': '只有已支付的订单才能发货',
    'en-us': 'Only a paid order can be shipped',
    'zh-hant': '只有已支付的訂單才能出貨',
  },
  'e.shop.already_shipped': {
    'zh-cn': '该订单已发货',
    'en-us': 'This order has already been shipped',
    'zh-hant': '該訂單已出貨',
  },
  'e.shop.receive_not_shipped': {
    'zh-cn': '订单尚未发货，不能确认收货',
    'en-us': 'This order has not been shipped yet, so it cannot be received',
    'zh-hant': '訂單尚未出貨，不能確認收貨',
  },
  'e.shop.already_received': {
    'zh-cn': '该订单已确认收货',
    'en-us': 'This order has already been received',
    'zh-hant': '該訂單已確認收貨',
  },
  'e.shop.refund_after_shipping': {
    'zh-cn': '订单已发货，不能直接退款，请申请退货',
    'en-us': 'This order has been shipped: it cannot be refunded directly, ask for a return instead',
    'zh-hant': '訂單已出貨，不能直接退款，請申請退貨',
  },
  'e.shop.callback_forged': {
    'zh-cn': '物流回调签名无效',
    'en-us': 'The tracking callback’s signature is not valid',
    'zh-hant': '物流回呼簽章無效',
  },
  'e.shop.callback_stale': {
    'zh-cn': '物流回调已过期',
    'en-us': 'The tracking callback is out of date',
    'zh-hant': '物流回呼已過期',
  },
  'e.shop.callback_replayed': {
    'zh-cn': '物流回调已处理过',
    'en-us': 'The tracking callback was already processed',
    'zh-hant': '物流回呼已處理過',
  },
  'e.shop.callback_invalid': {
    'zh-cn': '物流回调内容无效',
    'en-us': 'The tracking callback cannot be read',
    'zh-hant': '物流回呼內容無效',
  },
  'shop.order_shipped': { 'zh-cn': '已发货', 'en-us': 'Shipped', 'zh-hant': '已出貨' },
  'shop.order_received': { 'zh-cn': '已确认收货', 'en-us': 'Receipt confirmed', 'zh-hant': '已確認收貨' },
  'shop.carrier.sandbox': { 'zh-cn': '模拟快递', 'en-us': 'Sandbox courier', 'zh-hant': '模擬快遞' },
  'shop.carrier.shunfeng': { 'zh-cn': '顺丰速运', 'en-us': 'SF Express', 'zh-hant': '順豐速運' },
  'shop.carrier.zhongtong': { 'zh-cn': '中通快递', 'en-us': 'ZTO Express', 'zh-hant': '中通快遞' },
  'shop.carrier.yuantong': { 'zh-cn': '圆通速递', 'en-us': 'YTO Express', 'zh-hant': '圓通速遞' },
  'shop.carrier.yunda': { 'zh-cn': '韵达快递', 'en-us': 'Yunda Express', 'zh-hant': '韻達快遞' },
  'shop.carrier.shentong': { 'zh-cn': '申通快递', 'en-us': 'STO Express', 'zh-hant': '申通快遞' },
  'shop.carrier.jd': { 'zh-cn': '京东物流', 'en-us': 'JD Logistics', 'zh-hant': '京東物流' },
  'shop.carrier.ems': { 'zh-cn': 'EMS', 'en-us': 'EMS', 'zh-hant': 'EMS' },
  'shop.parcel.shipped': {
    'zh-cn': '商家已发货，交由{carrier}',
    'en-us': 'Shipped, handed to {carrier}',
    'zh-hant': '商家已出貨，交由{carrier}',
  },
  'shop.parcel.collected': { 'zh-cn': '快递员已揽收', 'en-us': 'Collected by the courier', 'zh-hant': '快遞員已攬收' },
  'shop.parcel.in_transit': { 'zh-cn': '运输中', 'en-us': 'In transit', 'zh-hant': '運送中' },
  'shop.parcel.out_for_delivery': { 'zh-cn': '派送中', 'en-us': 'Out for delivery', 'zh-hant': '派送中' },
  'shop.parcel.delivered': { 'zh-cn': '已签收', 'en-us': 'Delivered', 'zh-hant': '已簽收' },
  'shop.parcel.exception': { 'zh-cn': '包裹异常', 'en-us': 'Delivery problem', 'zh-hant': '包裹異常' },
  'shop.parcel.returned': { 'zh-cn': '包裹退回中', 'en-us': 'On its way back', 'zh-hant': '包裹退回中' },
  'notice.shop.shipped.title': { 'zh-cn': '订单已发货', 'en-us': 'Your order has shipped', 'zh-hant': '訂單已出貨' },
  'notice.shop.shipped.body': {
    'zh-cn': '订单 {number} 已发货，运单号 {tracking}。',
    'en-us': 'Order {number} has shipped. Tracking number: {tracking}.',
    'zh-hant': '訂單 {number} 已出貨，運單號 {tracking}。',
  },
  'notice.shop.delivered.title': { 'zh-cn': '包裹已签收', 'en-us': 'Your parcel was delivered', 'zh-hant': '包裹已簽收' },
  'notice.shop.delivered.body': {
    'zh-cn': '订单 {number} 的包裹（运单号 {tracking}）已签收，请确认收货。',
    'en-us': 'The parcel of order {number} (tracking number {tracking}) was delivered. Please confirm receipt.',
    'zh-hant': '訂單 {number} 的包裹（運單號 {tracking}）已簽收，請確認收貨。',
  },
} as const satisfies MessageSet;

registerMessages('shop', shopMessages);

declare module '@server/common/i18n/i18n' {
  interface ModuleMessages {
    shop: typeof shopMessages;
  }
}
