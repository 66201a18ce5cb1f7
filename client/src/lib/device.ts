export type DeviceInfo = { model: string; brand: string };

const BRANDS: ReadonlyArray<[RegExp, string]> = [
  [/huawei|honor/i, 'HUAWEI'],
  [/xiaomi|redmi|\bmi \d|poco/i, 'Xiaomi'],
  [/oppo|\bcph\d/i, 'OPPO'],
  [/vivo/i, 'vivo'],
  [/oneplus/i, 'OnePlus'],
  [/samsung|\bsm-/i, 'samsung'],
  [/pixel/i, 'Google'],
  [/meizu/i, 'Meizu'],
];

/** Header values must be plain ASCII. */
function ascii(value: string): string {
  return value
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, 64);
}

/** Derives the `model` and `brand` headers from a user-agent string. */
export function parseDevice(ua: string): DeviceInfo {
  if (/iPhone/.test(ua)) return { model: 'iPhone', brand: 'Apple' };
  if (/iPad/.test(ua)) return { model: 'iPad', brand: 'Apple' };
  const android = /Android [\d.]+;\s*([^;)]+?)(?:\s+Build\/[^;)]*)?[;)]/.exec(ua);
  if (android?.[1]) {
    const model = ascii(android[1]);
    const brand = BRANDS.find(([re]) => re.test(ua))?.[1] ?? (model.split(/\s+/)[0] || 'Android');
    return { model: model || 'Android', brand };
  }
  if (/Macintosh/.test(ua)) return { model: 'Mac', brand: 'Apple' };
  if (/Windows/.test(ua)) return { model: 'PC', brand: 'Windows' };
  if (/Linux/.test(ua)) return { model: 'PC', brand: 'Linux' };
  return { model: 'unknown', brand: 'unknown' };
}

export function currentDevice(): DeviceInfo {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  return parseDevice(ua);
}
