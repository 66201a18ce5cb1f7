import { bytesToBase64Url, TICKET_CODE_PREFIX, type TicketCodePayload } from '@contracts/schemas/commerce';
import { ed25519 } from '@noble/curves/ed25519.js';
import { verifyOffline, type OfflineKeys } from '@client/features/commerce/checkin/utils/offline-verify';

const secret = ed25519.utils.randomSecretKey();
const publicKey = ed25519.getPublicKey(secret);
const other = ed25519.utils.randomSecretKey();

function sign(payload: TicketCodePayload, key: Uint8Array = secret): string {
  const head = `${TICKET_CODE_PREFIX}.${bytesToBase64Url(new TextEncoder().encode(JSON.stringify(payload)))}`;
  return `${head}.${bytesToBase64Url(ed25519.sign(new TextEncoder().encode(head), key))}`;
}

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const nowS = NOW / 1000;
const payload: TicketCodePayload = {
  t: '11111111-1111-4111-8111-111111111111',
  e: '22222222-2222-4222-8222-222222222222',
  v: nowS - 3600,
  x: nowS + 3600,
  n: 'c2VjcmV0LXNlY3JldC0xMjM',
  k: 'k1',
};
const keys: OfflineKeys = { publicKeys: [{ kid: 'k1', key: bytesToBase64Url(publicKey) }], revoked: [], verified: [] };

describe('offline ticket verification', () => {
  it('admits a code signed by a known key inside its window', () => {
    expect(verifyOffline(sign(payload), keys, NOW)).toEqual({ result: 'admitted', ticketId: payload.t, exhibitionId: payload.e });
  });

  it('refuses a tampered payload, a forged signature and an unknown key', () => {
    const code = sign(payload);
    const [prefix, body, sig] = code.split('.');
    const forgedBody = bytesToBase64Url(
      new TextEncoder().encode(JSON.stringify({ ...payload, t: '33333333-3333-4333-8333-333333333333' })),
    );
    expect(verifyOffline(`${prefix}.${forgedBody}.${sig}`, keys, NOW)).toMatchObject({ result: 'invalid', reason: 'signature' });
    // one flipped bit of the signature
    const sigBytes = ed25519.sign(new TextEncoder().encode(`${prefix}.${body}`), secret);
    sigBytes[10] ^= 1;
    expect(verifyOffline(`${prefix}.${body}.${bytesToBase64Url(sigBytes)}`, keys, NOW)).toMatchObject({
      result: 'invalid',
      reason: 'signature',
    });
    // signed by a key the server never published under that kid
    expect(verifyOffline(sign(payload, other), keys, NOW)).toMatchObject({ result: 'invalid', reason: 'signature' });
    expect(verifyOffline(sign({ ...payload, k: 'k9' }), keys, NOW)).toMatchObject({ result: 'invalid', reason: 'unknown_key' });
  });

  it('refuses what is not a ticket code at all', () => {
    for (const junk of [
      '',
      'hello',
      'RL1.abc',
      'RL2.a.b',
      `RL1.${bytesToBase64Url(new TextEncoder().encode('{"t":1}'))}.${'A'.repeat(86)}`,
    ]) {
      expect(verifyOffline(junk, keys, NOW)).toMatchObject({ result: 'invalid', reason: 'format' });
    }
  });

  it('answers refunded, already verified, not yet valid and expired', () => {
    const code = sign(payload);
    expect(verifyOffline(code, { ...keys, revoked: [payload.t] }, NOW).result).toBe('refunded');
    expect(verifyOffline(code, { ...keys, verified: [payload.t] }, NOW).result).toBe('already_verified');
    expect(verifyOffline(code, keys, (payload.v - 1) * 1000).result).toBe('not_yet_valid');
    expect(verifyOffline(code, keys, (payload.x + 1) * 1000).result).toBe('expired');
    expect(verifyOffline(code, keys, payload.x * 1000).result).toBe('admitted');
  });
});
