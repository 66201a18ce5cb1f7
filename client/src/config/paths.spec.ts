import { loginPath, needsLogin, paths, safeRedirect } from '@client/config/paths';

describe('route registry', () => {
  it('lists the needs-login pages', () => {
    expect(needsLogin(paths.tabProfile)).toBe(true);
    expect(needsLogin(paths.settings)).toBe(true);
    expect(needsLogin(`${paths.logistics}?order_id=1&express_id=2`)).toBe(true);
    expect(needsLogin(paths.tabIndex)).toBe(false);
    expect(needsLogin(paths.login)).toBe(false);
    expect(needsLogin(paths.userAgreement)).toBe(false);
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
