import type { Language } from '@contracts/language';
import { t, type LocalParam, type MessageKey } from '@server/common/i18n/i18n';

/** A rejection's reason as the reader sees it (decision 0135). */
export interface ShownReason {
  text: string | null;
  /** The reviewer's own words (shown as written, marked as their note), not a ready-made reason. */
  isFreeText: boolean;
}

const templateKey = (key: string) => `advertisers.reject.${key}` as MessageKey;

/** A ready-made reason (by key) in the reader's language, else the reviewer's words as written. */
export function shownReason(key: string | null | undefined, free: string | null | undefined, lang: Language): ShownReason {
  if (key) return { text: t(lang, templateKey(key)), isFreeText: false };
  return { text: free || null, isFreeText: !!free };
}

/** The reason as a notice parameter: a key rendered in the recipient's language, or the words as written. */
export function reasonParam(
  key: string | null | undefined,
  free: string | null | undefined,
): { value: LocalParam | string; isFreeText: boolean } {
  if (key) return { value: { key: templateKey(key) }, isFreeText: false };
  return { value: free ?? '', isFreeText: true };
}
