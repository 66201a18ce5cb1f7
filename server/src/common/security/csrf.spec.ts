import { CsrfTokens } from './csrf';

describe('anti-forgery tokens', () => {
  const tokens = new CsrfTokens('s'.repeat(40), 60);

  it('accepts a fresh token of the same session, and several at once', () => {
    const now = Date.now();
    const a = tokens.issue('session-1', now);
    const b = tokens.issue('session-1', now + 11_000);
    expect(a).not.toBe(b);
    expect(tokens.verify('session-1', a, now + 11_000)).toBe(true);
    expect(tokens.verify('session-1', b, now + 11_000)).toBe(true);
  });

  it('hands a session the same token for a few seconds, and another instance (no memory of it) accepts it too', () => {
    const now = Date.now();
    const a = tokens.issue('session-3', now);
    expect(tokens.issue('session-3', now + 2_000)).toBe(a);
    expect(tokens.issue('session-4', now + 2_000)).not.toBe(a);
    const otherInstance = new CsrfTokens('s'.repeat(40), 60);
    expect(otherInstance.verify('session-3', a, now + 2_000)).toBe(true);
    expect(otherInstance.verify('session-4', a, now + 2_000)).toBe(false);
    // A remembered token is still refused once expired, and for another session.
    expect(tokens.verify('session-3', a, now + 61_000)).toBe(false);
    expect(tokens.verify('session-4', a, now + 2_000)).toBe(false);
  });

  it('recognises the token before a rotation without computing its MAC again, while the session already holds a newer one', () => {
    const mine = new CsrfTokens('s'.repeat(40), 60);
    const now = Date.now();
    const older = mine.issue('session-5', now);
    const newer = mine.issue('session-5', now + 12_000); // a rotation in between: a new token
    expect(newer).not.toBe(older);
    const mac = jest.spyOn(mine as unknown as { mac: () => string }, 'mac');
    expect(mine.verify('session-5', older, now + 12_000)).toBe(true);
    expect(mine.verify('session-5', newer, now + 12_000)).toBe(true);
    expect(mac).not.toHaveBeenCalled();
    // Forgotten after two rotations: the MAC decides (still valid until it expires).
    expect(mine.verify('session-5', older, now + 32_000)).toBe(true);
    expect(mac).toHaveBeenCalledTimes(1);
  });

  it('refuses another session, forged, malformed and expired tokens', () => {
    const a = tokens.issue('session-1');
    expect(tokens.verify('session-2', a)).toBe(false);
    const [exp, nonce] = a.split('.');
    expect(tokens.verify('session-1', `${exp}.${nonce}.${'A'.repeat(32)}`)).toBe(false);
    expect(tokens.verify('session-1', `${exp}.other.${a.split('.')[2]}`)).toBe(false);
    expect(tokens.verify('session-1', undefined)).toBe(false);
    expect(tokens.verify('session-1', 'x.y')).toBe(false);
    const old = tokens.issue('session-1', Date.now() - 120_000);
    expect(tokens.verify('session-1', old)).toBe(false);
  });

  it('refuses a token signed with another secret', () => {
    const other = new CsrfTokens('t'.repeat(40), 60);
    expect(tokens.verify('session-1', other.issue('session-1'))).toBe(false);
  });
});
