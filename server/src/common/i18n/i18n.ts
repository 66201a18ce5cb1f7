import { DEFAULT_LANGUAGE, languageFromHeaders, type Language } from '@contracts/language';
import { interpolate, validationMessages } from '@contracts/messages';
import { serverMessages } from './messages';
import { advertisersMessages } from './messages.advertisers';
import { commerceMessages } from './messages.commerce';
import { contentMessages } from './messages.content';
import { contestMessages } from './messages.contest';
import { membershipMessages } from './messages.membership';
import { messagingMessages } from './messages.messaging';
import { ordersMessages } from './messages.orders';

type Catalogue = Record<string, Record<Language, string>>;
/** Every message the server can send: the shared validation messages and each area's own file. */
const messages = {
  ...validationMessages,
  ...serverMessages,
  ...messagingMessages,
  ...contestMessages,
  ...commerceMessages,
  ...ordersMessages,
  ...contentMessages,
  ...membershipMessages,
  ...advertisersMessages,
} satisfies Catalogue;
const catalogue: Catalogue = messages;

/** A key of the catalogue: a key that is not in it fails to compile where one is expected. */
export type MessageKey = keyof typeof messages;

export type MessageParams = Record<string, string | number>;

/** Renders a message key in a language; placeholders take `params` (`interpolate`). Unknown keys render as themselves. */
export function t(lang: Language, key: MessageKey, params?: MessageParams): string {
  const entry = catalogue[key];
  const text = entry?.[lang] ?? entry?.[DEFAULT_LANGUAGE] ?? key;
  return params ? interpolate(text, params) : text;
}

/**
 * Renders a key that was typed when it was made and comes back untyped: inbox rows store their keys,
 * field errors carry theirs as text. An unknown key renders as itself.
 */
export function tStored(lang: Language, key: string, params?: MessageParams): string {
  return t(lang, key as MessageKey, params);
}

export function hasMessage(key: string): key is MessageKey {
  return key in catalogue;
}

type HeaderBag = Record<string, string | string[] | undefined>;

/** The language of a request: `language` header, else `language-id`, else zh-cn. */
export function requestLanguage(headers: HeaderBag): Language {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  return languageFromHeaders({ language: first(headers['language']), 'language-id': first(headers['language-id']) });
}
