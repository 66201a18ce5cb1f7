import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Feature, FeatureTexts } from '@client/config/feature';
import { paths } from '@client/config/paths';
import { LOCALES } from '@client/lib/language';
import { allFeatureTexts } from '@client/locales/load';

// The features' indexes name their pages through lazyPage (React, i18next) and the coming-soon
// placeholder (antd-mobile): stand-ins keep this test in Node; a page keeps the texts it names.
jest.mock('@client/components/lazy-page', () => ({
  lazyPage: (_factory: unknown, chunk: string, options?: { texts?: unknown }) =>
    Object.assign(() => null, { chunk, texts: options?.texts }),
}));
jest.mock('@client/components/coming-soon', () => ({
  soonPage: (titleKey: string) => Object.assign(() => null, { titleKey }),
}));

// eslint-disable-next-line @typescript-eslint/no-require-imports -- after the mocks above
const table = require('@client/app/route-table') as typeof import('@client/app/route-table');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- after the mocks above
const { FEATURES } = require('@client/app/features') as typeof import('@client/app/features');

/** SPEC §2's needs-login list, as the app had it typed by hand before the features declared it. */
const SPEC_NEEDS_LOGIN = [
  paths.tabProfile,
  paths.settings,
  paths.accountSecurity,
  paths.changePassword,
  paths.changePhone,
  paths.accountDeletion,
  paths.myInfo,
  paths.editProfile,
  paths.feedback,
  paths.works,
  paths.voteSubmit,
  paths.messages,
  paths.messageDetail,
  paths.csFeedback,
  paths.reviewEntries,
  paths.contestEditor,
  paths.orders,
  paths.logistics,
  paths.tickets,
  paths.exhibitionBuy,
  paths.orderDetail,
  paths.orderPay,
  paths.ticketHistory,
  paths.ticketDetail,
  paths.couponMine,
  paths.checkin,
  paths.savedArticles,
  paths.viewedArticles,
  paths.downloadedArticles, // issue #35: the articles kept on this device (the session's)
  paths.studio,
  paths.studioEditor,
  paths.adminArticles,
  paths.adminBanners,
  paths.purchased,
  paths.adminMembershipPlans,
  paths.adminMembershipLedger,
  paths.advertiserApply,
  paths.advertiserStatus,
  paths.advertiserPackages,
  paths.advertiserCampaigns,
  paths.advertiserRecords,
  paths.adminAdvertisers,
  paths.adminAdCreatives,
  paths.adminAdPackages,
  paths.adminGoods,
  paths.adminGoodsEditor,
  paths.adminShopOrders,
  paths.adminShopCategories,
  paths.adminShopShipping,
  paths.checkout,
  paths.addresses,
  paths.addressEdit,
  paths.adminConsole,
  paths.adminConsoleUser,
  paths.adminAudit,
  paths.adminOrders,
  paths.adminDeletionRequests,
  paths.adminOrder,
  paths.adminExhibitions,
  paths.adminExhibitionEditor,
  paths.adminCoupons,
];

describe('route table (from the features)', () => {
  it('derives the needs-login list: exactly the SPEC pages', () => {
    expect([...table.NEEDS_LOGIN].sort()).toEqual([...SPEC_NEEDS_LOGIN].sort());
    expect(table.needsLogin(paths.tabProfile)).toBe(true);
    expect(table.needsLogin(paths.settings)).toBe(true);
    expect(table.needsLogin(`${paths.logistics}?order_id=1&express_id=2`)).toBe(true);
    expect(table.needsLogin(paths.tabIndex)).toBe(false);
    expect(table.needsLogin(paths.login)).toBe(false);
    expect(table.needsLogin(paths.userAgreement)).toBe(false);
    expect(table.needsLogin(paths.article)).toBe(false);
  });

  it('derives the home tab aliases', () => {
    expect([...table.TAB_HOME_ALIASES].sort()).toEqual([paths.root, paths.index, paths.tabIndex, paths.tabHome, paths.shopIndex].sort());
  });

  it('routes every path of the registry, each once, the tab pages in the tab layout', () => {
    const routed = table.routeTable.routes.map((r) => r.path);
    expect([...routed].sort()).toEqual([...new Set(Object.values(paths))].sort());
    const tabs = new Map(table.routeTable.routes.filter((r) => r.tab).map((r) => [r.path, r.tab]));
    expect(tabs.get(paths.tabArticles)).toBe('articles');
    expect(tabs.get(paths.tabShows)).toBe('shows');
    expect(tabs.get(paths.tabProfile)).toBe('profile');
  });

  it("takes each feature's texts from its index: its own locales/ folder, one file a language", async () => {
    const FEATURES_DIR = join(__dirname, '..', 'features');
    const withFolder = readdirSync(FEATURES_DIR).filter((name) => existsSync(join(FEATURES_DIR, name, 'locales')));
    const declared = FEATURES.filter((f) => f.texts);
    expect(declared.map((f) => f.name).sort()).toEqual(withFolder.sort());
    expect(table.routeTable.texts).toEqual(declared.map((f) => f.texts));
    // the app's pages that name no texts wait for these (load.ts, registered by the route table)
    expect(allFeatureTexts()).toEqual(table.routeTable.texts);
    for (const { name, texts } of declared) {
      for (const locale of LOCALES) {
        const file = JSON.parse(readFileSync(join(FEATURES_DIR, name, 'locales', `${locale}.json`), 'utf8')) as unknown;
        expect([name, locale, await texts![locale]()]).toEqual([name, locale, file]);
      }
    }
  });

  it("lets pages name only the features' declared texts", () => {
    const declared = new Set(table.routeTable.texts);
    const pages = table.routeTable.routes.map((r) => ({
      path: r.path,
      texts: (r.page as { texts?: readonly FeatureTexts[] }).texts ?? [],
    }));
    expect(pages.some((p) => p.texts.length > 0)).toBe(true);
    expect(pages.filter((p) => p.texts.some((texts) => !declared.has(texts))).map((p) => p.path)).toEqual([]);
  });

  it('refuses a path declared by two features, and roles on a page that needs no login', () => {
    const Page = () => null;
    const a: Feature = { name: 'a', routes: [{ path: paths.vote, page: Page }] };
    const b: Feature = { name: 'b', routes: [{ path: paths.vote, page: Page }] };
    expect(() => table.buildRouteTable([a, b])).toThrow('route /pages/vote/vote is declared by both a and b');
    const open: Feature = { name: 'c', routes: [{ path: paths.checkin, page: Page, roles: ['volunteer'] }] };
    expect(() => table.buildRouteTable([open])).toThrow('has roles but needs no login');
  });
});
