import type { Language } from '@contracts/language';
import type { Localised } from '@contracts/schemas/content';

/** A localised field (magazines, issues, banners) in the reader's language, else Simplified Chinese, else any. */
export function localised(text: Localised | null | undefined, lang: Language): string {
  if (!text) return '';
  return text[lang] || text['zh-cn'] || Object.values(text).find(Boolean) || '';
}
