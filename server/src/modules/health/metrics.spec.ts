import { metricsAccess } from './metrics';

describe('who may read /metrics', () => {
  const token = 'a-long-metrics-token-0123';

  it('is open outside production when no token is configured, closed (404) in production', () => {
    expect(metricsAccess(undefined, false, undefined)).toBe('ok');
    expect(metricsAccess(undefined, true, undefined)).toBe('disabled');
    expect(metricsAccess(undefined, true, `Bearer ${token}`)).toBe('disabled');
  });

  it('needs the bearer token once one is configured, in every environment', () => {
    for (const prod of [false, true]) {
      expect(metricsAccess(token, prod, `Bearer ${token}`)).toBe('ok');
      expect(metricsAccess(token, prod, `bearer  ${token}`)).toBe('ok');
      expect(metricsAccess(token, prod, undefined)).toBe('unauthorized');
      expect(metricsAccess(token, prod, `Bearer ${token}x`)).toBe('unauthorized');
      expect(metricsAccess(token, prod, token)).toBe('unauthorized');
    }
  });
});
