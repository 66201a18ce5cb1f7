/**
 * The shop feature's public surface (issue #38, the catalogue's client): the product list with
 * filters (also the shop's home at the SPEC's fallback tab/home/shopindex, in the home tab), the
 * product detail with the SKU picker and the device's cart, the admins' goods screens, and the
 * shop texts; the cart (server for members, device for guests, merged at login), the address book
 * and checkout (decision 0130); the parcel's tracking page and the staff's shipping desk, categories and
 * shipping rule (decision 0143).
 */
import { lazyPage } from '@client/components/lazy-page';
import { defineFeature, type FeatureTexts } from '@client/config/feature';
import { paths } from '@client/config/paths';
import { prefetchGoodsPage } from '@client/features/shop/api/goods-first';
import { shopAdminPaths } from '@client/features/shop/admin-paths';

/** The shop texts: `locales/<code>.json` in this folder, one chunk a language. */
export const shopTexts: FeatureTexts = {
  'zh-CN': () => import('./locales/zh-CN.json').then((m) => m.default),
  en: () => import('./locales/en.json').then((m) => m.default),
  'zh-Hant': () => import('./locales/zh-Hant.json').then((m) => m.default),
};

const ownTexts = { texts: [shopTexts] };

const GoodsListPage = lazyPage(() => import('@client/features/shop/pages/goods-list-page'), 'goods-list', ownTexts);
const GoodsDetailPage = lazyPage(() => import('@client/features/shop/pages/goods-detail-page'), 'goods-detail', {
  ...ownTexts,
  prefetch: prefetchGoodsPage,
});
const CartPage = lazyPage(() => import('@client/features/shop/pages/cart-page'), 'cart', ownTexts);
const CheckoutPage = lazyPage(() => import('@client/features/shop/pages/checkout-page'), 'checkout', ownTexts);
const AddressListPage = lazyPage(() => import('@client/features/shop/pages/address-list-page'), 'addresses', ownTexts);
const AddressEditPage = lazyPage(() => import('@client/features/shop/pages/address-edit-page'), 'address-edit', ownTexts);
const AdminGoodsPage = lazyPage(() => import('@client/features/shop/pages/admin-goods-page'), 'admin-goods', ownTexts);
const AdminGoodsEditorPage = lazyPage(() => import('@client/features/shop/pages/admin-goods-editor-page'), 'admin-goods-editor', ownTexts);
const LogisticsPage = lazyPage(() => import('@client/features/shop/pages/logistics-page'), 'logistics', ownTexts);
const AdminShipPage = lazyPage(() => import('@client/features/shop/pages/admin-ship-page'), 'admin-ship', ownTexts);
const AdminCategoriesPage = lazyPage(() => import('@client/features/shop/pages/admin-categories-page'), 'admin-categories', ownTexts);
const AdminShippingPage = lazyPage(() => import('@client/features/shop/pages/admin-shipping-page'), 'admin-shipping', ownTexts);

/** Merges a guest's device cart into the member's at login (mounted for the session by the app). */
export { useCartMergeAtLogin } from '@client/features/shop/hooks/use-cart-merge';
/** A goods order's receipt (`POST /orders/:id/receive`) and its tracking page's link, for the order screens (decision 0143). */
export { useReceiveGoodsOrder } from '@client/features/shop/api/receive';
export { canReceive, logisticsLink } from '@client/features/shop/utils/logistics';

export const shopFeature = defineFeature({
  name: 'shop',
  texts: shopTexts,
  routes: [
    // SPEC §2: the fallback home tab page under tab/home/shopindex is the shop's home
    { path: paths.shopIndex, page: GoodsListPage, tab: 'home' },
    { path: paths.goodsList, page: GoodsListPage },
    { path: paths.goodsDetail, page: GoodsDetailPage },
    { path: paths.cart, page: CartPage },
    { path: paths.checkout, page: CheckoutPage, needsLogin: true },
    { path: paths.addresses, page: AddressListPage, needsLogin: true },
    { path: paths.addressEdit, page: AddressEditPage, needsLogin: true },
    { path: paths.adminGoods, page: AdminGoodsPage, needsLogin: true, roles: ['admin'] },
    { path: paths.adminGoodsEditor, page: AdminGoodsEditorPage, needsLogin: true, roles: ['admin'] },
    // SPEC §2: /pages/order/logistics?order_id=&express_id= (decision 0143)
    { path: paths.logistics, page: LogisticsPage, needsLogin: true },
    { path: shopAdminPaths.toShip, page: AdminShipPage, needsLogin: true, roles: ['admin'] },
    { path: shopAdminPaths.categories, page: AdminCategoriesPage, needsLogin: true, roles: ['admin'] },
    { path: shopAdminPaths.shipping, page: AdminShippingPage, needsLogin: true, roles: ['admin'] },
  ],
});
