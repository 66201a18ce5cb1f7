import { ed25519 } from '@noble/curves/ed25519.js';
import { generateKeyPairSync } from 'node:crypto';
import { base64UrlToBytes, bytesToBase64Url, decodeTicketCode } from '@contracts/schemas/commerce';
import { TicketCodec, loadSigningKey } from './ticket-codec';

const payload = {
  t: '11111111-1111-4111-8111-111111111111',
  e: '22222222-2222-4222-8222-222222222222',
  v: 1_790_000_000,
  x: 1_790_086_400,
  n: 'c2VjcmV0LXNlY3JldC0xMg',
};

describe('ticket QR codec (Ed25519)', () => {
  const codec = new TicketCodec(loadSigningKey(undefined, 'a-test-app-secret-of-32-characters!!'));

  it('signs a code that it verifies, and that @noble/curves verifies with the published raw key', () => {
    const code = codec.encode(payload);
    expect(code).toMatch(/^RL1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(codec.decode(code)).toEqual({ ...payload, k: codec.kid });
    const decoded = decodeTicketCode(code);
    expect(decoded).not.toBeNull();
    const key = base64UrlToBytes(codec.publicKey);
    expect(key?.length).toBe(32);
    expect(ed25519.verify(decoded!.signature, decoded!.message, key!)).toBe(true);
  });

  it('refuses a tampered payload, a tampered signature, another key and garbage', () => {
    const code = codec.encode(payload);
    const [prefix, body, sig] = code.split('.');
    const forgedPayload = bytesToBase64Url(new TextEncoder().encode(JSON.stringify({ ...payload, k: codec.kid, x: payload.x + 86_400 })));
    expect(codec.decode(`${prefix}.${forgedPayload}.${sig}`)).toBeNull();
    const flipped = sig.slice(0, -2) + (sig.at(-2) === 'A' ? 'B' : 'A') + sig.at(-1);
    expect(codec.decode(`${prefix}.${body}.${flipped}`)).toBeNull();
    const other = new TicketCodec(generateKeyPairSync('ed25519').privateKey);
    expect(codec.decode(other.encode(payload))).toBeNull();
    for (const junk of ['', 'RL1', 'RL1..', `RL2.${body}.${sig}`, `${code}.x`, 'RL1.!!!.???']) expect(codec.decode(junk)).toBeNull();
  });

  it('loads keys from a seed (base64url or hex) and from PEM; the derived dev key is stable', () => {
    const seed = Buffer.alloc(32, 7);
    const a = new TicketCodec(loadSigningKey(seed.toString('base64url'), 'x'));
    const b = new TicketCodec(loadSigningKey(seed.toString('hex'), 'x'));
    expect(a.publicKey).toBe(b.publicKey);
    const pem = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(new TicketCodec(loadSigningKey(pem, 'x')).kid).toHaveLength(8);
    expect(new TicketCodec(loadSigningKey(undefined, 's'.repeat(32))).publicKey).toBe(
      new TicketCodec(loadSigningKey(undefined, 's'.repeat(32))).publicKey,
    );
    expect(() => loadSigningKey('too-short', 'x')).toThrow(/32-byte seed/);
  });

  it('base64url round-trips every length', () => {
    for (let n = 0; n < 70; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 37 + n) & 0xff);
      expect(Buffer.from(base64UrlToBytes(bytesToBase64Url(bytes))!)).toEqual(Buffer.from(bytes));
      expect(bytesToBase64Url(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
    }
  });
});
