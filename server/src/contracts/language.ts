/**
 * Interface languages (SPEC §7, §9): the `language` header carries the code,
 * `language-id` the number (zh-cn 1, en-us 2, zh-hant 3). Default zh-cn.
 */
export type Language = 'zh-cn' | 'en-us' | 'zh-hant';

export const LANGUAGES: readonly Language[] = ['zh-cn', 'en-us', 'zh-hant'];

export const LANGUAGE_IDS: Readonly<Record<Language, 1 | 2 | 3>> = {
  'zh-cn': 1,
  'en-us': 2,
  'zh-hant': 3,
};

export const DEFAULT_LANGUAGE: Language = 'zh-cn';

/** Lower-cased, `_` → `-` spellings we accept, mapped to our codes. */
const ALIASES: Readonly<Record<string, Language>> = {
  zh: 'zh-cn',
  'zh-cn': 'zh-cn',
  'zh-hans': 'zh-cn',
  'zh-hans-cn': 'zh-cn',
  'zh-sg': 'zh-cn',
  en: 'en-us',
  'en-us': 'en-us',
  'zh-hant': 'zh-hant',
  'zh-tw': 'zh-hant',
  'zh-hk': 'zh-hant',
  'zh-mo': 'zh-hant',
  'zh-hant-tw': 'zh-hant',
  'zh-hant-hk': 'zh-hant',
  'zh-hant-mo': 'zh-hant',
};

const BY_ID: Readonly<Record<string, Language>> = { '1': 'zh-cn', '2': 'en-us', '3': 'zh-hant' };

/**
 * Maps a language code (case-insensitive: zh-CN, zh, en, en-US, zh-Hant, zh-TW, zh-HK…)
 * or a language id (1/2/3, as number or string) to a {@link Language}; null when unknown.
 * Any other English variant (en-GB…) counts as en-us.
 */
export function normalizeLanguage(input: string | number | undefined | null): Language | null {
  if (input === undefined || input === null) return null;
  const key = String(input).trim().toLowerCase().replace(/_/g, '-');
  if (key === '') return null;
  const known = BY_ID[key] ?? ALIASES[key];
  if (known) return known;
  if (/^en-[a-z0-9]+$/.test(key)) return 'en-us';
  return null;
}

/** Request headers that select the language; `language` wins over `language-id`. */
export interface LanguageHeaders {
  language?: string;
  'language-id'?: string | number;
}

export function languageFromHeaders(h: LanguageHeaders): Language {
  return normalizeLanguage(h.language) ?? normalizeLanguage(h['language-id']) ?? DEFAULT_LANGUAGE;
}
