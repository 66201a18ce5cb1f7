import { randomUuid } from '@client/lib/random-uuid';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomUuid', () => {
  it('is a fresh v4 UUID each time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => randomUuid()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(V4);
  });

  it('is still a v4 UUID where crypto.randomUUID is missing (plain http)', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
    Object.defineProperty(globalThis, 'crypto', { value: {}, configurable: true });
    try {
      const a = randomUuid();
      expect(a).toMatch(V4);
      expect(randomUuid()).not.toBe(a);
    } finally {
      if (original) Object.defineProperty(globalThis, 'crypto', original);
    }
  });
});
