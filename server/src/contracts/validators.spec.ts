import {
  accountKind,
  codePointLength,
  hasEmoji,
  inRange,
  isBankCard,
  isChinese,
  isCode,
  isCreditCode,
  creditCodeProblem,
  isDigits,
  isEmail,
  isIdCard,
  isJsonString,
  isLandline,
  isLetters,
  isMoney,
  isPassword,
  isPhone,
  isUuid,
  isPlateNumber,
  isPositiveInteger,
  isQQ,
  isRequired,
  isUrl,
  lengthInRange,
} from './validators';

/* Independent reference implementations of the check characters, so the tests do not trust the code under test. */

function gb11643(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17.charAt(i)) * (2 ** (17 - i) % 11);
  return '10X98765432'.charAt(sum % 11);
}

function gb32100(first17: string): string {
  const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += chars.indexOf(first17.charAt(i)) * (3 ** i % 31);
  const c = 31 - (sum % 31);
  return chars.charAt(c === 31 ? 0 : c);
}

function luhnDigit(base: string): string {
  for (let d = 0; d <= 9; d++) {
    const digits = (base + d).split('').reverse().map(Number);
    const sum = digits.reduce((s, x, i) => s + (i % 2 ? (x * 2 > 9 ? x * 2 - 9 : x * 2) : x), 0);
    if (sum % 10 === 0) return String(d);
  }
  throw new Error('unreachable');
}

/** A different character from the same alphabet, to break a check character. */
const other = (c: string, alphabet: string) => alphabet.charAt((alphabet.indexOf(c) + 1) % alphabet.length);

describe('isRequired', () => {
  it.each([['a'], [' x '], [0], [false], [[1]], [{}]])('accepts %p', (v) => expect(isRequired(v)).toBe(true));
  it.each([[undefined], [null], [''], ['   '], ['\t\n'], [[]], [NaN]])('rejects %p', (v) => expect(isRequired(v)).toBe(false));
});

describe('isUuid', () => {
  it('takes a uuid in either case and nothing else', () => {
    expect(isUuid('3255eb68-5a81-4c10-a93c-b6b6c03d80e0')).toBe(true);
    expect(isUuid('3255EB68-5A81-4C10-A93C-B6B6C03D80E0')).toBe(true);
    for (const v of ['3255eb68-5a81-4c10-a93c-b6b6c03d80e', '3255eb68 5a81 4c10 a93c b6b6c03d80e0', '', null, 42])
      expect(isUuid(v)).toBe(false);
  });
});

describe('isPhone', () => {
  it.each(['13800138000', '15912345678', '19999999999', '14700000000'])('accepts %s', (v) => expect(isPhone(v)).toBe(true));
  it.each(['12800138000', '10800138000', '1380013800', '138001380000', '23800138000', '1380013800a', ' 13800138000', '+8613800138000', ''])(
    'rejects %p',
    (v) => expect(isPhone(v)).toBe(false),
  );
  it('rejects non-strings', () => expect(isPhone(13800138000)).toBe(false));
});

describe('isEmail', () => {
  it.each(['a@x.com', 'first.last+tag@mail.example.co', 'A_B-C@Sub-Domain.Example.ORG', 'user%x@x.io'])('accepts %s', (v) =>
    expect(isEmail(v)).toBe(true),
  );
  it.each([
    '',
    'a',
    'a@',
    '@x.com',
    'a@x',
    'a@x.c',
    'a..b@x.com',
    '.a@x.com',
    'a.@x.com',
    'a@-x.com',
    'a@x-.com',
    'a b@x.com',
    'a@x..com',
    'a@@x.com',
    'a@x.com.',
  ])('rejects %p', (v) => expect(isEmail(v)).toBe(false));
  it('limits the local part to 64 and the whole to 254', () => {
    expect(isEmail(`${'a'.repeat(64)}@x.com`)).toBe(true);
    expect(isEmail(`${'a'.repeat(65)}@x.com`)).toBe(false);
    const host = `${'b'.repeat(60)}.`.repeat(4) + 'com'; // 247 characters
    expect(isEmail(`a@${host}`)).toBe(true); // 249
    expect(isEmail(`${'a'.repeat(10)}@${host}`)).toBe(false); // 258
  });
});

describe('isCode', () => {
  it('defaults to six digits', () => {
    expect(isCode('123456')).toBe(true);
    expect(isCode('000000')).toBe(true);
    expect(isCode('12345')).toBe(false);
    expect(isCode('1234567')).toBe(false);
    expect(isCode('12345a')).toBe(false);
    expect(isCode('１２３４５６')).toBe(false); // full-width digits
    expect(isCode(123456)).toBe(false);
  });
  it('takes n', () => {
    expect(isCode('1234', 4)).toBe(true);
    expect(isCode('123456', 4)).toBe(false);
    expect(isCode('', 0)).toBe(false);
    expect(isCode('12', 1.5)).toBe(false);
  });
});

