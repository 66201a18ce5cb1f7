import { formatBytes } from '@client/features/content/utils/bytes';

describe('formatBytes (the saved list’s sizes)', () => {
  it('says kB under 1 MB and MB above, one decimal, in the reader’s language', () => {
    expect(formatBytes(0, 'en')).toBe('0 kB');
    expect(formatBytes(512, 'en')).toBe('0.5 kB');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(1024 * 1024 - 1, 'en')).toBe('1,024 kB');
    expect(formatBytes(5 * 1024 * 1024 + 104_858, 'en')).toBe('5.1 MB');
    expect(formatBytes(2048, 'zh-CN')).toMatch(/^2\s?kB$/);
  });
});
