import { z } from 'zod';
import { AppException } from '../errors/app.exception';
import { parseWith, unstorablePath } from './policies';

describe('unstorablePath', () => {
  it('finds a NUL or a lone surrogate in values and keys, at any depth', () => {
    expect(unstorablePath({ a: 'fine 🐠 עברית\u200b' })).toBeUndefined();
    expect(unstorablePath({ a: 'x\u0000y' })).toBe('a');
    expect(unstorablePath({ a: [{ b: '\ud800' }] })).toBe('a.0.b');
    expect(unstorablePath({ a: 'x\udfffy' })).toBe('a');
    expect(unstorablePath({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(unstorablePath('\u0000')).toBe('_');
  });

  it('walks 100 000 levels of nesting without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unstorablePath(deep)).toMatch(/^0(\.0)+$/);
  });

  it('parseWith refuses such input as a field error before the schema runs', () => {
    const schema = z.object({ bio: z.string() });
    expect(() => parseWith(schema, { bio: 'a\u0000b' })).toThrow(AppException);
    expect(parseWith(schema, { bio: 'ok 🐠' })).toEqual({ bio: 'ok 🐠' });
  });
});
