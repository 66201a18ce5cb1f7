import { LANGUAGES, type Language } from '@contracts/language';

/**
 * Translations of a contest's or an entry's texts (decision 0135). The texts as written stay in
 * their columns (an admin's title, a photographer's words); `translations` maps a language to the
 * fields translated into it, and a reader sees the translation of their language where there is one.
 */
export type Translations<F extends string> = Partial<Record<Language, Partial<Record<F, string>>>>;
export type ContestTranslations = Translations<'title' | 'rules'>;
export type EntryTranslations = Translations<'title' | 'introduction' | 'place'>;

/** A field in each language (its translation, else as written): a notice parameter rendered in the recipient's language. */
export function inEveryLanguage<F extends string>(
  written: string,
  translations: Translations<F> | null | undefined,
  field: F,
): Record<Language, string> {
  return Object.fromEntries(LANGUAGES.map((l) => [l, translated(written, translations, field, l)])) as Record<Language, string>;
}

/** A field in the reader's language: its translation, else the text as written. */
export function translated<F extends string>(
  written: string,
  translations: Translations<F> | null | undefined,
  field: F,
  lang: Language,
): string {
  return translations?.[lang]?.[field] || written;
}
