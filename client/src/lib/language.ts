import type { Language } from '@contracts/language';

/** Client locale codes; the locale files are `src/locales/<code>.json`. */
export const LOCALES = ['zh-CN', 'en', 'zh-Hant'] as const;
export type Locale = (typeof LOCALES)[number];

/** localStorage key of the chosen language (SPEC §9). */
export const LANGUAGE_STORAGE_KEY = 'LANGUAGE_TYPE';

type LocaleInfo = {
  /** `language` request header value */
  server: Language;
  /** `language-id` header value (SPEC §9: zh=1, en=2, zh-Hant=3) */
  id: 1 | 2 | 3;
  /** BCP 47 tag for the `lang` attribute and Intl */
  htmlLang: string;
};

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  'zh-CN': { server: 'zh-cn', id: 1, htmlLang: 'zh-CN' },
  en: { server: 'en-us', id: 2, htmlLang: 'en' },
  'zh-Hant': { server: 'zh-hant', id: 3, htmlLang: 'zh-Hant' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Maps one BCP 47 tag to a supported locale, or undefined when the tag is not Chinese or English.
 * zh-TW, zh-HK, zh-MO and any zh-Hant* tag → zh-Hant; other zh → zh-CN; en* → en.
 */
export function localeFromTag(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const lower = tag.trim().replace(/_/g, '-').toLowerCase();
  if (lower === '') return undefined;
  if (isLocale(tag)) return tag;
  // server codes and ids stored by older builds
  if (lower === 'zh-cn' || lower === '1') return 'zh-CN';
  if (lower === 'en-us' || lower === '2') return 'en';
  if (lower === 'zh-hant' || lower === '3') return 'zh-Hant';
  const parts = lower.split('-');
  if (parts[0] === 'zh') {
    if (parts.includes('hant')) return 'zh-Hant';
    if (parts.includes('hans')) return 'zh-CN';
    if (parts.some((p) => p === 'tw' || p === 'hk' || p === 'mo')) return 'zh-Hant';
    return 'zh-CN';
  }
  if (parts[0] === 'en') return 'en';
  return undefined;
}

/**
 * The start-up language: the stored LANGUAGE_TYPE if valid, else the first device language we
 * support; Chinese devices get Chinese, everyone else English (SPEC §9).
 */
export function detectLocale(stored: string | null | undefined, deviceLanguages: readonly string[]): Locale {
  const fromStore = localeFromTag(stored);
  if (fromStore) return fromStore;
  for (const tag of deviceLanguages) {
    const locale = localeFromTag(tag);
    if (locale) return locale;
    // a device whose first language is neither Chinese nor English gets English
    if (tag) return 'en';
  }
  return 'en';
}

export function serverLanguage(locale: Locale): Language {
  return LOCALE_INFO[locale].server;
}

let currentLocale: Locale = 'zh-CN';

/** The active locale; the i18n module keeps it in step with i18next. */
export function getCurrentLocale(): Locale {
  return currentLocale;
}

export function setCurrentLocale(locale: Locale): void {
  currentLocale = locale;
}
