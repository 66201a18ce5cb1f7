import type { Language } from '@contracts/language';

/** A text in the three interface languages (exhibition titles, ticket type names, coupon titles). */
export type LocalText = Record<Language, string>;

/** The text in `lang`, else Simplified Chinese, else any. */
export function pick(text: LocalText | null | undefined, lang: Language): string {
  if (!text) return '';
  return text[lang] || text['zh-cn'] || Object.values(text)[0] || '';
}
