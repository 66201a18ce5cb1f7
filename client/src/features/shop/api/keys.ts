import type { GoodsFilters } from '@client/features/shop/utils/filters';

export const SHOP_PAGE_SIZE = 20;

/** The shop's react-query keys (language-dependent answers carry the language). */
export const shopKeys = {
  all: ['shop'] as const,
  categories: (lang: string) => ['shop', 'categories', lang] as const,
  list: (filters: GoodsFilters, lang: string) => ['shop', 'goods', lang, filters] as const,
  detail: (id: string, lang: string) => ['shop', 'detail', id, lang] as const,
  cart: ['shop', 'cart'] as const,
  cartLines: (lang: string) => ['shop', 'cart', 'lines', lang] as const,
  cartCount: ['shop', 'cart', 'count'] as const,
  addresses: (lang: string) => ['shop', 'addresses', lang] as const,
  addressesAll: ['shop', 'addresses'] as const,
  areas: (lang: string) => ['areas', lang] as const,
  admin: ['shop', 'admin'] as const,
  adminList: (status: string, q: string) => ['shop', 'admin', 'list', status, q] as const,
  adminGoods: (id: string) => ['shop', 'admin', 'goods', id] as const,
  adminCategories: (lang: string) => ['shop', 'admin', 'categories', lang] as const,
  shipping: ['shop', 'admin', 'shipping'] as const,
  toShip: ['shop', 'admin', 'to-ship'] as const,
  carriers: (lang: string) => ['shop', 'admin', 'carriers', lang] as const,
  logisticsOf: (orderId: string) => ['shop', 'logistics', orderId] as const,
  logistics: (orderId: string, lang: string) => ['shop', 'logistics', orderId, lang] as const,
};
