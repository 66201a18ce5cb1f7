import { downloadPlatform } from '@client/lib/platform';

describe('download platform', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36', 0, 'android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1', 5, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15', 5, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15', 0, 'desktop'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36', 0, 'desktop'],
    ['Mozilla/5.0 (Linux; Android 13; V2219A) AppleWebKit/537.36 Chrome/107 Mobile Safari/537.36 MicroMessenger/8.0.47.2560 WeChat/arm64', 5, 'wechat'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.44(0x18002c2f) NetType/WIFI', 5, 'wechat'],
  ] as const)('%s (touch %d) → %s', (ua, touch, expected) => {
    expect(downloadPlatform(ua, touch)).toBe(expected);
  });
});
