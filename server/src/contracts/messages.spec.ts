import { LANGUAGES } from './language';
import { interpolate, isMessageKey, translate, validationMessages } from './messages';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('validationMessages', () => {
  const entries = Object.entries(validationMessages);

  it('has the keys other modules rely on', () => {
    for (const key of [
      'v.required',
      'v.phone.invalid',
      'v.email.invalid',
      'v.account.invalid',
      'v.code.invalid',
      'v.password.invalid',
      'v.password.same',
      'v.password.mismatch',
      'v.password.confirm_required',
      'v.agree.required',
      'v.nickname.required',
      'v.nickname.too_long',
      'v.gender.invalid',
      'v.birthday.invalid',
      'v.bio.too_long',
      'v.deletion.agree_required',
      'v.deletion.reason_required',
      'v.emoji.forbidden',
      'v.feedback.content_required',
      'v.too_long',
      'v.number.invalid',
      'v.integer.invalid',
      'v.range',
      'v.page.invalid',
      'v.select_before_delete',
      'v.uuid.invalid',
      'v.url.invalid',
      'v.enum.invalid',
      'v.type.invalid',
    ]) {
      expect(isMessageKey(key)).toBe(true);
    }
  });

  it.each(entries)('%s has a text in every language with the same placeholders', (_key, texts) => {
    const record: Record<string, string> = texts;
    const expected = placeholders(record['zh-cn'] ?? '');
    for (const lang of LANGUAGES) {
      expect(record[lang]?.trim()).toBeTruthy();
      expect(placeholders(record[lang] ?? '')).toEqual(expected);
    }
    expect(Object.keys(record).sort()).toEqual([...LANGUAGES].sort());
  });

  it('keeps Chinese texts free of ASCII sentence punctuation and English texts free of CJK', () => {
    for (const [, texts] of entries) {
      expect(texts['en-us']).not.toMatch(/\p{Script=Han}/u);
      expect(texts['zh-cn']).not.toMatch(/[,;!?]/);
      expect(texts['zh-hant']).not.toMatch(/[,;!?]/);
    }
  });

  it('uses the SPEC wording for the password messages', () => {
    expect(validationMessages['v.password.same']['en-us']).toBe('The new password is the same as the old password, please re-enter');
    expect(validationMessages['v.password.mismatch']['en-us']).toBe('The new password is inconsistent, please re-enter');
    expect(validationMessages['v.password.confirm_required']['en-us']).toBe('Please enter the confirmation new password');
  });
});

describe('translate', () => {
  it('translates into each language', () => {
    expect(translate('v.required', 'zh-cn')).toBe('此项不能为空');
    expect(translate('v.required', 'en-us')).toBe('This field is required');
    expect(translate('v.required', 'zh-hant')).toBe('此項不能為空');
  });

  it('fills placeholders', () => {
    expect(translate('v.too_long', 'en-us', { max: 20 })).toBe('Cannot exceed 20 characters');
    expect(translate('v.too_long', 'en-us', { max: 1 })).toBe('Cannot exceed 1 character');
    expect(translate('v.too_few', 'en-us', { min: 1 })).toBe('Choose at least 1 item');
    expect(translate('v.too_few', 'zh-cn', { min: 1 })).toBe('至少需要1项');
    expect(translate('v.range', 'zh-cn', { min: 1, max: 100 })).toBe('请输入1到100之间的数值');
    expect(translate('v.range', 'zh-hant', { min: '1', max: '100' })).toBe('請輸入1至100之間的數值');
  });

  it('leaves a placeholder without a value, and ignores extra params', () => {
    expect(translate('v.too_long', 'en-us')).toBe('Cannot exceed {max} {max|character|characters}');
    expect(translate('v.range', 'en-us', { min: 1, other: 'x' })).toBe('Please enter a value between 1 and {max}');
  });

  it('returns an unknown key unchanged', () => {
    expect(translate('v.nope', 'en-us')).toBe('v.nope');
    expect(translate('toString', 'en-us')).toBe('toString');
    expect(isMessageKey('constructor')).toBe(false);
  });
});

describe('interpolate', () => {
  it('picks the word for the number: one for 1, other otherwise', () => {
    const text = '{count} {count|ticket is|tickets are} in your wallet';
    expect(interpolate(text, { count: 1 })).toBe('1 ticket is in your wallet');
    expect(interpolate(text, { count: 3 })).toBe('3 tickets are in your wallet');
    expect(interpolate(text, { count: 0 })).toBe('0 tickets are in your wallet');
    expect(interpolate(text, { count: '1' })).toBe('1 ticket is in your wallet');
  });

  it('leaves placeholders without a parameter alone, and allows an empty form', () => {
    expect(interpolate('{a} {b} {b|x|y}', { a: 1 })).toBe('1 {b} {b|x|y}');
    expect(interpolate('{n} day{n||s}', { n: 2 })).toBe('2 days');
    expect(interpolate('{n} day{n||s}', { n: 1 })).toBe('1 day');
  });
});
