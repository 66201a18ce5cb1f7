import { paths } from '@client/config/paths';

/** The shop's staff screens beside the goods admin (decision 0143), linked from each other. */
export const shopAdminPaths = {
  toShip: paths.adminShopOrders,
  categories: paths.adminShopCategories,
  shipping: paths.adminShopShipping,
} as const;
