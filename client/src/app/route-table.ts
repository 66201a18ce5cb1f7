import type { Feature, FeatureRoute, FeatureTexts } from '@client/config/feature';
import { stripQuery } from '@client/config/paths';
import { FEATURES } from '@client/app/features';
import { registerFeatureTexts } from '@client/locales/load';

export interface RouteTable {
  /** every feature's routes, in the features' order */
  routes: readonly FeatureRoute[];
  /** the needs-login list (SPEC §2): the routes marked `needsLogin` */
  needsLogin: ReadonlySet<string>;
  /** the paths the home tab answers at (the tab bar shows the home tab active on each) */
  tabHomeAliases: ReadonlySet<string>;
  /** every feature's own texts (its index's `texts`), in the features' order */
  texts: readonly FeatureTexts[];
}

/**
 * Merges the features' routes and texts into one table. Fails (at start, like the server's
 * registries) when two features declare one path, or a page for some roles does not need a login.
 */
export function buildRouteTable(features: readonly Feature[]): RouteTable {
  const owner = new Map<string, string>();
  const routes: FeatureRoute[] = [];
  for (const feature of features) {
    for (const route of feature.routes) {
      const taken = owner.get(route.path);
      if (taken) throw new Error(`route ${route.path} is declared by both ${taken} and ${feature.name}`);
      if (route.roles?.length && !route.needsLogin) throw new Error(`route ${route.path} (${feature.name}) has roles but needs no login`);
      owner.set(route.path, feature.name);
      routes.push(route);
    }
  }
  return {
    routes,
    needsLogin: new Set(routes.filter((r) => r.needsLogin).map((r) => r.path)),
    tabHomeAliases: new Set(routes.filter((r) => r.tab === 'home').map((r) => r.path)),
    texts: features.flatMap((f) => (f.texts ? [f.texts] : [])),
  };
}

export const routeTable = buildRouteTable(FEATURES);

// the pages that name no texts wait for every feature's, and a language switch refetches them (load.ts)
registerFeatureTexts(routeTable.texts);

/** Pages that need a session token (SPEC §2 needs-login list), from the features' routes. */
export const NEEDS_LOGIN = routeTable.needsLogin;

/** The home tab's paths (the tab bar's home tab also answers at these aliases). */
export const TAB_HOME_ALIASES = routeTable.tabHomeAliases;

/** Is this path (query and trailing slash ignored) on the needs-login list? */
export function needsLogin(path: string): boolean {
  return NEEDS_LOGIN.has(stripQuery(path));
}
