import { t } from '../i18n/i18n';
import { AppCode, AppException } from './app.exception';

describe('AppException', () => {
  it('carries a catalogue key that renders in each language', () => {
    const e = AppException.fail('e.too_many');
    expect(e.code).toBe(AppCode.Fail);
    expect(t('en-us', e.key)).toBe('Clicking too fast, try later');
    expect(t('zh-cn', e.key)).toBe('点击过快，请稍后再试');
  });

  it('refuses, at compile time, a key that is not in the catalogue', () => {
    // @ts-expect-error — 'e.no_such_key' is not a message key (npm run typecheck fails if this compiles)
    const e = AppException.fail('e.no_such_key');
    expect(e.key).toBe('e.no_such_key');
  });
});
