import { base64UrlToBytes, decodeTicketCode, type CheckinKeys, type CheckinResultKind } from '@contracts/schemas/commerce';
import { ed25519 } from '@noble/curves/ed25519.js';

/**
 * Checks a ticket's QR code without the server (the QR code format is documented in the
 * commerce contract): a well-formed `RL1` code, signed by one of the server's Ed25519 keys,
 * inside its validity window, not refunded and not known to be verified.
 */
export type OfflineKeys = Pick<CheckinKeys, 'publicKeys' | 'revoked' | 'verified'>;

export type OfflineVerdict = {
  result: CheckinResultKind;
  ticketId: string | null;
  exhibitionId: string | null;
  /** why an `invalid` code is invalid */
  reason?: 'format' | 'unknown_key' | 'signature';
};

export function verifyTicketSignature(message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array): boolean {
  try {
    return ed25519.verify(signature, message, publicKey);
  } catch {
    return false;
  }
}

export function verifyOffline(code: string, keys: OfflineKeys, nowMs: number): OfflineVerdict {
  const decoded = decodeTicketCode(code);
  if (!decoded) return { result: 'invalid', ticketId: null, exhibitionId: null, reason: 'format' };
  const { payload } = decoded;
  const entry = keys.publicKeys.find((k) => k.kid === payload.k);
  const key = entry ? base64UrlToBytes(entry.key) : null;
  if (!key || key.length !== 32) return { result: 'invalid', ticketId: null, exhibitionId: null, reason: 'unknown_key' };
  if (!verifyTicketSignature(decoded.message, decoded.signature, key)) {
    return { result: 'invalid', ticketId: null, exhibitionId: null, reason: 'signature' };
  }
  const ids = { ticketId: payload.t, exhibitionId: payload.e };
  if (keys.revoked.includes(payload.t)) return { result: 'refunded', ...ids };
  if (keys.verified.includes(payload.t)) return { result: 'already_verified', ...ids };
  const now = Math.floor(nowMs / 1000);
  if (now < payload.v) return { result: 'not_yet_valid', ...ids };
  if (now > payload.x) return { result: 'expired', ...ids };
  return { result: 'admitted', ...ids };
}
