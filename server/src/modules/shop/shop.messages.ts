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
  'shop.category_saved': { 'zh-cn': '分类已保存', 'en-us': 'Category saved', 'zh-hant': '分類已儲存' },
} as const satisfies MessageSet;

registerMessages('shop', shopMessages);

declare module '@server/common/i18n/i18n' {
  interface ModuleMessages {
    shop: typeof shopMessages;
  }
}
