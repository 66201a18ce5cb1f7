import { DEFAULT_HASH_COST, MIN_HASH_COST, dummyHash, hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('is argon2id at the cost it is given (RFC 9106 by default), and a hash verifies whatever the current cost', async () => {
    const strong = await hashPassword('reef2026!', DEFAULT_HASH_COST);
    expect(strong).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    const light = await hashPassword('reef2026!', MIN_HASH_COST);
    expect(light).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(strong, 'reef2026!')).toBe(true);
    expect(await verifyPassword(light, 'reef2026!')).toBe(true);
    expect(await verifyPassword(light, 'reef2026?')).toBe(false);
    expect(await verifyPassword(null, 'reef2026!')).toBe(false);
  });

  it('makes the dummy hash of unknown accounts at the same cost as real ones', async () => {
    expect(await dummyHash(MIN_HASH_COST)).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await dummyHash(DEFAULT_HASH_COST)).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
  });
});
