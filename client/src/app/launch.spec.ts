import { oauthLaunchRewrite } from '@client/app/launch';

describe('SPEC §2 launch rewrite', () => {
  it('moves hashpath, code and state into the hash route', () => {
    expect(oauthLaunchRewrite({ pathname: '/h5/', search: '?hashpath=%2Fpages%2Flogin%2Fauth&code=abc&state=xyz', hash: '' })).toBe(
      '/h5/#/pages/login/auth?code=abc&state=xyz',
    );
  });

  it('never carries a provider from the address (the tab keeps its own), whatever hash the address had', () => {
    expect(
      oauthLaunchRewrite({
        pathname: '/h5/',
        search: '?hashpath=%2Fpages%2Flogin%2Fauth&provider=github&code=c&state=s',
        hash: '#/pages/login/auth',
      }),
    ).toBe('/h5/#/pages/login/auth?code=c&state=s');
  });

  it('keeps a query already in hashpath and adds a missing slash', () => {
    expect(oauthLaunchRewrite({ pathname: '/h5/', search: '?hashpath=pages/login/auth?from=x&code=1&state=2', hash: '#/' })).toBe(
      '/h5/#/pages/login/auth?from=x&code=1&state=2',
    );
  });

  it('does nothing unless all three are present', () => {
    expect(oauthLaunchRewrite({ pathname: '/h5/', search: '?code=1&state=2', hash: '' })).toBeNull();
    expect(oauthLaunchRewrite({ pathname: '/h5/', search: '?hashpath=/x&code=1', hash: '' })).toBeNull();
    expect(oauthLaunchRewrite({ pathname: '/h5/', search: '', hash: '#/pages/tab/index' })).toBeNull();
  });

  it('carries a failure (error instead of code) to the callback page', () => {
    expect(
      oauthLaunchRewrite({
        pathname: '/h5/',
        search: '?hashpath=%2Fpages%2Flogin%2Fauth&provider=demo&state=s&error=invalid_issuer',
        hash: '#/pages/login/auth',
      }),
    ).toBe('/h5/#/pages/login/auth?state=s&error=invalid_issuer');
  });

  it('never rewrites to another origin', () => {
    expect(oauthLaunchRewrite({ pathname: '/h5/', search: '?hashpath=//evil.example&code=1&state=2', hash: '' })).toBe(
      '/h5/#/pages/login/auth?code=1&state=2',
    );
  });
});
