import type { Role } from '@contracts/api';
import type { ComponentType } from 'react';
import type { AppPath } from '@client/config/paths';
import type { FeatureArea } from '@client/locales/load';

/** The tab bar's tabs; a route with `tab` renders inside the tab layout. */
export type TabKey = 'home' | 'articles' | 'shows' | 'profile';

/**
 * One page of a feature, as its public `index.ts` declares it. The app builds the router, the
 * needs-login list (SPEC §2) and the home tab's aliases from these — nothing is listed twice.
 */
export interface FeatureRoute {
  /**
   * A path of the shared registry (`paths`, for the pages other features link to), or a page of
   * the feature's own in the SPEC's style, declared in its index only.
   */
  path: AppPath | `/pages/${string}`;
  /**
   * The page: a `lazyPage(() => import('./pages/…'), …)` (its chunk, texts and first requests
   * travel with it; the first page's are fetched beside the language's texts), or a small
   * component already in the app's first load (the coming-soon placeholders).
   */
  page: ComponentType;
  /** on the needs-login list: a guest goes to the login page (after 200 ms) carrying the page as `redirect` */
  needsLogin?: boolean;
  /**
   * Who the page is for (they reach it from their entries on the profile tab); the page itself
   * tells anyone else so, and the server decides. Only with `needsLogin`.
   */
  roles?: readonly Role[];
  /** rendered inside the tab bar's layout, as this tab (the home tab answers at several paths) */
  tab?: TabKey;
}

/** What a feature offers the app: its pages and the text areas (`locales/<area>/`) it owns. */
export interface Feature {
  name: string;
  routes: readonly FeatureRoute[];
  /** the text areas (locales/areas.ts) it owns, one owner each; its pages' `texts` may name others' */
  texts?: readonly FeatureArea[];
}

/** Declares a feature (typed; nothing else). */
export function defineFeature(feature: Feature): Feature {
  return feature;
}
