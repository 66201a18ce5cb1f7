import { z } from 'zod';
import type { Language } from './language';
import { firstMessage, issuesToFieldErrors } from './issues';
import { validationMessages } from './messages';

function errorsOf(schema: z.ZodType, input: unknown, lang: Language = 'en-us', withInput = false) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return issuesToFieldErrors(result.error, lang, withInput ? input : undefined);
}

const en = (key: keyof typeof validationMessages) => validationMessages[key]['en-us'];

/** Every user-facing message must come from the catalogue, never from zod's English. */
const catalogueTexts = new Set(Object.values(validationMessages).flatMap((t) => Object.values(t)));
function expectOnlyCatalogueTexts(errors: { msg: string }[]) {
  for (const { msg } of errors) {
    const isFromCatalogue = [...catalogueTexts].some((t) =>
      new RegExp(`^${t.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]*\}/g, '.+')}$`).test(msg),
    );
    expect(isFromCatalogue).toBe(true);
  }
}

describe('issuesToFieldErrors', () => {
  it('translates catalogue keys with dotted paths', () => {
    const schema = z.object({ user: z.object({ phone: z.string().refine(() => false, 'v.phone.invalid') }) });
    expect(errorsOf(schema, { user: { phone: 'x' } })).toEqual([{ field: 'user.phone', msg: en('v.phone.invalid') }]);
    expect(errorsOf(schema, { user: { phone: 'x' } }, 'zh-cn')).toEqual([{ field: 'user.phone', msg: '请输入正确的手机号' }]);
    expect(errorsOf(schema, { user: { phone: 'x' } }, 'zh-hant')).toEqual([{ field: 'user.phone', msg: '請輸入正確的手機號碼' }]);
  });

  it("uses '' for the root and indexes for arrays", () => {
    expect(
      errorsOf(
        z.string().refine(() => false, 'v.invalid'),
        'a',
      ),
    ).toEqual([{ field: '', msg: en('v.invalid') }]);
    expect(errorsOf(z.object({ list: z.array(z.string().max(2)) }), { list: ['ok', 'long'] })).toEqual([
      { field: 'list.1', msg: 'Cannot exceed 2 characters' },
    ]);
  });

  it('fills {max}/{min}/{length} from size issues and custom params', () => {
    expect(errorsOf(z.string().max(5, 'v.nickname.too_long'), 'abcdefg')[0]?.msg).toBe('Nickname cannot exceed 5 characters');
    expect(errorsOf(z.number().min(3, 'v.min'), 1)[0]?.msg).toBe('Must be at least 3');
    expect(errorsOf(z.string().length(4, 'v.length_exact'), 'abc')[0]?.msg).toBe('Must be exactly 4 characters');
    const custom = z.number().refine(() => false, { message: 'v.range', params: { min: 1, max: 9 } });
    expect(errorsOf(custom, 0)[0]?.msg).toBe('Please enter a value between 1 and 9');
  });

  it('keeps only the first error per field', () => {
    const schema = z.object({
      a: z
        .string()
        .min(3, 'v.too_short')
        .refine(() => false, 'v.invalid'),
      b: z.string(),
    });
    expect(errorsOf(schema, { a: 'x', b: 1 })).toEqual([
      { field: 'a', msg: 'Must be at least 3 characters' },
      { field: 'b', msg: en('v.type.invalid') },
    ]);
  });

  describe('maps zod built-in issues to catalogue keys', () => {
    it('missing value → v.required, wrong type → type/number/integer/array', () => {
      const schema = z.object({ s: z.string(), n: z.number(), i: z.int(), a: z.array(z.string()), d: z.date(), b: z.boolean() });
      expect(errorsOf(schema, {})).toEqual(['s', 'n', 'i', 'a', 'd', 'b'].map((field) => ({ field, msg: en('v.required') })));
      expect(errorsOf(schema, { s: 1, n: 'x', i: 1.5, a: 'x', d: 'x', b: 'x' })).toEqual([
        { field: 's', msg: en('v.type.invalid') },
        { field: 'n', msg: en('v.number.invalid') },
        { field: 'i', msg: en('v.integer.invalid') },
        { field: 'a', msg: en('v.array.invalid') },
        { field: 'd', msg: en('v.date.invalid') },
        { field: 'b', msg: en('v.type.invalid') },
      ]);
    });

    it('null counts as missing', () => {
      expect(errorsOf(z.object({ s: z.string() }), { s: null })).toEqual([{ field: 's', msg: en('v.required') }]);
    });

    it('detects a missing value from the parsed input even when the message is custom', () => {
      const schema = z.object({ s: z.string({ error: 'whatever' }) });
      expect(errorsOf(schema, {}, 'en-us', true)).toEqual([{ field: 's', msg: en('v.required') }]);
      expect(errorsOf(schema, { s: 5 }, 'en-us', true)).toEqual([{ field: 's', msg: en('v.type.invalid') }]);
      expect(errorsOf(schema, {}, 'en-us', false)).toEqual([{ field: 's', msg: en('v.type.invalid') }]);
    });

    it('uses issue.input when zod reports it', () => {
      const schema = z.object({ s: z.string({ error: 'whatever' }) });
      const result = schema.safeParse({}, { reportInput: true });
      expect(result.success).toBe(false);
      if (!result.success) expect(issuesToFieldErrors(result.error, 'en-us')).toEqual([{ field: 's', msg: en('v.required') }]);
    });

    it('nonoptional → v.required', () => {
      expect(errorsOf(z.object({ s: z.string().optional().nonoptional() }), {})).toEqual([{ field: 's', msg: en('v.required') }]);
    });

    it('string sizes', () => {
      expect(errorsOf(z.string().max(3), 'abcd')[0]?.msg).toBe('Cannot exceed 3 characters');
      expect(errorsOf(z.string().min(1), '')[0]?.msg).toBe(en('v.required'));
      expect(errorsOf(z.string().min(4), 'ab')[0]?.msg).toBe('Must be at least 4 characters');
      expect(errorsOf(z.string().length(6), 'ab')[0]?.msg).toBe('Must be exactly 6 characters');
    });

    it('array sizes', () => {
      expect(errorsOf(z.array(z.number()).max(2), [1, 2, 3])[0]?.msg).toBe('Choose no more than 2 items');
      expect(errorsOf(z.array(z.number()).min(1), [])[0]?.msg).toBe(en('v.required'));
      expect(errorsOf(z.array(z.number()).min(2), [1])[0]?.msg).toBe('Choose at least 2 items');
      expect(errorsOf(z.array(z.number()).min(1).max(1), [1, 2])[0]?.msg).toBe('Choose no more than 1 item');
    });

    it('number bounds', () => {
      expect(errorsOf(z.number().max(10), 11)[0]?.msg).toBe('Must be at most 10');
      expect(errorsOf(z.number().min(2), 1)[0]?.msg).toBe('Must be at least 2');
      expect(errorsOf(z.number().positive(), 0)[0]?.msg).toBe('Must be greater than 0');
      expect(errorsOf(z.number().lt(5), 5)[0]?.msg).toBe('Must be less than 5');
      expect(errorsOf(z.number().multipleOf(5), 3)[0]?.msg).toBe(en('v.number.invalid'));
      expect(errorsOf(z.date().max(new Date(0)), new Date(1000))[0]?.msg).toBe(en('v.date.invalid'));
    });

    it('formats', () => {
      expect(errorsOf(z.email(), 'x')[0]?.msg).toBe(en('v.email.invalid'));
      expect(errorsOf(z.url(), 'x')[0]?.msg).toBe(en('v.url.invalid'));
      expect(errorsOf(z.uuid(), 'x')[0]?.msg).toBe(en('v.uuid.invalid'));
      expect(errorsOf(z.guid(), 'x')[0]?.msg).toBe(en('v.uuid.invalid'));
      expect(errorsOf(z.iso.date(), 'x')[0]?.msg).toBe(en('v.date.invalid'));
      expect(errorsOf(z.string().regex(/^a$/), 'b')[0]?.msg).toBe(en('v.format.invalid'));
    });

    it('enums and literals → v.enum.invalid', () => {
      expect(errorsOf(z.enum(['a', 'b']), 'c')[0]?.msg).toBe(en('v.enum.invalid'));
      expect(errorsOf(z.literal('x'), 'y')[0]?.msg).toBe(en('v.enum.invalid'));
    });

    it('unknown keys of a strict object, each as its own field', () => {
      expect(errorsOf(z.strictObject({ a: z.string() }), { a: 'x', b: 1, c: 2 })).toEqual([
        { field: 'b', msg: en('v.field.unknown') },
        { field: 'c', msg: en('v.field.unknown') },
      ]);
    });

    it('unions: a bad discriminator → v.enum.invalid on it; otherwise the closest branch', () => {
      const du = z.discriminatedUnion('mode', [
        z.object({ mode: z.literal('a'), x: z.string() }),
        z.object({ mode: z.literal('b'), y: z.string() }),
      ]);
      expect(errorsOf(du, { mode: 'c' })).toEqual([{ field: 'mode', msg: en('v.enum.invalid') }]);
      expect(errorsOf(du, { mode: 'a' })).toEqual([{ field: 'x', msg: en('v.required') }]);

      const union = z.object({ u: z.union([z.object({ a: z.string(), b: z.string() }), z.object({ c: z.number() })]) });
      expect(errorsOf(union, { u: {} })).toEqual([{ field: 'u.c', msg: en('v.required') }]);
      expect(errorsOf(z.union([z.string(), z.number()]), true)).toEqual([{ field: '', msg: en('v.type.invalid') }]);
    });

    it('refinements without a catalogue key → v.invalid', () => {
      expect(
        errorsOf(
          z.string().refine(() => false),
          'a',
        ),
      ).toEqual([{ field: '', msg: en('v.invalid') }]);
      expect(
        errorsOf(
          z.string().refine(() => false, 'Some English'),
          'a',
        ),
      ).toEqual([{ field: '', msg: en('v.invalid') }]);
    });

    it('invalid record keys → v.invalid on the key', () => {
      expect(errorsOf(z.record(z.string().min(2), z.number()), { b: 1 })).toEqual([{ field: 'b', msg: en('v.invalid') }]);
    });

    it('never lets zod English through, in any language', () => {
      const schema = z.object({
        a: z.string().min(2),
        b: z.number().int().max(3),
        c: z.email(),
        d: z.enum(['x']),
        e: z.array(z.string()).max(1),
        f: z.boolean(),
      });
      for (const lang of ['zh-cn', 'en-us', 'zh-hant'] as const) {
        const errors = errorsOf(schema, { a: 'x', b: 4.5, c: 'no', d: 'y', e: ['1', '2'] }, lang);
        expect(errors).toHaveLength(6);
        expectOnlyCatalogueTexts(errors);
      }
    });
  });
});

describe('firstMessage', () => {
  it('returns the first message or the fallback', () => {
    expect(
      firstMessage([
        { field: 'a', msg: 'one' },
        { field: 'b', msg: 'two' },
      ]),
    ).toBe('one');
    expect(firstMessage([])).toBe('');
    expect(firstMessage([], 'invalid')).toBe('invalid');
  });
});
