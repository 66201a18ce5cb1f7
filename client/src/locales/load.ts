import type { Locale as AntdLocale } from 'antd-mobile/es/locales/base';
import type { FeatureTexts } from '@client/config/feature';
import type { Locale } from '@client/lib/language';

type Texts = Record<string, unknown>;

/**
 * The interface texts travel in chunks, one language at a time (issue #25): the first screen's
 * (`lang/<code>.ts`, with antd-mobile's strings) before the app renders, and each feature's
 * (`features/<name>/locales/<code>.json`, declared in its index: config/feature.ts) with the first
 * page that needs it (lazy-page.tsx). A language switch fetches the new language's.
 */
export type TextsPart = 'first' | FeatureTexts;

const first: Record<Locale, () => Promise<{ translation: Texts; antd: AntdLocale }>> = {
  'zh-CN': () => import('./lang/zh-CN'),
  en: () => import('./lang/en'),
  'zh-Hant': () => import('./lang/zh-Hant'),
};

/** The features' texts, from the features list (app/route-table.ts registers them at start). */
let registered: readonly FeatureTexts[] = [];

export function registerFeatureTexts(texts: readonly FeatureTexts[]): void {
  registered = [...texts];
}

/** Every registered feature's texts: what a page that names none waits for (lazyPage's default). */
export function allFeatureTexts(): readonly FeatureTexts[] {
  return registered;
}

export async function loadTexts(locale: Locale, part: TextsPart): Promise<{ translation: Texts; antd?: AntdLocale }> {
  if (part === 'first') return first[locale]();
  return { translation: await part[locale]() };
}
