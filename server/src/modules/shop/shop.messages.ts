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
