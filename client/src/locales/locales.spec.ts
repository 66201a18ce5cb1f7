import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance } from 'i18next';
import { LOCALES, type Locale } from '@client/lib/language';

const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: Tree | string | Tree[] };

/**
 * Every texts file, read from disk (the app loads them one language at a time, in parts: load.ts):
 * the shell's (`locales/<code>.json`) and the inbox's (`locales/messages/`), both in the first
 * screen's chunk, and each feature's own (`features/<name>/locales/<code>.json`).
 */
const FEATURES_DIR = join(__dirname, '..', 'features');
const inLanguages = (file: (locale: Locale) => string) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, JSON.parse(readFileSync(file(locale), 'utf8')) as Tree])) as Record<Locale, Tree>;
const featuresWithTexts = readdirSync(FEATURES_DIR).filter((name) => existsSync(join(FEATURES_DIR, name, 'locales')));
const textSets: Record<string, Record<Locale, Tree>> = {
  shell: inLanguages((locale) => join(__dirname, `${locale}.json`)),
  messages: inLanguages((locale) => join(__dirname, 'messages', `${locale}.json`)),
  ...Object.fromEntries(
    featuresWithTexts.map((name) => [name, inLanguages((locale) => join(FEATURES_DIR, name, 'locales', `${locale}.json`))]),
  ),
};
/** All of a language's texts, as i18next has them once every part has arrived. */
const bundles = Object.fromEntries(
  LOCALES.map((locale) => [locale, Object.assign({}, ...Object.values(textSets).map((set) => set[locale])) as Tree]),
) as Record<Locale, Tree>;

function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  if (Array.isArray(value)) return value.flatMap((v, i) => leafKeys(v, `${prefix}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.spec.ts') ? [full] : [];
  });
}

function has(tree: unknown, key: string): boolean {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return false;
    node = (node as Tree)[part];
  }
  return node !== undefined;
}

describe('locale files', () => {
  const locales = bundles;

  it('are found for the features that have texts', () => {
    expect(featuresWithTexts).toEqual(expect.arrayContaining(['auth', 'contest', 'commerce', 'content', 'membership', 'advertisers']));
    for (const name of featuresWithTexts) {
      expect([name, readdirSync(join(FEATURES_DIR, name, 'locales')).sort()]).toEqual([name, LOCALES.map((l) => `${l}.json`).sort()]);
    }
  });

  it('keep each part (the shell, the inbox, each feature) to its own top-level keys', () => {
    const owner = new Map<string, string>();
    for (const [part, files] of Object.entries(textSets)) {
      for (const key of Object.keys(files.en)) {
        expect([key, owner.get(key) ?? part]).toEqual([key, part]);
        owner.set(key, part);
      }
    }
  });

  it('have the same keys in all three languages, part by part (plural forms are each language’s own)', () => {
    // i18next picks `key_one` / `key_other` by the language's plural rules and falls back to `key`:
    // English adds `_one` where the singular reads differently; Chinese has one form.
    const base = (tree: unknown) => [...new Set(leafKeys(tree).map((k) => k.replace(PLURAL, '')))].sort();
    for (const [part, files] of Object.entries(textSets)) {
      const reference = base(files.en);
      for (const tree of Object.values(files)) expect([part, base(tree)]).toEqual([part, reference]);
    }
    for (const tree of Object.values(locales)) {
      const keys = new Set(leafKeys(tree));
      expect([...keys].filter((k) => PLURAL.test(k) && !keys.has(k.replace(PLURAL, '')))).toEqual([]);
    }
  });

  it('reads English counts in the singular for one', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'en', resources: { en: { translation: bundles.en } }, interpolation: { escapeValue: false } });
    expect(i18n.t('contest.allowance.login', { count: 1 })).toBe('Log in to vote (1 vote a day)');
    expect(i18n.t('contest.allowance.login', { count: 5 })).toBe('Log in to vote (5 votes a day)');
    expect(i18n.t('checkin.verifiedN', { count: 1 })).toBe('1 ticket verified');
    expect(i18n.t('checkin.verifiedN', { count: 3 })).toBe('3 tickets verified');
  });

  it('have no empty texts', () => {
    for (const tree of Object.values(locales)) {
      for (const key of leafKeys(tree)) {
        const value = key
          .split(/\.|\[(\d+)\]/)
          .filter(Boolean)
          .reduce<unknown>((n, p) => (n as Tree)[p], tree);
        expect(typeof value === 'string' && value.trim().length > 0).toBe(true);
      }
    }
  });

  it('contain every literal key the code uses', () => {
    const root = join(__dirname, '..');
    const used = new Set<string>();
    for (const file of sourceFiles(root)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)) if (m[1]) used.add(m[1]);
      for (const m of text.matchAll(/\bkey: '([a-z][\w]*\.[\w.-]+)'/g)) if (m[1]) used.add(m[1]);
      for (const m of text.matchAll(/titleKey[=:]\s*["']([\w.]+)["']/g)) if (m[1]) used.add(m[1]);
      for (const m of text.matchAll(/soon\([^,]+,\s*'([\w.]+)'\)/g)) if (m[1]) used.add(m[1]);
    }
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter((key) => !Object.values(locales).every((tree) => has(tree, key)));
    expect(missing).toEqual([]);
  });
});
