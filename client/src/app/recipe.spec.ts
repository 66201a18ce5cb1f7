import { LOCALES } from '@client/lib/language';
import type { FeatureTexts } from '@client/config/feature';

// The features' indexes name their pages through lazyPage (React, i18next) and the coming-soon
// placeholder (antd-mobile): stand-ins keep this test in Node, as in route-table.spec.ts; a page
// keeps the texts it names.
jest.mock('@client/components/lazy-page', () => ({
  lazyPage: (_factory: unknown, chunk: string, options?: { texts?: unknown }) =>
    Object.assign(() => null, { chunk, texts: options?.texts }),
}));
jest.mock('@client/components/coming-soon', () => ({
  soonPage: (titleKey: string) => Object.assign(() => null, { titleKey }),
}));

/* eslint-disable @typescript-eslint/no-require-imports -- after the mocks above */
const { FEATURES } = require('@client/app/features') as typeof import('@client/app/features');
const { buildRouteTable } = require('@client/app/route-table') as typeof import('@client/app/route-table');
const { LOGBOOK_PATH, logbookFeature, logbookTexts } =
  require('@test/recipe/logbook/client') as typeof import('@test/recipe/logbook/client');
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * The client half of the recipe (docs/architecture.md): a feature added to the features list, one
 * line, is routed, on the needs-login list and has its texts loaded without any other file knowing
 * it (the fixture feature in test/recipe/logbook/client; its server half: test/recipe/).
 */
describe('the recipe: a feature that declares itself (fixture: logbook)', () => {
  it('is routed, once, and needs a login as its index says', () => {
    const table = buildRouteTable([...FEATURES, logbookFeature]);
    expect(table.routes.filter((r) => r.path === LOGBOOK_PATH)).toHaveLength(1);
    expect(table.needsLogin.has(LOGBOOK_PATH)).toBe(true);
    expect(table.routes).toHaveLength(buildRouteTable(FEATURES).routes.length + 1);
  });

  it('brings its own texts (its locales/ folder): registered with the others, named by its page', async () => {
    const table = buildRouteTable([...FEATURES, logbookFeature]);
    expect(table.texts).toEqual([...buildRouteTable(FEATURES).texts, logbookTexts]);
    const page = table.routes.find((r) => r.path === LOGBOOK_PATH)!.page as { texts?: readonly FeatureTexts[] };
    expect(page.texts).toEqual([logbookTexts]);
    // the same keys in the three languages, under a top-level key no other feature's texts use
    const files = await Promise.all(LOCALES.map((locale) => logbookTexts[locale]()));
    for (const file of files) expect(file).toEqual({ logbook: { title: expect.any(String), empty: expect.any(String) } });
    const others = await Promise.all(buildRouteTable(FEATURES).texts.map((texts) => texts.en()));
    expect(others.filter((texts) => 'logbook' in texts)).toEqual([]);
  });

  it('cannot take a page another feature declares', () => {
    const taken = FEATURES[0]!.routes[0]!.path;
    const clash = { ...logbookFeature, routes: [{ ...logbookFeature.routes[0]!, path: taken }] };
    expect(() => buildRouteTable([...FEATURES, clash])).toThrow(`route ${taken} is declared by both`);
  });
});
