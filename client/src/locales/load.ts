import type { Locale as AntdLocale } from 'antd-mobile/es/locales/base';
import type { Locale } from '@client/lib/language';

/** One language's texts and antd-mobile's own strings (`lang/<code>.ts`). */
export interface LanguagePack {
  translation: Record<string, unknown>;
  antd: AntdLocale;
}

/**
 * Each language in a chunk of its own, fetched only when that language is chosen (issue #25):
 * the first load carries one language, a switch fetches the next.
 */
const loaders: Record<Locale, () => Promise<LanguagePack>> = {
  'zh-CN': () => import('./lang/zh-CN'),
  en: () => import('./lang/en'),
  'zh-Hant': () => import('./lang/zh-Hant'),
};

export function loadLanguagePack(locale: Locale): Promise<LanguagePack> {
  return loaders[locale]();
}
