/** The shop's own staff screens (decision 0143): declared by the feature's index only, linked from its admin screens. */
export const shopAdminPaths = {
  toShip: '/pages/admin/shop-orders',
  categories: '/pages/admin/shop-categories',
  shipping: '/pages/admin/shop-shipping',
} as const;
