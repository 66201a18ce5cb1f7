import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { translate, type MessageParams } from '@contracts/messages';
import { bundles } from '@client/locales';
import {
  detectLocale,
  formatMoney as formatMoneyFor,
  getCurrentLocale,
  LANGUAGE_STORAGE_KEY,
  LOCALE_INFO,
  serverLanguage,
  setCurrentLocale,
  type Locale,
} from '@client/lib/language';
import { localStore } from '@client/lib/storage';

export const resources = {
  'zh-CN': { translation: bundles['zh-CN'] },
  en: { translation: bundles.en },
  'zh-Hant': { translation: bundles['zh-Hant'] },
} as const;

function deviceLanguages(): string[] {
  if (typeof navigator === 'undefined') return [];
  const list = navigator.languages?.length ? [...navigator.languages] : [];
  if (navigator.language && !list.includes(navigator.language)) list.unshift(navigator.language);
  return list;
}

function applyDocumentLanguage(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALE_INFO[locale].htmlLang;
}

/** Initialises i18next synchronously with the stored or detected language. */
export function initI18n(): I18n {
  const locale = detectLocale(localStore().getItem(LANGUAGE_STORAGE_KEY), deviceLanguages());
  setCurrentLocale(locale);
  applyDocumentLanguage(locale);
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources,
      lng: locale,
      fallbackLng: 'en',
      supportedLngs: ['zh-CN', 'en', 'zh-Hant'],
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  }
  return i18next;
}

/**
 * Switches the interface language: stores LANGUAGE_TYPE, updates i18next (every `useTranslation`
 * re-renders), the request headers and the `lang` attribute. The app shell listens to
 * i18next's `languageChanged` and refetches server-localised data.
 */
export async function changeLocale(locale: Locale): Promise<void> {
  localStore().setItem(LANGUAGE_STORAGE_KEY, locale);
  setCurrentLocale(locale);
  applyDocumentLanguage(locale);
  await i18next.changeLanguage(locale);
}

export function currentLocale(): Locale {
  return getCurrentLocale();
}

/** A validation message of the shared catalogue in the current language. */
export function validationMessage(key: string, params?: MessageParams): string {
  return translate(key, serverLanguage(getCurrentLocale()), params);
}

/** Money in minor units with the current language's currency symbol ($ English, ¥ Chinese). */
export function formatMoney(minorUnits: number): string {
  return formatMoneyFor(minorUnits, getCurrentLocale());
}

export { i18next };
