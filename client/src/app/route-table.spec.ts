import type { Feature } from '@client/config/feature';
import { paths } from '@client/config/paths';
import { FEATURE_AREAS } from '@client/locales/areas';

// The features' indexes name their pages through lazyPage (which loads texts with import.meta,
// a Vite feature) and the coming-soon placeholder (antd-mobile): stand-ins keep this test in Node.
jest.mock('@client/components/lazy-page', () => ({
  lazyPage: (_factory: unknown, chunk: string) => Object.assign(() => null, { chunk }),
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

  it('gives each lazily loaded text area (locales/<area>/) to one feature', () => {
    expect(FEATURE_AREAS.length).toBeGreaterThan(0);
    const owned = FEATURES.flatMap((f) => (f.texts ?? []).map((area) => area as string));
    expect([...owned].sort()).toEqual([...FEATURE_AREAS].sort());
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
