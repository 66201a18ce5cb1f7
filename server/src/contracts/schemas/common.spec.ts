import { z } from 'zod';
import { enText as t, fieldErrors as errors } from './schema-expect';
import { assetPath, isAssetPath, pagingSchema, requiredText, uuidParamSchema, wholeNumber } from './common';

describe('pagingSchema', () => {
  it('defaults and coerces query strings', () => {
    expect(pagingSchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(pagingSchema.parse({ page: '3', limit: '50' })).toEqual({ page: 3, limit: 50 });
    expect(pagingSchema.parse({ page: '', limit: '' })).toEqual({ page: 1, limit: 20 });
    expect(pagingSchema.parse({ page: 2, limit: 100 })).toEqual({ page: 2, limit: 100 });
    expect(pagingSchema.parse({ page: '1', limit: '1', other: 'x' })).toEqual({ page: 1, limit: 1 });
  });

  it.each(['0', '-1', '1.5', 'abc', 0])('rejects page %p', (page) =>
    expect(errors(pagingSchema, { page })).toEqual([{ field: 'page', msg: t('v.page.invalid') }]),
  );

  it.each(['0', '101', '2.5', -1])('rejects limit %p with the range', (limit) =>
    expect(errors(pagingSchema, { limit })).toEqual([{ field: 'limit', msg: t('v.range', { min: 1, max: 100 }) }]),
  );

  it('rejects a non-numeric limit', () =>
    expect(errors(pagingSchema, { limit: 'ten' })).toEqual([{ field: 'limit', msg: t('v.number.invalid') }]));
});

describe('uuidParamSchema', () => {
  it('accepts hex 8-4-4-4-12 ids', () => {
    expect(uuidParamSchema.parse({ id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' })).toEqual({ id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' });
    expect(uuidParamSchema.safeParse({ id: '00000000-0000-0000-0000-000000000001' }).success).toBe(true);
    expect(uuidParamSchema.safeParse({ id: '3F2504E0-4F89-41D3-9A0C-0305E82C3301' }).success).toBe(true);
  });
  it.each(['1', 'not-a-uuid', '3f2504e0-4f89-41d3-9a0c-0305e82c330', "1' OR 1=1", ''])('rejects %p', (id) =>
    expect(errors(uuidParamSchema, { id })).toEqual([{ field: 'id', msg: t('v.uuid.invalid') }]),
  );
  it('rejects a missing id', () => expect(errors(uuidParamSchema, {})).toEqual([{ field: 'id', msg: t('v.uuid.invalid') }]));
});

describe('requiredText', () => {
  it('trims and requires', () => {
    expect(requiredText().parse('  a ')).toBe('a');
    expect(errors(requiredText(), '   ')).toEqual([{ field: '', msg: t('v.required') }]);
    expect(errors(requiredText('v.nickname.required'), undefined)).toEqual([{ field: '', msg: t('v.nickname.required') }]);
    expect(errors(requiredText(), 5)).toEqual([{ field: '', msg: t('v.type.invalid') }]);
  });
  it('reports v.required before later checks on a blank value', () => {
    const schema = requiredText().refine(() => false, 'v.phone.invalid');
    const r = schema.safeParse(' ');
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues[0]?.message).toBe('v.required');
    expect(errors(schema, ' ')).toEqual([{ field: '', msg: t('v.required') }]);
  });
});

describe('isAssetPath / assetPath', () => {
  it.each(['/uploads/2024/06/a.jpg', 'uploads/a.png', 'https://cdn.example.com/a.jpg', 'http://x.cn/a?x=1', '/a-b_c.d/e~f'])(
    'accepts %s',
    (v) => expect(isAssetPath(v)).toBe(true),
  );
  it.each([
    '',
    'javascript:alert(1)',
    'data:image/png;base64,xx',
    'file:///etc/passwd',
    '//evil.com/a.jpg',
    '/a b.jpg',
    '../etc/passwd',
    '/uploads/../x',
    'a\\b',
    '"a"',
    '<a>',
    7,
  ])('rejects %p', (v) => expect(isAssetPath(v)).toBe(false));
  it('caps at 500 characters and trims', () => {
    expect(assetPath().parse(' /a.jpg ')).toBe('/a.jpg');
    expect(assetPath().safeParse(`/${'a'.repeat(499)}`).success).toBe(true);
    expect(errors(assetPath(), `/${'a'.repeat(500)}`)).toEqual([{ field: '', msg: t('v.too_long', { max: 500 }) }]);
    expect(errors(assetPath(), '/a b')).toEqual([{ field: '', msg: t('v.path.invalid') }]);
  });
});

describe('wholeNumber', () => {
  const schema = z.object({ price: wholeNumber(0, 1000) });
  const first = (input: unknown) => errors(schema, input)[0]?.msg;

  it('takes JSON numbers and numeric strings, inside the range', () => {
    expect(schema.parse({ price: 0 })).toEqual({ price: 0 });
    expect(schema.parse({ price: ' 250 ' })).toEqual({ price: 250 });
    expect(schema.parse({ price: '1000' })).toEqual({ price: 1000 });
  });

  it('a blank, null or missing value is required — never 0', () => {
    for (const price of ['', '   ', null, undefined]) expect([price, first({ price })]).toEqual([price, t('v.required')]);
    expect(first({})).toBe(t('v.required'));
  });

  it('refuses other text, booleans, fractions and values out of range by name', () => {
    expect(first({ price: 'ten' })).toBe(t('v.number.invalid'));
    expect(first({ price: true })).toBe(t('v.number.invalid'));
    expect(first({ price: '1.5' })).toBe(t('v.integer.invalid'));
    expect(first({ price: 1001 })).toBe(t('v.range', { min: 0, max: 1000 }));
    expect(first({ price: -1 })).toBe(t('v.range', { min: 0, max: 1000 }));
  });
});
