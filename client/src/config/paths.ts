/**
 * Route registry: the app's URLs, shared by every feature to link to each other's pages. SPEC §2
 * fixes the uni-app style paths (`/pages/<dir>/<page>`); screens known only by their labels get
 * paths in the same style. Which feature shows a path, and whether it needs a login, is said by
 * that feature's routes (`features/<f>/index.ts`).
 */
export const paths = {
  root: '/',
  index: '/pages/index/index',
  /** tab landing = home; the default page after login */
  tabIndex: '/pages/tab/index',
  tabHome: '/pages/tab/home',
  /** fallback when there is no page to go back to (SPEC §2) */
  shopIndex: '/pages/tab/home/shopindex',
  tabArticles: '/pages/tab/articles',
  tabShows: '/pages/tab/shows',
  tabProfile: '/pages/tab/profile',

  article: '/pages/article/article',
  exhibition: '/pages/exhibition/exhibition',
  author: '/pages/author/author',
  downloadXz: '/pages/xiazai/xz',
  downloadH5: '/pages/xiazai/xiazaih5',
  vote: '/pages/vote/vote',
  voteEntry: '/pages/vote/entry',
  voteSubmit: '/pages/vote/submit',
  magazinePeriodical: '/pages/magazine-periodical/magazine-periodical',
  storeLinks: '/pages/guge-and-yyb/guge-and-yyb',
  chooseLocation: '/choose-location',
  openLocation: '/open-location',

  login: '/pages/login/login',
  oauthCallback: '/pages/login/auth',
  register: '/pages/login/register',
  forgotPassword: '/pages/login/forget-password',

  settings: '/pages/my/setting/index',
  accountSecurity: '/pages/my/setting/account-security',
  changePassword: '/pages/my/setting/change-password',
  changePhone: '/pages/my/setting/change-phone',
  accountDeletion: '/pages/my/setting/account-deletion',
  about: '/pages/my/setting/about',
  userAgreement: '/pages/agreement/user-agreement',
  privacyPolicy: '/pages/agreement/privacy-policy',

  myInfo: '/pages/my/info',
  editProfile: '/pages/my/edit-profile',
  feedback: '/pages/my/feedback',
  works: '/pages/my/works',
  messages: '/pages/message/message',
  messageDetail: '/pages/message/detail',
  csFeedback: '/pages/admin/feedback',
  reviewEntries: '/pages/admin/entries',
  contestEditor: '/pages/admin/contest',
  orders: '/pages/order/list',
  logistics: '/pages/order/logistics',
  tickets: '/pages/ticket/wallet',
  exhibitionBuy: '/pages/exhibition/buy',
  orderDetail: '/pages/order/detail',
  orderPay: '/pages/order/pay',
  ticketHistory: '/pages/ticket/history',
  ticketDetail: '/pages/ticket/detail',
  couponList: '/pages/coupon/list',
  couponMine: '/pages/coupon/mine',
  checkin: '/pages/checkin/index',
  memberCentre: '/pages/member/center',
  search: '/pages/search/search',

  // reading (issue #21)
  authorFollowers: '/pages/author/followers',
  authorFollowing: '/pages/author/following',
  magazines: '/pages/magazine/list',
  magazine: '/pages/magazine/detail',
  savedArticles: '/pages/my/saved',
  viewedArticles: '/pages/my/viewed',
  /** Articles kept on this device for offline reading (issue #35). */
  downloadedArticles: '/pages/my/downloaded',
  studio: '/pages/my/articles',
  studioEditor: '/pages/editor/editor',
  adminArticles: '/pages/admin/articles',
  adminBanners: '/pages/admin/banners',

  // membership (issue #22)
  memberRules: '/pages/member/rules',
  purchased: '/pages/my/purchased',
  adminMembershipPlans: '/pages/admin/membership-plans',
  adminMembershipLedger: '/pages/admin/membership-ledger',
  // advertisers (issue #23)
  advertiserAgreement: '/pages/advertiser/agreement',
  advertiserApply: '/pages/advertiser/apply',
  advertiserStatus: '/pages/advertiser/status',
  advertiserPackages: '/pages/advertiser/packages',
  advertiserCampaigns: '/pages/advertiser/campaigns',
  advertiserRecords: '/pages/advertiser/records',
  adminAdvertisers: '/pages/admin/advertisers',
  adminAdCreatives: '/pages/admin/ad-creatives',
  adminAdPackages: '/pages/admin/ad-packages',
  // shop (issue #38): the SPEC's goods/lists and goods/detail, and the admins' goods
  goodsList: '/pages/goods/lists',
  goodsDetail: '/pages/goods/detail',
  // the cart, the address book and checkout (decision 0130)
  cart: '/pages/goods/cart',
  checkout: '/pages/goods/checkout',
  addresses: '/pages/address/list',
  addressEdit: '/pages/address/edit',
  adminGoods: '/pages/admin/goods',
  adminGoodsEditor: '/pages/admin/goods-editor',
  // the shop's staff screens: orders to ship, categories, shipping rules (decision 0143)
  adminShopOrders: '/pages/admin/shop-orders',
  adminShopCategories: '/pages/admin/shop-categories',
  adminShopShipping: '/pages/admin/shop-shipping',
  // the operators' console (issue #39)
  adminConsole: '/pages/admin/console',
  adminConsoleUser: '/pages/admin/console/user',
  adminAudit: '/pages/admin/audit',
  adminOrders: '/pages/admin/orders',
  adminDeletionRequests: '/pages/admin/deletion-requests',
  adminOrder: '/pages/admin/orders/detail',
  adminExhibitions: '/pages/admin/exhibitions',
  adminExhibitionEditor: '/pages/admin/exhibition-editor',
  adminCoupons: '/pages/admin/coupons',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

// The needs-login list and the home tab's aliases are not typed here: each feature's routes say
// which of its pages need a login and which tab they are (features/<f>/index.ts); the app derives
// both lists from them (app/route-table.ts).

/** The path without its query or hash, and without a trailing slash. */
export function stripQuery(path: string): string {
  const i = path.search(/[?#]/);
  const bare = i === -1 ? path : path.slice(0, i);
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/** SPEC §2 / §9: delay before a guard sends a guest to the login page. */
export const LOGIN_REDIRECT_DELAY_MS = 200;

/**
 * A redirect target is used only when it is an in-app path (no scheme, no protocol-relative
 * `//`), and never the login pages themselves; otherwise the tab landing.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return paths.tabIndex;
  const bare = stripQuery(value);
  if (bare === paths.login || bare === paths.oauthCallback) return paths.tabIndex;
  return value;
}

/** The login page, carrying the wanted page as `redirect`. */
export function loginPath(redirect?: string | null): string {
  if (!redirect) return paths.login;
  const bare = stripQuery(redirect);
  if (bare === paths.login || bare === paths.oauthCallback) return paths.login;
  return `${paths.login}?redirect=${encodeURIComponent(redirect)}`;
}
