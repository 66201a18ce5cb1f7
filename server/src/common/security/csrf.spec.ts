import { CsrfTokens } from './csrf';

describe('anti-forgery tokens', () => {
  const tokens = new CsrfTokens('s'.repeat(40), 60);

  it('accepts a fresh token of the same session, and several at once', () => {
    const a = tokens.issue('session-1');
    const b = tokens.issue('session-1');
    expect(a).not.toBe(b);
    expect(tokens.verify('session-1', a)).toBe(true);
    expect(tokens.verify('session-1', b)).toBe(true);
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
