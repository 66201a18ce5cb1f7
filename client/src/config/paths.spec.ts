import { loginPath, paths, safeRedirect, stripQuery } from '@client/config/paths';

describe('route registry', () => {
  // the needs-login list itself is derived from the features' routes: app/route-table.spec.ts
  it('compares paths without query, hash or trailing slash', () => {
    expect(stripQuery(`${paths.logistics}?order_id=1&express_id=2`)).toBe(paths.logistics);
    expect(stripQuery(`${paths.settings}/`)).toBe(paths.settings);
    expect(stripQuery('/#x')).toBe('/');
  });

  it('carries the wanted page as redirect', () => {
    expect(loginPath('/pages/my/setting/index')).toBe('/pages/login/login?redirect=%2Fpages%2Fmy%2Fsetting%2Findex');
    expect(loginPath(paths.login)).toBe(paths.login);
    expect(loginPath()).toBe(paths.login);
  });

  it('accepts only in-app redirects, defaulting to the tab landing', () => {
    expect(safeRedirect('/pages/my/setting/index')).toBe('/pages/my/setting/index');
    expect(safeRedirect('/pages/order/logistics?order_id=1')).toBe('/pages/order/logistics?order_id=1');
    expect(safeRedirect(null)).toBe('/pages/tab/index');
    expect(safeRedirect('https://evil.example')).toBe('/pages/tab/index');
    expect(safeRedirect('//evil.example')).toBe('/pages/tab/index');
    expect(safeRedirect('/\\evil.example')).toBe('/pages/tab/index');
    expect(safeRedirect('/pages/login/login')).toBe('/pages/tab/index');
  });
});
