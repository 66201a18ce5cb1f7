import { detectLocale, localeFromTag, LOCALE_INFO } from '@client/lib/language';

describe('language detection (SPEC §9)', () => {
  it.each([
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-MO', 'zh-Hant'],
    ['zh-Hant', 'zh-Hant'],
    ['zh-Hant-TW', 'zh-Hant'],
    ['zh_TW', 'zh-Hant'],
    ['zh-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans-HK', 'zh-CN'],
    ['en-US', 'en'],
    ['en-GB', 'en'],
    ['fr-FR', 'en'],
    ['ar', 'en'],
  ])('device %s → %s', (tag, expected) => {
    expect(detectLocale(null, [tag])).toBe(expected);
  });

  it('defaults to English without device languages', () => {
    expect(detectLocale(null, [])).toBe('en');
  });

  it('prefers the stored LANGUAGE_TYPE, also in server spelling', () => {
    expect(detectLocale('zh-Hant', ['en-US'])).toBe('zh-Hant');
    expect(detectLocale('en-us', ['zh-CN'])).toBe('en');
    expect(detectLocale('1', ['en-US'])).toBe('zh-CN');
    expect(detectLocale('garbage', ['zh-HK'])).toBe('zh-Hant');
  });

  it('uses the first device language it can judge', () => {
    expect(detectLocale(null, ['fr-FR', 'zh-CN'])).toBe('en');
    expect(localeFromTag('')).toBeUndefined();
  });

  it('maps to the server codes and ids', () => {
    expect(LOCALE_INFO['zh-CN']).toMatchObject({ server: 'zh-cn', id: 1 });
    expect(LOCALE_INFO.en).toMatchObject({ server: 'en-us', id: 2 });
    expect(LOCALE_INFO['zh-Hant']).toMatchObject({ server: 'zh-hant', id: 3 });
  });
});
