import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance } from 'i18next';
import { areaFiles, bundles } from '@client/locales';

const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: Tree | string | Tree[] };

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

  it('keep each area to its own top-level keys', () => {
    const owner = new Map<string, string>();
    for (const [area, files] of Object.entries(areaFiles)) {
      for (const key of Object.keys(files.en)) {
        expect([key, owner.get(key) ?? area]).toEqual([key, area]);
        owner.set(key, area);
      }
    }
  });

  it('have the same keys in all three languages (plural forms are each language’s own)', () => {
    // i18next picks `key_one` / `key_other` by the language's plural rules and falls back to `key`:
    // English adds `_one` where the singular reads differently; Chinese has one form.
    const base = (tree: unknown) => [...new Set(leafKeys(tree).map((k) => k.replace(PLURAL, '')))].sort();
    const reference = base(bundles.en);
    for (const tree of Object.values(locales)) expect(base(tree)).toEqual(reference);
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
