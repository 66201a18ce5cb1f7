import type { Role } from '@contracts/api';
import type { ComponentType } from 'react';
import type { AppPath } from '@client/config/paths';
import type { Locale } from '@client/lib/language';

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

/**
 * A feature's own interface texts: `features/<name>/locales/<code>.json` (top-level keys of its
 * own, the same in the three languages), each language's file imported lazily, as
 * `en: () => import('./locales/en.json').then((m) => m.default)` — Vite makes a chunk of each file,
 * and taking `default` right at the import keeps that chunk to the texts. Fetched with the first
 * page that needs them (lazyPage's `texts`; locales/load.ts). Declared in the feature's index
 * (`export const contestTexts: FeatureTexts = {…}`, and its `texts`); other features' pages name
 * them through that index.
 */
export type FeatureTexts = Readonly<Record<Locale, () => Promise<Record<string, unknown>>>>;

/** What a feature offers the app: its pages and its own texts. */
export interface Feature {
  name: string;
  routes: readonly FeatureRoute[];
  /** its texts (`locales/` in its folder), if it has any beyond the shell's first-screen texts */
  texts?: FeatureTexts;
}

/** Declares a feature (typed; nothing else). */
export function defineFeature(feature: Feature): Feature {
  return feature;
}
