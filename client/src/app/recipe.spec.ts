// The features' indexes name their pages through lazyPage (texts loaded with import.meta, a Vite
// feature) and the coming-soon placeholder (antd-mobile): stand-ins keep this test in Node, as in
// route-table.spec.ts.
jest.mock('@client/components/lazy-page', () => ({
  lazyPage: (_factory: unknown, chunk: string) => Object.assign(() => null, { chunk }),
}));
jest.mock('@client/components/coming-soon', () => ({
  soonPage: (titleKey: string) => Object.assign(() => null, { titleKey }),
}));

/* eslint-disable @typescript-eslint/no-require-imports -- after the mocks above */
const { FEATURES } = require('@client/app/features') as typeof import('@client/app/features');
const { buildRouteTable } = require('@client/app/route-table') as typeof import('@client/app/route-table');
const { LOGBOOK_PATH, logbookFeature } = require('@test/recipe/logbook/client') as typeof import('@test/recipe/logbook/client');
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * The client half of the recipe (docs/architecture.md): a feature added to the features list, one
 * line, is routed and on the needs-login list without any other file knowing it
 * (the fixture feature in test/recipe/logbook/client; its server half: test/recipe/).
 */
describe('the recipe: a feature that declares itself (fixture: logbook)', () => {
  it('is routed, once, and needs a login as its index says', () => {
    const table = buildRouteTable([...FEATURES, logbookFeature]);
    expect(table.routes.filter((r) => r.path === LOGBOOK_PATH)).toHaveLength(1);
    expect(table.needsLogin.has(LOGBOOK_PATH)).toBe(true);
    expect(table.routes).toHaveLength(buildRouteTable(FEATURES).routes.length + 1);
  });

  it('cannot take a page another feature declares', () => {
    const taken = FEATURES[0]!.routes[0]!.path;
    const clash = { ...logbookFeature, routes: [{ ...logbookFeature.routes[0]!, path: taken }] };
    expect(() => buildRouteTable([...FEATURES, clash])).toThrow(`route ${taken} is declared by both`);
  });
});
