import type { Role } from '@contracts/api';
import type { ApiClient } from '@test/setup/api';
import { userWithRoles } from '@test/setup/factories';
import type { TestApp } from '@test/setup/harness';
import { sleep } from '../contest/helpers';

export { makeUsers } from '../contest/helpers';
export { insertArticle } from './factories';

/** A logged-in staff user (author, admin) with a fresh anti-forgery token. */
export async function staff(t: TestApp, roles: Role[]): Promise<{ client: ApiClient; id: string }> {
  const { client, user } = await userWithRoles(t, roles);
  await client.get('/me');
  return { client, id: user.id };
}

/** Polls until `fn` gives a truthy value. */
export async function until<T>(what: string, fn: () => Promise<T | undefined | false | null>, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** Ids of a list answer, in order. */
export const ids = (items: { id: string }[]) => items.map((i) => i.id);
