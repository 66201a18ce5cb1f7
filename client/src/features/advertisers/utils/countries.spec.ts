import { allCountries, countryFor, regionOfPrefix, searchCountries, sortedCountries } from '@client/features/advertisers/utils/countries';

describe('the country-code picker', () => {
  const list = sortedCountries('en');
  const regions = (q: string, l = list) => searchCountries(l, q).map((c) => c.region);

  it('offers every region with a calling code, mainland China, Hong Kong, Macao and Taiwan first', () => {
    expect(allCountries().length).toBeGreaterThan(200);
    expect(list.slice(0, 4).map((c) => `${c.region}${c.prefix}`)).toEqual(['CN+86', 'HK+852', 'MO+853', 'TW+886']);
    expect(allCountries().some((c) => c.region === '001')).toBe(false);
  });

  it('finds a country by its name in any of the three languages, whatever the app language', () => {
    for (const l of [list, sortedCountries('zh-CN'), sortedCountries('zh-Hant')]) {
      expect(regions('hong kong', l)).toContain('HK');
      expect(regions('香港', l)).toContain('HK');
      expect(regions('日本', l)).toEqual(['JP']);
      expect(regions('新加坡', l)).toEqual(['SG']);
      expect(regions('德国', l)).toEqual(['DE']);
      expect(regions('德國', l)).toEqual(['DE']);
      expect(regions('germany', l)).toEqual(['DE']);
    }
  });

  it('finds countries by calling code (with or without +) and by region code', () => {
    expect(regions('852')).toEqual(['HK']);
    expect(regions('+44')).toEqual(expect.arrayContaining(['GB', 'JE', 'GG', 'IM']));
    expect(regions('us')).toContain('US');
    expect(regions('zzzz')).toEqual([]);
    expect(regions('  ')).toHaveLength(list.length);
  });

  it('shows a shared code as its main country unless another was picked', () => {
    expect(regionOfPrefix('+1')).toBe('US');
    expect(countryFor('+1')?.region).toBe('US');
    expect(countryFor('+1', 'CA')?.region).toBe('CA');
    // a region that does not have that code is not believed
    expect(countryFor('+86', 'US')?.region).toBe('CN');
    expect(countryFor('+86')?.names).toEqual({ 'zh-CN': '中国', en: 'China', 'zh-Hant': '中國' });
  });
});
