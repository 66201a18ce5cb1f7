/**
 * Pure validators (SPEC §5), shared by server and browser. Every function takes any value
 * and returns a boolean; none of them trims — callers (the zod schemas) trim first.
 */

const isString = (v: unknown): v is string => typeof v === 'string';

/** Not undefined/null/NaN, not a blank string, not an empty array. `0` and `false` count as present. */
export function isRequired(v: unknown): boolean {
  if (v === undefined || v === null) return false;
  if (typeof v === 'string') return v.trim().length > 0;
  if (typeof v === 'number') return !Number.isNaN(v);
  if (Array.isArray(v)) return v.length > 0;
  return true;
}

/** A uuid in its text form (any version, either case). */
export function isUuid(v: unknown): boolean {
  return isString(v) && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);
}

/** Mainland China mobile number: 11 digits, `1` then 3–9. */
export function isPhone(v: unknown): boolean {
  return isString(v) && /^1[3-9]\d{9}$/.test(v);
}

const EMAIL = /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** Practical e-mail check: dot-atom local part (≤ 64), dotted host name with a letter TLD, ≤ 254 in all. */
export function isEmail(v: unknown): boolean {
  if (!isString(v) || v.length > 254 || !EMAIL.test(v)) return false;
  return v.indexOf('@') <= 64;
}

/** Verification code of exactly `n` ASCII digits (default 6). */
export function isCode(v: unknown, n = 6): boolean {
  if (!isString(v) || !Number.isInteger(n) || n < 1) return false;
  return v.length === n && /^\d+$/.test(v);
}

/** 6–12 characters, ASCII letters and digits only, at least one of each. */
export function isPassword(v: unknown): boolean {
  return isString(v) && /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,12}$/.test(v);
}

/** A safe integer ≥ 1, or its canonical decimal string (no sign, no leading zeros). */
export function isPositiveInteger(v: unknown): boolean {
  if (typeof v === 'number') return Number.isSafeInteger(v) && v > 0;
  return isString(v) && /^[1-9]\d*$/.test(v);
}

/** QQ number: 5–11 digits, no leading 0. */
export function isQQ(v: unknown): boolean {
  return isString(v) && /^[1-9]\d{4,10}$/.test(v);
}

/** True when y-m-d is a real calendar date. */
function isRealDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** GB 11643 check character for the first 17 digits of an 18-digit ID number. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (const [i, w] of ID_WEIGHTS.entries()) sum += Number(first17.charAt(i)) * w;
  return ID_CHECK.charAt(sum % 11);
}

/**
 * Resident ID card: 15 digits (first generation, yymmdd birth date in the 1900s) or
 * 18 characters (yyyymmdd from 1800 on, GB 11643 check character, `X` or `x`).
 */
