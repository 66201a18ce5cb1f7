import { DEFAULT_LANGUAGE, LANGUAGE_IDS, LANGUAGES, languageFromHeaders, normalizeLanguage } from './language';

describe('language', () => {
  it('lists the three languages with their ids', () => {
    expect(LANGUAGES).toEqual(['zh-cn', 'en-us', 'zh-hant']);
    expect(LANGUAGE_IDS).toEqual({ 'zh-cn': 1, 'en-us': 2, 'zh-hant': 3 });
    expect(DEFAULT_LANGUAGE).toBe('zh-cn');
  });

  it.each([
    ['zh-cn', 'zh-cn'],
    ['zh-CN', 'zh-cn'],
    ['zh', 'zh-cn'],
    ['zh_CN', 'zh-cn'],
    ['zh-Hans', 'zh-cn'],
    ['en', 'en-us'],
    ['en-us', 'en-us'],
    ['en-US', 'en-us'],
    ['en-GB', 'en-us'],
    ['zh-hant', 'zh-hant'],
    ['zh-Hant', 'zh-hant'],
    ['zh-tw', 'zh-hant'],
    ['zh-TW', 'zh-hant'],
    ['zh-hk', 'zh-hant'],
    ['zh-MO', 'zh-hant'],
    [1, 'zh-cn'],
    [2, 'en-us'],
    [3, 'zh-hant'],
    ['1', 'zh-cn'],
    ['2', 'en-us'],
    ['3', 'zh-hant'],
    [' en ', 'en-us'],
  ] as const)('normalizes %p → %s', (input, expected) => expect(normalizeLanguage(input)).toBe(expected));

  it.each([undefined, null, '', 'fr', 'ja-JP', 'english', 0, 4, '4', 'zh-xx', 'en-'])('returns null for %p', (input) =>
    expect(normalizeLanguage(input)).toBeNull(),
  );

  it('prefers language, then language-id, then the default', () => {
    expect(languageFromHeaders({ language: 'en-us', 'language-id': 3 })).toBe('en-us');
    expect(languageFromHeaders({ language: 'klingon', 'language-id': '3' })).toBe('zh-hant');
    expect(languageFromHeaders({ 'language-id': 2 })).toBe('en-us');
    expect(languageFromHeaders({ language: '', 'language-id': '9' })).toBe('zh-cn');
    expect(languageFromHeaders({})).toBe('zh-cn');
  });
});
