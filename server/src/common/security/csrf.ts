import { hmac, pooledRandom, safeEqual } from './crypto';

/**
 * Anti-forgery `__token__`: `<expiry base36>.<nonce>.<mac>`, the MAC binding it to one session.
 * Stateless, so any number of tokens are valid at once (parallel requests work) until they expire;
 * a token of another session or a forged one fails.
 */
export class CsrfTokens {
  constructor(
    private readonly secret: string,
    private readonly ttlSeconds: number,
  ) {}

  issue(binding: string, now = Date.now()): string {
    const exp = Math.floor(now / 1000 + this.ttlSeconds).toString(36);
    const nonce = pooledRandom(9);
    return `${exp}.${nonce}.${this.mac(binding, exp, nonce)}`;
  }

  verify(binding: string, token: unknown, now = Date.now()): boolean {
    if (typeof token !== 'string' || token.length > 200) return false;
    const [exp, nonce, mac, extra] = token.split('.');
    if (!exp || !nonce || !mac || extra !== undefined) return false;
    const expiresAt = parseInt(exp, 36) * 1000;
    if (!Number.isFinite(expiresAt) || expiresAt < now) return false;
    return safeEqual(mac, this.mac(binding, exp, nonce));
  }

  private mac(binding: string, exp: string, nonce: string) {
    return hmac(this.secret, `csrf|${binding}|${exp}|${nonce}`).slice(0, 32);
  }
}
