import { DEFAULT_LANGUAGE, languageFromHeaders, type Language } from '@contracts/language';
import { interpolate, validationMessages } from '@contracts/messages';
import { serverMessages } from './messages';
import { commerceMessages } from './messages.commerce';
import { contestMessages } from './messages.contest';
import { messagingMessages } from './messages.messaging';

type Catalogue = Record<string, Record<Language, string>>;
const catalogue: Catalogue = {
  ...(validationMessages as Catalogue),
  ...(serverMessages as Catalogue),
  ...(messagingMessages as Catalogue),
  ...(contestMessages as Catalogue),
  ...(commerceMessages as Catalogue),
};

export type MessageParams = Record<string, string | number>;

/** Renders a message key in a language; placeholders take `params` (`interpolate`). Unknown keys render as themselves. */
export function t(lang: Language, key: string, params?: MessageParams): string {
  const entry = catalogue[key];
  const text = entry?.[lang] ?? entry?.[DEFAULT_LANGUAGE] ?? key;
  return params ? interpolate(text, params) : text;
}

export function hasMessage(key: string): boolean {
  return key in catalogue;
}

type HeaderBag = Record<string, string | string[] | undefined>;

/** The language of a request: `language` header, else `language-id`, else zh-cn. */
export function requestLanguage(headers: HeaderBag): Language {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  return languageFromHeaders({ language: first(headers['language']), 'language-id': first(headers['language-id']) });
}