export function isIdCard(v: unknown): boolean {
  if (!isString(v)) return false;
  let m = /^[1-9]\d{5}(\d{2})(\d{2})(\d{2})\d{3}$/.exec(v);
  if (m) return isRealDate(1900 + Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^[1-9]\d{5}((?:18|19|20)\d{2})(\d{2})(\d{2})\d{3}[\dXx]$/.exec(v);
  if (!m || !isRealDate(Number(m[1]), Number(m[2]), Number(m[3]))) return false;
  return idCardCheckChar(v.slice(0, 17)) === v.charAt(17).toUpperCase();
}

/** Non-negative amount with at most two decimals and no leading zeros (`0.5`, `12.30`; not `01`, `.5`, `1.`). */
export function isMoney(v: unknown): boolean {
  if (typeof v === 'number') {
    if (!Number.isFinite(v) || v < 0) return false;
    v = String(v);
  }
  return isString(v) && /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/.test(v);
}

/** Absolute http(s) URL with a host and no whitespace. */
export function isUrl(v: unknown): boolean {
  if (!isString(v) || !/^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i.test(v)) return false;
  try {
    const url = new URL(v);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** GB 32100 character set: digits and capitals without I, O, S, V, Z. */
const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** GB 32100 check character for the first 17 characters of a unified social credit code. */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (const [i, w] of CREDIT_WEIGHTS.entries()) sum += CREDIT_CHARS.indexOf(first17.charAt(i)) * w;
  return CREDIT_CHARS.charAt((31 - (sum % 31)) % 31);
}

/** The length of a unified social credit code. */
export const CREDIT_CODE_LENGTH = 18;

/**
 * What is wrong with a unified social credit code, so that a form can say it (issue #36): its
 * length; lower-case letters; a character the code never uses here (position counted from 1: I, O,
 * S, V, Z nowhere, letters not in the 6-digit division code, characters 3–8); or a check character
 * (the 18th) that does not follow from the first 17 — then `expected` is the one that does, usually
 * a sign of a mistyped character. Null when the code is valid. No zod: the client uses it as is.
 */
export type CreditCodeProblem =
  | { kind: 'length'; length: number }
  | { kind: 'lowercase' }
  | { kind: 'char'; position: number; char: string }
  | { kind: 'check'; expected: string; typed: string };

export function creditCodeProblem(v: string): CreditCodeProblem | null {
  const chars = Array.from(v);
  if (chars.length !== CREDIT_CODE_LENGTH) return { kind: 'length', length: chars.length };
  if (/[a-z]/.test(v)) return { kind: 'lowercase' };
  for (let i = 0; i < CREDIT_CODE_LENGTH; i++) {
    const c = chars[i] ?? '';
    const ok = i >= 2 && i < 8 ? /\d/.test(c) : CREDIT_CHARS.includes(c);
    if (!ok) return { kind: 'char', position: i + 1, char: c };
  }
  const expected = creditCodeCheckChar(v.slice(0, 17));
  const typed = v.charAt(17);
  return expected === typed ? null : { kind: 'check', expected, typed };
}

/**
 * Unified social credit code (GB 32100): 18 uppercase characters — authority and type,
 * a 6-digit division code, a 9-character organisation code and the check character.
 */
export function isCreditCode(v: unknown): boolean {
  return isString(v) && creditCodeProblem(v) === null;
}

/** Luhn (mod 10) check over a string of digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits.charAt(digits.length - 1 - i));
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Bank card: 12–19 digits passing the Luhn check. */
export function isBankCard(v: unknown): boolean {
  return isString(v) && /^\d{12,19}$/.test(v) && luhnValid(v);
}

/**
 * Mainland landline with area code and hyphen: 3-digit area codes (010, 02x) take an
 * 8-digit number, 4-digit ones 7 or 8 digits; the local number does not start with 0;
 * an optional `-ext` of 1–6 digits. E.g. 010-12345678, 0755-1234567, 021-62345678-123.
 */
export function isLandline(v: unknown): boolean {
  return isString(v) && /^(?:0[1-9]\d-[1-9]\d{7}|0[1-9]\d{2}-[1-9]\d{6,7})(?:-\d{1,6})?$/.test(v);
}

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
/** Plate letters exclude I and O. */
const L = 'A-HJ-NP-Z';
const PLATE_ORDINARY = new RegExp(`^[${PROVINCES}][${L}][${L}0-9]{4}[${L}0-9挂学警港澳]$`);
/** New-energy (8 chars): small `D/A/B/C/E` (electric) or `F/G/H/J/K` (hybrid) + 1 letter/digit + 4 digits; large: 5 digits + that letter. */
const PLATE_NEW_ENERGY = new RegExp(`^[${PROVINCES}][${L}](?:[ABCDEFGHJK][${L}0-9]\\d{4}|\\d{5}[ABCDEFGHJK])$`);

/** Chinese vehicle plate: 7-character ordinary plates and 8-character new-energy plates. */
export function isPlateNumber(v: unknown): boolean {
  return isString(v) && (PLATE_ORDINARY.test(v) || PLATE_NEW_ENERGY.test(v));
}

/** Only CJK unified ideographs (no punctuation, letters or spaces). */
export function isChinese(v: unknown): boolean {
  return isString(v) && /^\p{Unified_Ideograph}+$/u.test(v);
}

/** Only ASCII letters. */
export function isLetters(v: unknown): boolean {
  return isString(v) && /^[A-Za-z]+$/.test(v);
}

/** Only ASCII digits. */
export function isDigits(v: unknown): boolean {
  return isString(v) && /^\d+$/.test(v);
}

/** A string holding a JSON object or array (bare JSON scalars do not count). */
export function isJsonString(v: unknown): boolean {
  if (!isString(v)) return false;
  try {
    const parsed: unknown = JSON.parse(v);
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
}

/** `min ≤ n ≤ max` for a finite number or a plain decimal string (`-1.5`, `20`). */
export function inRange(n: unknown, min: number, max: number): boolean {
  let value: number;
  if (typeof n === 'number') value = n;
  else if (isString(n) && /^-?\d+(?:\.\d+)?$/.test(n)) value = Number(n);
  else return false;
  return Number.isFinite(value) && value >= min && value <= max;
}

/** Length in Unicode code points (an emoji or a rare CJK character counts once). */
export function codePointLength(s: string): number {
  return Array.from(s).length;
}

/** `min ≤ length ≤ max`, counting Unicode code points. */
export function lengthInRange(s: unknown, min: number, max: number): boolean {
  if (!isString(s)) return false;
  const length = codePointLength(s);
  return length >= min && length <= max;
}

/**
 * Emoji detection: flags (regional indicators), keycaps (`1️⃣`, `#⃣`), any
 * Extended_Pictographic character with emoji presentation or followed by VS16, and bare
 * pictographs from U+2600 on (❤ ☺ ✈ 🀄…). Text-style symbols that are also
 * Extended_Pictographic — © ® ™ ‼ ⁉ arrows, 〰 〽 ㊗ ㊙ — count only when followed by VS16,
 * so ordinary punctuation and CJK text are never emoji.
 */
const EMOJI =
  /\p{Regional_Indicator}|[0-9#*]\uFE0F?\u20E3|\p{Extended_Pictographic}\uFE0F|(?=\p{Extended_Pictographic})(?:\p{Emoji_Presentation}|[\u2600-\u2FFF\u3400-\uFFFF\u{10000}-\u{10FFFF}])/u;

export function hasEmoji(s: unknown): boolean {
  return isString(s) && EMOJI.test(s);
}

/** Which kind of login account a string is: a CN mobile number, an e-mail address, or neither. */
export function accountKind(account: unknown): 'phone' | 'email' | null {
  if (isPhone(account)) return 'phone';
  if (isEmail(account)) return 'email';
  return null;
}