describe('isPassword', () => {
  it.each(['abc123', 'A1b2C3d4e5f6', '1a2b3c', 'Password1'])('accepts %s', (v) => expect(isPassword(v)).toBe(true));
  it.each(['abcdef', '123456', 'ab12', 'abcdef1234567', 'abc 123', 'abc_123', '密码abc123', ''])('rejects %p', (v) =>
    expect(isPassword(v)).toBe(false),
  );
});

describe('isPositiveInteger', () => {
  it.each([1, 42, Number.MAX_SAFE_INTEGER, '1', '907'])('accepts %p', (v) => expect(isPositiveInteger(v)).toBe(true));
  it.each([0, -1, 1.5, NaN, Infinity, Number.MAX_SAFE_INTEGER + 1, '0', '01', '-1', '+1', '1.0', '', ' 1', null])('rejects %p', (v) =>
    expect(isPositiveInteger(v)).toBe(false),
  );
});

describe('isQQ', () => {
  it.each(['10000', '12345678901', '80000000'])('accepts %s', (v) => expect(isQQ(v)).toBe(true));
  it.each(['1234', '123456789012', '01234', 'abcde', ''])('rejects %p', (v) => expect(isQQ(v)).toBe(false));
});

describe('isIdCard', () => {
  const valid18 = ['11010519491231002', '44030420000229123', '51010718000101001', '32010620991231999'].map((s) => s + gb11643(s));

  it('accepts the GB 11643 sample number', () => expect(isIdCard('11010519491231002X')).toBe(true));
  it.each(valid18)('accepts %s (computed check digit)', (v) => expect(isIdCard(v)).toBe(true));
  it('accepts a lower-case x check character', () => expect(isIdCard('11010519491231002x')).toBe(true));
  it.each(valid18)('rejects %s with a wrong check digit', (v) =>
    expect(isIdCard(v.slice(0, 17) + other(v.charAt(17), '0123456789X'))).toBe(false),
  );
  it.each([
    '11010519490230002', // 30 February
    '11010519491301002', // month 13
    '11010517001231002', // year 1700
    '01010519491231002', // leading 0
  ])('rejects %s with a bad date or area', (s) => expect(isIdCard(s + gb11643(s))).toBe(false));
  it('rejects non-leap 29 February', () => {
    const s = '44030420010229123';
    expect(isIdCard(s + gb11643(s))).toBe(false);
  });

  it.each(['110105491231002', '440304960229123', '510107991231001'])('accepts 15 digits %s', (v) => expect(isIdCard(v)).toBe(true));
  it.each(['110105490230002', '440304000229123', '110105491300002', '11010549123100', '11010549123100X', '110105491231002X'])(
    'rejects %s',
    (v) => expect(isIdCard(v)).toBe(false),
  );
  it.each(['', '1101051949123100', 11010519491231002])('rejects %p', (v) => expect(isIdCard(v)).toBe(false));
});

describe('isMoney', () => {
  it.each(['0', '0.5', '0.05', '1', '10.00', '123456.7', 0, 12.5, 3])('accepts %p', (v) => expect(isMoney(v)).toBe(true));
  it.each(['01', '00', '00.5', '.5', '1.', '1.234', '-1', '+1', '1,000', 'abc', '', ' 1', -1, 1.234, NaN, Infinity])('rejects %p', (v) =>
    expect(isMoney(v)).toBe(false),
  );
});

describe('isUrl', () => {
  it.each(['http://a.com', 'https://example.com/path?q=1#h', 'https://localhost:3000', 'HTTPS://X.CN/a'])('accepts %s', (v) =>
    expect(isUrl(v)).toBe(true),
  );
  it.each(['ftp://a.com', 'javascript:alert(1)', '//a.com', 'a.com', 'http://', 'https:///a', 'http://a b.com', 'https://a.com/ x', ''])(
    'rejects %p',
    (v) => expect(isUrl(v)).toBe(false),
  );
});

