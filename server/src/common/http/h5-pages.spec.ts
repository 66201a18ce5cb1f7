import { h5PageFor } from './h5-pages';

describe('h5PageFor', () => {
  it('sends a page path that lost its # to the app route, query kept', () => {
    expect(h5PageFor('GET', '/h5/pages/vote/vote?entry=e1&ref=AbC123')).toBe('/h5/#/pages/vote/vote?entry=e1&ref=AbC123');
    expect(h5PageFor('GET', '/h5/exhibitions')).toBe('/h5/#/exhibitions');
    expect(h5PageFor('HEAD', '/h5/pages/me/index?a=1?b')).toBe('/h5/#/pages/me/index?a=1?b');
    // A dot in the query is not a file name.
    expect(h5PageFor('GET', '/h5/pages/article/detail?id=1.5')).toBe('/h5/#/pages/article/detail?id=1.5');
  });

  it('leaves files, the app root, other prefixes and other methods alone', () => {
    expect(h5PageFor('GET', '/h5/assets/index-abc.js')).toBeUndefined();
    expect(h5PageFor('GET', '/h5/favicon.ico?v=2')).toBeUndefined();
    expect(h5PageFor('GET', '/h5/')).toBeUndefined();
    expect(h5PageFor('GET', '/h5x/pages/a')).toBeUndefined();
    expect(h5PageFor('POST', '/h5/pages/a')).toBeUndefined();
  });

  it('keeps the target on this site', () => {
    expect(h5PageFor('GET', '/h5//evil.example/x')).toBe('/h5/#//evil.example/x');
  });
});
