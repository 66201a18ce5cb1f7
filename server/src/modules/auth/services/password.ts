import argon2 from 'argon2';

/** argon2id's cost: memory in KiB, passes, lanes. */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** The default: argon2's own (64 MiB, t=3, p=4), RFC 9106's second recommended option. */
export const DEFAULT_HASH_COST: PasswordHashCost = { memoryCost: 65_536, timeCost: 3, parallelism: 4 };

/**
 * OWASP's minimum for argon2id (19 MiB, t=2, p=1), the least the configuration accepts
 * (PASSWORD_HASH_*). The test suites use it: ~50 ms a hash here instead of ~190 ms, thousands of
 * logins a run. A hash carries its own cost, so any hash verifies whatever the current setting.
 */
export const MIN_HASH_COST: PasswordHashCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string, cost: PasswordHashCost = DEFAULT_HASH_COST): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...cost });
}

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * A fixed hash to verify against when the account does not exist, so timing does not reveal it:
 * made at the same cost as real ones.
 */
const dummies = new Map<string, Promise<string>>();
export function dummyHash(cost: PasswordHashCost = DEFAULT_HASH_COST): Promise<string> {
  const key = `${cost.memoryCost}/${cost.timeCost}/${cost.parallelism}`;
  let dummy = dummies.get(key);
  if (!dummy) {
    dummy = hashPassword('not-a-real-password-0', cost);
    dummies.set(key, dummy);
  }
  return dummy;
}