describe('isCreditCode', () => {
  const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const valid = ['91350100M000100Y4', '91110000802100433', '12100000400000624', 'Y1440300MA5DAB12C'].map((s) => s + gb32100(s));

  it('accepts a well-known real code', () => expect(isCreditCode('91350100M000100Y43')).toBe(true));
  it.each(valid)('accepts %s (computed check character)', (v) => expect(isCreditCode(v)).toBe(true));
  it.each(valid)('rejects %s with a wrong check character', (v) =>
    expect(isCreditCode(v.slice(0, 17) + other(v.charAt(17), ALPHABET))).toBe(false),
  );
  it('rejects lower case, excluded letters and wrong lengths', () => {
    expect(isCreditCode('91350100m000100y43')).toBe(false);
    const withI = '91350100MI00100Y4';
    expect(isCreditCode(withI + gb32100(withI.replace('I', '1')))).toBe(false);
    const letterInDivision = '913501A0M000100Y4';
    expect(isCreditCode(letterInDivision + gb32100(letterInDivision))).toBe(false);
    expect(isCreditCode('91350100M000100Y4')).toBe(false);
    expect(isCreditCode('91350100M000100Y433')).toBe(false);
    expect(isCreditCode('')).toBe(false);
  });
});

describe('creditCodeProblem (what a form says about a wrong credit code)', () => {
  const code = '91350100M000100Y43';
  it('is null for a valid code', () => expect(creditCodeProblem(code)).toBeNull());
  it('names the check character the first 17 call for', () =>
    expect(creditCodeProblem('91350100M000100Y44')).toEqual({ kind: 'check', expected: '3', typed: '4' }));
  it('names a character the code cannot hold there, counting from 1', () => {
    expect(creditCodeProblem('91350100MI00100Y43')).toEqual({ kind: 'char', position: 10, char: 'I' });
    expect(creditCodeProblem('913501A0M000100Y43')).toEqual({ kind: 'char', position: 7, char: 'A' });
    expect(creditCodeProblem('91350100M000100Y4😀')).toEqual({ kind: 'char', position: 18, char: '😀' });
  });
  it('counts the length in characters and asks for capitals', () => {
    expect(creditCodeProblem('91350100M000100Y4')).toEqual({ kind: 'length', length: 17 });
    expect(creditCodeProblem('')).toEqual({ kind: 'length', length: 0 });
    expect(creditCodeProblem('91350100m000100y43')).toEqual({ kind: 'lowercase' });
  });
});

describe('isBankCard', () => {
  const valid = ['62220202001122334', '621700000000000000', '43678000000', '4111111111111111'.slice(0, 15)].map((s) => s + luhnDigit(s));
  it.each(valid)('accepts %s (computed Luhn digit)', (v) => expect(isBankCard(v)).toBe(true));
  it('accepts the classic test number', () => expect(isBankCard('4111111111111111')).toBe(true));
  it.each(valid)('rejects %s with a wrong check digit', (v) =>
    expect(isBankCard(v.slice(0, -1) + ((Number(v.slice(-1)) + 1) % 10))).toBe(false),
  );
  it('rejects wrong lengths and non-digits', () => {
    const short = '1234567890';
    expect(isBankCard(short + luhnDigit(short))).toBe(false); // 11 digits
    const long = '1234567890123456789';
    expect(isBankCard(long + luhnDigit(long))).toBe(false); // 20 digits
    expect(isBankCard('4111 1111 1111 1111')).toBe(false);
    expect(isBankCard('')).toBe(false);
  });
});

describe('isLandline', () => {
  it.each(['010-12345678', '021-62345678', '0755-1234567', '0755-12345678', '0571-88888888-123', '010-82345678-1'])('accepts %s', (v) =>
    expect(isLandline(v)).toBe(true),
  );
  it.each([
    '01012345678',
    '010-1234567',
    '010-02345678',
    '0755-123456',
    '0755-123456789',
    '755-1234567',
    '0755-1234567-',
    '0755-1234567-1234567',
    '13800138000',
    '',
  ])('rejects %p', (v) => expect(isLandline(v)).toBe(false));
});

describe('isPlateNumber', () => {
  it.each(['京A12345', '粤B8888学', '沪AB1234', '川A1234挂', '粤BD12345', '京AFA1234', '苏E12345D', '浙AA12345'])('accepts %s', (v) =>
    expect(isPlateNumber(v)).toBe(true),
  );
  it.each(['京12345', 'A12345', '京A1234', '京AI2345', '京AO2345', '京A123456', '京AZ123456', '京A12345X', '港A12345', '粤B1234学5', ''])(
    'rejects %p',
    (v) => expect(isPlateNumber(v)).toBe(false),
  );
});

