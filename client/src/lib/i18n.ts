import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale as AntdLocale } from 'antd-mobile/es/locales/base';
import type { FeatureTexts } from '@client/config/feature';
import { loadTexts, type TextsPart } from '@client/locales/load';
import {
  detectLocale,
  getCurrentLocale,
  LANGUAGE_STORAGE_KEY,
  LOCALE_INFO,
  localeFromTag,
  setCurrentLocale,
  type Locale,
} from '@client/lib/language';
import { localStore } from '@client/lib/storage';

/** Texts fetched before i18next started, by language; antd-mobile's strings of each language fetched. */
const early = new Map<Locale, Record<string, unknown>>();
const antdStrings = new Map<Locale, AntdLocale>();
/** Each part's fetch of a language, keyed by the language's loader (a feature's) or `first/<code>`. */
const loading = new Map<string | FeatureTexts[Locale], Promise<void>>();
/** The features' texts some page has needed so far (a language switch fetches them in the new language). */
const textsInUse = new Set<FeatureTexts>();

/** Fetches a part of a language's texts once (again after a failure) and hands it to i18next. */
function ensureTexts(locale: Locale, part: TextsPart): Promise<void> {
  const key = part === 'first' ? `first/${locale}` : part[locale];
  let pending = loading.get(key);
  if (!pending) {
    pending = loadTexts(locale, part).then(({ translation, antd }) => {
      if (antd) antdStrings.set(locale, antd);
      if (i18next.isInitialized) i18next.addResourceBundle(locale, 'translation', translation, true, true);
      else early.set(locale, { ...early.get(locale), ...translation });
    });
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** Features' texts in the current language (lazy pages wait for theirs: lazy-page.tsx). */
export async function loadFeatureTexts(texts: readonly FeatureTexts[]): Promise<void> {
  texts.forEach((part) => textsInUse.add(part));
  await Promise.all(texts.map((part) => ensureTexts(getCurrentLocale(), part)));
}

/** antd-mobile's strings for a language whose texts have arrived (the current one always has). */
export function antdLocale(locale: Locale): AntdLocale | undefined {
  return antdStrings.get(locale);
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
 * Initialises i18next with the stored or detected language once that language's first-screen texts
 * have arrived (only that language is fetched: issue #25). The app renders after this resolves.
 */
export async function initI18n(): Promise<I18n> {
  const locale = detectLocale(localStore().getItem(LANGUAGE_STORAGE_KEY), deviceLanguages());
  setCurrentLocale(locale);
  applyDocumentLanguage(locale);
  await ensureTexts(locale, 'first');
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: { [locale]: { translation: early.get(locale) ?? {} } },
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
 * Switches the interface language: fetches its texts if needed, stores LANGUAGE_TYPE, updates
 * i18next (every `useTranslation` re-renders), the request headers and the `lang` attribute. The app shell listens to
 * i18next's `languageChanged` and refetches server-localised data.
 */
export async function changeLocale(locale: Locale): Promise<void> {
  // the new language's chunks, fetched on the first switch to it
  await Promise.all([ensureTexts(locale, 'first'), ...[...textsInUse].map((part) => ensureTexts(locale, part))]);
  localStore().setItem(LANGUAGE_STORAGE_KEY, locale);
  setCurrentLocale(locale);
  applyDocumentLanguage(locale);
  await i18next.changeLanguage(locale);
}

/**
 * The reader picks a language (login page, guest profile, settings). SPEC §9: the app restarts
 * after the first language is set — the first choice is stored and the page reloads in it (every
 * text, antd's strings and the server's answers start in the chosen language); `reload` is
 * passed in by tests. A later choice switches in place ({@link changeLocale}). Choosing the language
 * already shown the first time stores it without a restart: nothing would change.
 * Answers whether the page is restarting.
 */
export async function chooseLocale(locale: Locale, reload: () => void = () => window.location.reload()): Promise<boolean> {
  const store = localStore();
  const first = localeFromTag(store.getItem(LANGUAGE_STORAGE_KEY)) === undefined;
  if (first) {
    store.setItem(LANGUAGE_STORAGE_KEY, locale);
    if (locale !== getCurrentLocale()) {
      reload();
      return true;
    }
    return false;
  }
  await changeLocale(locale);
  return false;
}

export function currentLocale(): Locale {
  return getCurrentLocale();
}

export { i18next };
