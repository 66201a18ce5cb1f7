import { createHash, createPrivateKey, createPublicKey, hkdfSync, sign, verify, type KeyObject } from 'node:crypto';
import {
  TICKET_CODE_PREFIX,
  bytesToBase64Url,
  decodeTicketCode,
  type DecodedTicketCode,
  type TicketCodePayload,
} from '@contracts/schemas/commerce';

/** PKCS#8 DER prefix of an Ed25519 private key; the 32-byte seed follows. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** An Ed25519 private key from its raw 32-byte seed. */
export function ed25519FromSeed(seed: Uint8Array): KeyObject {
  if (seed.length !== 32) throw new Error('an Ed25519 seed is 32 bytes');
  return createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, Buffer.from(seed)]), format: 'der', type: 'pkcs8' });
}

/**
 * The signing key from TICKET_SIGNING_KEY: a PEM private key, or the raw 32-byte seed in base64url
 * / base64 / hex. Without one (development, test) a key is derived from APP_SECRET, so every
 * instance sharing APP_SECRET signs alike; production refuses to start without a key (CommerceKeys).
 */
export function loadSigningKey(configured: string | undefined, appSecret: string): KeyObject {
  if (!configured) {
    const seed = hkdfSync('sha256', appSecret, 'reefline', 'ticket-signing-key/v1', 32);
    return ed25519FromSeed(new Uint8Array(seed));
  }
  const value = configured.trim();
  if (value.startsWith('-----BEGIN')) {
    const key = createPrivateKey(value);
    if (key.asymmetricKeyType !== 'ed25519') throw new Error('TICKET_SIGNING_KEY must be an Ed25519 key');
    return key;
  }
  const seed = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64url');
  if (seed.length !== 32) throw new Error('TICKET_SIGNING_KEY must be a PEM Ed25519 key or a 32-byte seed (base64url or hex)');
  return ed25519FromSeed(seed);
}

/** Signs and verifies ticket QR codes (`RL1.<payload>.<signature>`, see the contracts file). */
export class TicketCodec {
  readonly kid: string;
  /** Raw 32-byte public key, base64url. */
  readonly publicKey: string;
  private readonly verifyKey: KeyObject;

  constructor(private readonly privateKey: KeyObject) {
    this.verifyKey = createPublicKey(privateKey);
    const jwk = this.verifyKey.export({ format: 'jwk' });
    if (jwk.crv !== 'Ed25519' || typeof jwk.x !== 'string') throw new Error('the ticket signing key must be Ed25519');
    this.publicKey = jwk.x;
    this.kid = createHash('sha256').update(Buffer.from(jwk.x, 'base64url')).digest('base64url').slice(0, 8);
  }

  encode(payload: Omit<TicketCodePayload, 'k'>): string {
    const full: TicketCodePayload = { ...payload, k: this.kid };
    const head = `${TICKET_CODE_PREFIX}.${bytesToBase64Url(new TextEncoder().encode(JSON.stringify(full)))}`;
    const signature = sign(null, Buffer.from(head, 'ascii'), this.privateKey);
    return `${head}.${bytesToBase64Url(signature)}`;
  }

  /** The payload when the code is well-formed, signed by our key and untampered; otherwise null. */
  decode(code: string): TicketCodePayload | null {
    const decoded: DecodedTicketCode | null = decodeTicketCode(code);
    if (!decoded || decoded.payload.k !== this.kid) return null;
    const ok = verify(null, decoded.message, this.verifyKey, decoded.signature);
    return ok ? decoded.payload : null;
  }
}