describe('isChinese / isLetters / isDigits', () => {
  it('isChinese', () => {
    expect(isChinese('中文')).toBe(true);
    expect(isChinese('繁體中文')).toBe(true);
    expect(isChinese('𠀀')).toBe(true); // extension B, outside the BMP
    expect(isChinese('中文，')).toBe(false);
    expect(isChinese('中 文')).toBe(false);
    expect(isChinese('中a')).toBe(false);
    expect(isChinese('〇')).toBe(false);
    expect(isChinese('')).toBe(false);
  });
  it('isLetters', () => {
    expect(isLetters('abcXYZ')).toBe(true);
    expect(isLetters('abc1')).toBe(false);
    expect(isLetters('é')).toBe(false);
    expect(isLetters('')).toBe(false);
  });
  it('isDigits', () => {
    expect(isDigits('0123')).toBe(true);
    expect(isDigits('12a')).toBe(false);
    expect(isDigits('1.2')).toBe(false);
    expect(isDigits('٣')).toBe(false);
    expect(isDigits('')).toBe(false);
    expect(isDigits(123)).toBe(false);
  });
});

describe('isJsonString', () => {
  it.each(['{}', '[]', '{"a":1}', '[1,"x"]', ' {"a": [true, null]} '])('accepts %s', (v) => expect(isJsonString(v)).toBe(true));
  it.each(['', '1', '"x"', 'null', 'true', '{a:1}', "{'a':1}", '{', undefined])('rejects %p', (v) => expect(isJsonString(v)).toBe(false));
});

describe('inRange', () => {
  it('is inclusive', () => {
    expect(inRange(1, 1, 10)).toBe(true);
    expect(inRange(10, 1, 10)).toBe(true);
    expect(inRange(5.5, 1, 10)).toBe(true);
    expect(inRange(0, 1, 10)).toBe(false);
    expect(inRange(10.01, 1, 10)).toBe(false);
    expect(inRange(-3, -5, -1)).toBe(true);
  });
  it('reads plain decimal strings only', () => {
    expect(inRange('7', 1, 10)).toBe(true);
    expect(inRange('-1.5', -2, 0)).toBe(true);
    expect(inRange('', 0, 10)).toBe(false);
    expect(inRange('1e1', 0, 100)).toBe(false);
    expect(inRange('abc', 0, 10)).toBe(false);
    expect(inRange(NaN, 0, 10)).toBe(false);
    expect(inRange(Infinity, 0, Infinity)).toBe(false);
    expect(inRange(null, 0, 10)).toBe(false);
  });
});

describe('lengthInRange / codePointLength', () => {
  it('counts code points', () => {
    expect(codePointLength('abc')).toBe(3);
    expect(codePointLength('中文')).toBe(2);
    expect(codePointLength('😀😀')).toBe(2);
    expect(codePointLength('𠀀')).toBe(1);
    expect(lengthInRange('😀😀', 1, 2)).toBe(true);
    expect(lengthInRange('😀😀😀', 1, 2)).toBe(false);
  });
  it('checks both bounds', () => {
    expect(lengthInRange('', 0, 3)).toBe(true);
    expect(lengthInRange('', 1, 3)).toBe(false);
    expect(lengthInRange('abcd', 1, 3)).toBe(false);
    expect(lengthInRange('abc', 3, 3)).toBe(true);
    expect(lengthInRange(123, 1, 3)).toBe(false);
  });
});

describe('hasEmoji', () => {
  it.each(['😀', 'hi 👍🏻', '❤️', '❤', '☺', '✈', '🇨🇳', '1️⃣', '#⃣', '👨‍👩‍👧', '中文🎉', '⌚', '©️', '‼️', '🀄'])('finds emoji in %s', (v) =>
    expect(hasEmoji(v)).toBe(true),
  );
  it.each([
    '',
    'plain text 123 #1 *',
    '中文简体和繁體中文',
    '，。！？、；：「」『』（）《》〈〉【】…—～·',
    '!?.,;:\'"()[]{}-_/\\@&%',
    '© ® ™ ‼ ⁉',
    '〰〽㊗㊙',
    '←→↔',
    'ｆｕｌｌ ｗｉｄｔｈ １２３',
    'é ñ ü ß',
  ])('finds none in %p', (v) => expect(hasEmoji(v)).toBe(false));
  it('rejects non-strings', () => expect(hasEmoji(undefined)).toBe(false));
});

describe('accountKind', () => {
  it('tells phone from email', () => {
    expect(accountKind('13800138000')).toBe('phone');
    expect(accountKind('a@x.com')).toBe('email');
    expect(accountKind('12800138000')).toBeNull();
    expect(accountKind('a@x')).toBeNull();
    expect(accountKind('')).toBeNull();
    expect(accountKind(null)).toBeNull();
  });
});
