import { hmac, pooledRandom, safeEqual } from './crypto';

/** Whether `token` is the one this instance remembers (compared in constant time). */
const recognised = (known: string | undefined, token: string) =>
  known !== undefined && known.length === token.length && safeEqual(known, token);

/** How long a token handed to a session is handed again to that session's next responses. */
const REISSUE_MS = 10_000;

/**
 * Anti-forgery `__token__`: `<expiry base36>.<nonce>.<mac>`, the MAC binding it to one session.
 * Stateless, so any number of tokens are valid at once (parallel requests work) until they expire;
 * a token of another session or a forged one fails.
 *
 * Every API response carries one. A session's responses within REISSUE_MS get the same token (it
 * is still good for its whole TTL minus at most those seconds), and a token this instance issued
 * recently is recognised without recomputing its MAC: on the vote path the two HMACs per request
 * were ~8 % of the CPU. The memory is two generations of REISSUE_MS each, so it stays bounded by
 * the sessions active in the last 20 s.
 */
export class CsrfTokens {
  private current = new Map<string, string>();
  private previous = new Map<string, string>();
  private rotatedAt = 0;

  constructor(
    private readonly secret: string,
    private readonly ttlSeconds: number,
  ) {}

  issue(binding: string, now = Date.now()): string {
    this.rotate(now);
    const expSeconds = Math.floor(now / 1000 + this.ttlSeconds);
    const recent = this.current.get(binding);
    // Reused only while it expires no more than REISSUE_MS earlier than a new one would.
    if (recent) {
      const recentExp = parseInt(recent.slice(0, recent.indexOf('.')), 36);
      if (recentExp <= expSeconds && recentExp >= expSeconds - REISSUE_MS / 1000 - 1) return recent;
    }
    const exp = expSeconds.toString(36);
    const nonce = pooledRandom(9);
    const token = `${exp}.${nonce}.${this.mac(binding, exp, nonce)}`;
    this.current.set(binding, token);
    return token;
  }

  verify(binding: string, token: unknown, now = Date.now()): boolean {
    if (typeof token !== 'string' || token.length > 200) return false;
    const [exp, nonce, mac, extra] = token.split('.');
    if (!exp || !nonce || !mac || extra !== undefined) return false;
    const expiresAt = parseInt(exp, 36) * 1000;
    if (!Number.isFinite(expiresAt) || expiresAt < now) return false;
    this.rotate(now);
    // The session's token of either generation: after a rotation the session is handed a new one while
    // requests already sent (or built) still carry the one before (bench:unlock, docs/performance-log.md).
    if (recognised(this.current.get(binding), token) || recognised(this.previous.get(binding), token)) return true;
    return safeEqual(mac, this.mac(binding, exp, nonce));
  }

  private rotate(now: number) {
    if (now - this.rotatedAt < REISSUE_MS) return;
    this.previous = this.current;
    this.current = new Map();
    this.rotatedAt = now;
  }

  private mac(binding: string, exp: string, nonce: string) {
    return hmac(this.secret, `csrf|${binding}|${exp}|${nonce}`).slice(0, 32);
  }
}
