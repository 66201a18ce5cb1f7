/**
 * A random version-4 UUID: the `Idempotency-Key` of an order, a payment or a vote, a check-in's
 * client id, the session guid. `crypto.randomUUID` exists only in secure contexts (https,
 * localhost); a page served over plain http gets one made from `Math.random`.
 */
export function randomUuid(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
}
