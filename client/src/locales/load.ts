import type { Locale as AntdLocale } from 'antd-mobile/es/locales/base';
import type { Locale } from '@client/lib/language';
import type { FeatureArea } from './areas';

type Texts = Record<string, unknown>;

/**
 * The interface texts travel in chunks, one language at a time (issue #25): the first screen's
 * (`lang/<code>.ts`, with antd-mobile's strings) before the app renders, and each feature area's
 * (`<area>/<code>.json`) with the first page that needs it (lazy-page.tsx). A language switch
 * fetches the new language's.
 */
export { FEATURE_AREAS, type FeatureArea } from './areas';
export type TextsPart = 'first' | FeatureArea;

const first: Record<Locale, () => Promise<{ translation: Texts; antd: AntdLocale }>> = {
  'zh-CN': () => import('./lang/zh-CN'),
  en: () => import('./lang/en'),
  'zh-Hant': () => import('./lang/zh-Hant'),
};
const areas = import.meta.glob<Texts>('./{contest,commerce,account,content,membership,advertisers}/*.json', { import: 'default' });

export async function loadTexts(locale: Locale, part: TextsPart): Promise<{ translation: Texts; antd?: AntdLocale }> {
  if (part === 'first') return first[locale]();
  const load = areas[`./${part}/${locale}.json`];
  if (!load) throw new Error(`no ${part} texts in ${locale}`);
  return { translation: await load() };
}
