import { DEFAULT_LANGUAGE, languageFromHeaders, type Language } from '@contracts/language';
import { interpolate, validationMessages } from '@contracts/messages';
import { MessageCatalogue, type MessageSet } from './catalogue';
import { serverMessages } from './messages';

export type { MessageSet, MessageTexts } from './catalogue';

/**
 * The messages of the modules, by area. Common holds only the mechanism and the shared texts
 * (validation, generic errors); each module keeps its own texts in its folder
 * (`modules/<name>/<name>.messages.ts`, three languages) and adds them here in two ways:
 *
 * - for the compiler, by declaration merging, so its keys are `MessageKey`s:
 *     declare module '@server/common/i18n/i18n' { interface ModuleMessages { membership: typeof membershipMessages } }
 *   (two modules declaring one area fail to compile);
 * - at run time, with `registerMessages(area, texts)` in that same file, run when the file loads.
 *
 * Why at load: texts must be there wherever keys are rendered — the app, the worker process and the
 * CLI (all load `AppModule`, which loads every module file), and unit tests that render a text
 * without building the app. So each module's `*.module.ts` imports its messages file for its side
 * effect (a module in the app always has its texts; no central list to forget), and the unit tests'
 * jest setup (`test/setup/module-messages.ts`) loads every `modules/<name>/<name>.messages.ts` found
 * by folder, as the CLI finds entities. Registration fails loudly (so start-up fails) on a key
 * registered twice or a language without its text: `catalogue.ts`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmented by the modules (declaration merging)
export interface ModuleMessages {}

type CoreKey = keyof typeof validationMessages | keyof typeof serverMessages;
type ModuleKey = { [A in keyof ModuleMessages]: keyof ModuleMessages[A] & string }[keyof ModuleMessages];

/** A key of the catalogue: a key that is not in it fails to compile where one is expected. */
export type MessageKey = CoreKey | ModuleKey;

export type MessageParams = Record<string, string | number>;

/**
 * A parameter that is itself a text in the reader's language, resolved when the message is rendered
 * (decision 0135): `{ key }` a catalogue key (a reject template, a status name), `{ text }` a text in
 * the three languages (a contest's title). A plain string is shown as written (a name, a reviewer's
 * own words).
 */
export type LocalParam = { key: string } | { text: Partial<Record<Language, string>> };

/** Parameters of a stored message (inbox rows): plain values, or texts resolved in the reader's language. */
export type StoredParams = Record<string, string | number | LocalParam>;

/** A stored message's parameters in one language (see {@link LocalParam}). */
export function resolveParams(lang: Language, params: StoredParams): MessageParams {
  const out: MessageParams = {};
  for (const [name, value] of Object.entries(params)) {
    if (value === null || typeof value !== 'object') out[name] = value;
    else if ('key' in value) out[name] = t(lang, value.key as MessageKey);
    else out[name] = value.text[lang] || value.text[DEFAULT_LANGUAGE] || Object.values(value.text).find(Boolean) || '';
  }
  return out;
}

const catalogue = new MessageCatalogue();
catalogue.register('validation', validationMessages);
catalogue.register('core', serverMessages);

/** Adds an area's texts to the catalogue (see `ModuleMessages`); throws on a duplicate key or a missing language. */
export function registerMessages(area: string, texts: MessageSet): void {
  catalogue.register(area, texts);
}

/** The areas registered so far ('validation', 'core', then the modules' names). */
export function registeredAreas(): string[] {
  return catalogue.areaNames();
}

/** Renders a message key in a language; placeholders take `params` (`interpolate`). Unknown keys render as themselves. */
export function t(lang: Language, key: MessageKey, params?: MessageParams): string {
  const entry = catalogue.get(key);
  const text = entry?.[lang] ?? entry?.[DEFAULT_LANGUAGE] ?? key;
  return params ? interpolate(text, params) : text;
}

/**
 * Renders a key that was typed when it was made and comes back untyped: inbox rows store their keys,
 * field errors carry theirs as text. An unknown key renders as itself.
 */
export function tStored(lang: Language, key: string, params?: StoredParams): string {
  return t(lang, key as MessageKey, params ? resolveParams(lang, params) : undefined);
}

export function hasMessage(key: string): key is MessageKey {
  return catalogue.has(key);
}

type HeaderBag = Record<string, string | string[] | undefined>;

/** The language of a request: `language` header, else `language-id`, else zh-cn. */
export function requestLanguage(headers: HeaderBag): Language {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  return languageFromHeaders({ language: first(headers['language']), 'language-id': first(headers['language-id']) });
}
