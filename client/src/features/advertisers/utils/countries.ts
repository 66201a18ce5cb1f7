import metadata from 'libphonenumber-js/metadata.min.json';

/** A country or region with its calling code and its name in the app's three languages. */
export type Country = {
  /** ISO 3166 region code (`CN`, `HK`) */
  region: string;
  /** `+852` */
  prefix: string;
  names: { 'zh-CN': string; en: string; 'zh-Hant': string };
};

type Lang = keyof Country['names'];

/** Intl's tags for the app's languages (region names come from the browser, nothing is shipped). */
const INTL_TAG: Record<Lang, string> = { 'zh-CN': 'zh-Hans', en: 'en', 'zh-Hant': 'zh-Hant' };

/** Shown first, in this order: where most applicants are. */
const PINNED = ['CN', 'HK', 'MO', 'TW'];

const codes = (metadata as { country_calling_codes: Record<string, string[]> }).country_calling_codes;

function namer(lang: Lang): (region: string) => string {
  try {
    const names = new Intl.DisplayNames([INTL_TAG[lang]], { type: 'region', fallback: 'code' });
    return (region) => names.of(region) ?? region;
  } catch {
    return (region) => region;
  }
}

let cache: Country[] | null = null;

/** Every region libphonenumber knows a calling code for (non-geographic `001` numbers left out). */
export function allCountries(): Country[] {
  if (cache) return cache;
  const name = { 'zh-CN': namer('zh-CN'), en: namer('en'), 'zh-Hant': namer('zh-Hant') };
  const out: Country[] = [];
  for (const [digits, regions] of Object.entries(codes)) {
    for (const region of regions) {
      if (region === '001') continue;
      out.push({
        region,
        prefix: `+${digits}`,
        names: { 'zh-CN': name['zh-CN'](region), en: name.en(region), 'zh-Hant': name['zh-Hant'](region) },
      });
    }
  }
  cache = out;
  return out;
}

/** The pinned regions first, then the rest by their name in the reader's language. */
export function sortedCountries(lang: Lang): Country[] {
  const collator = new Intl.Collator(INTL_TAG[lang]);
  const rank = (c: Country) => {
    const i = PINNED.indexOf(c.region);
    return i < 0 ? PINNED.length : i;
  };
  return [...allCountries()].sort((a, b) => rank(a) - rank(b) || collator.compare(a.names[lang], b.names[lang]));
}

/**
 * Countries matching what the user typed: a name in any of the three languages (so 香港, 香港 and
 * Hong Kong all find Hong Kong, whatever the app's language), the region code (`hk`), or the calling
 * code with or without `+` (`852`, `+8`).
 */
export function searchCountries(list: readonly Country[], query: string): Country[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...list];
  const digits = q.replace(/^\+/, '');
  const byCode = /^\d+$/.test(digits);
  return list.filter(
    (c) =>
      (byCode && c.prefix.slice(1).startsWith(digits)) ||
      c.region.toLowerCase() === q ||
      Object.values(c.names).some((n) => n.toLowerCase().includes(q)),
  );
}

/** The region a prefix stands for when no region was chosen (`+1` → US: the code's main country). */
export function regionOfPrefix(prefix: string): string | undefined {
  return codes[prefix.replace(/^\+/, '')]?.[0];
}

/** The country a phone row shows: the chosen region if it has this prefix, else the prefix's main one. */
export function countryFor(prefix: string, region?: string): Country | undefined {
  const list = allCountries();
  const chosen = region ? list.find((c) => c.region === region && c.prefix === prefix) : undefined;
  if (chosen) return chosen;
  const main = regionOfPrefix(prefix);
  return list.find((c) => c.region === main && c.prefix === prefix);
}
