import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { translate, type MessageParams } from '@contracts/messages';
import type { Locale as AntdLocale } from 'antd-mobile/es/locales/base';
import { loadLanguagePack, type LanguagePack } from '@client/locales/load';
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

/** The language packs fetched so far (the chosen language, then each one switched to). */
const packs = new Map<Locale, LanguagePack>();

async function ensurePack(locale: Locale): Promise<LanguagePack> {
  let pack = packs.get(locale);
  if (!pack) {
    pack = await loadLanguagePack(locale);
    packs.set(locale, pack);
    if (i18next.isInitialized) i18next.addResourceBundle(locale, 'translation', pack.translation, true, true);
  }
  return pack;
}

/** antd-mobile's strings for a language whose pack has arrived (the current one always has). */
export function antdLocale(locale: Locale): AntdLocale | undefined {
  return packs.get(locale)?.antd;
}

function deviceLanguages(): string[] {
  if (typeof navigator === 'undefined') return [];
  const list = navigator.languages?.length ? [...navigator.languages] : [];
  if (navigator.language && !list.includes(navigator.language)) list.unshift(navigator.language);
  return list;
}

function applyDocumentLanguage(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALE_INFO[locale].htmlLang;
}

/**
 * Initialises i18next with the stored or detected language once that language's pack has arrived
 * (only that one is fetched: issue #25). The app renders after this resolves.
 */
export async function initI18n(): Promise<I18n> {
  const locale = detectLocale(localStore().getItem(LANGUAGE_STORAGE_KEY), deviceLanguages());
  setCurrentLocale(locale);
  applyDocumentLanguage(locale);
  const pack = await ensurePack(locale);
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: { [locale]: { translation: pack.translation } },
      lng: locale,
      // every language has every key (locales.spec.ts): no fallback language to fetch
      fallbackLng: false,
      supportedLngs: ['zh-CN', 'en', 'zh-Hant'],
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  }
  return i18next;
}

/**
 * Switches the interface language: fetches its pack if needed, stores LANGUAGE_TYPE, updates i18next (every `useTranslation`
 * re-renders), the request headers and the `lang` attribute. The app shell listens to
 * i18next's `languageChanged` and refetches server-localised data.
 */
export async function changeLocale(locale: Locale): Promise<void> {
  await ensurePack(locale); // the new language's chunk, fetched on the first switch to it
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
