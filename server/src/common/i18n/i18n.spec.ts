import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { hasMessage, registerMessages, t, tStored } from './i18n';

const modulesDir = join(__dirname, '..', '..', 'modules');
/** The modules that keep texts (`modules/<name>/<name>.messages.ts`). */
const withTexts = readdirSync(modulesDir).filter((name) => existsSync(join(modulesDir, name, `${name}.messages.ts`)));

describe('i18n', () => {
  it('renders core and module texts, and an unknown stored key as itself', () => {
    expect(t('en-us', 'e.not_found')).toBe('Not found');
    expect(t('zh-hant', 'v.required')).toBe('此項不能為空');
    expect(t('en-us', 'e.membership.not_locked')).toBe('This article is free to read');
    expect(t('en-us', 'commerce.status.paid')).toBe('pending use'); // commerce's (check-in names an order's status; orders has orders.status.*)
    expect(tStored('en-us', 'auth.login.failed')).not.toBe('auth.login.failed');
    expect(tStored('en-us', 'no.such.key')).toBe('no.such.key');
    expect(hasMessage('e.contest.ended')).toBe(true);
    expect(hasMessage('no.such.key')).toBe(false);
  });

  it('fails when a module registers a key another area has', () => {
    expect(() => registerMessages('imaginary', { 'e.not_found': { 'zh-cn': '无', 'en-us': 'None', 'zh-hant': '無' } })).toThrow(
      '"e.not_found" is registered by core and imaginary',
    );
  });

  it('the app registers the texts of every module that has some (each module file loads its own)', () => {
    expect(withTexts).toEqual(expect.arrayContaining(['auth', 'orders', 'commerce', 'membership', 'messaging']));
    let areas: string[] = [];
    // A fresh module registry: only what loading the app registers (not this project's jest setup).
    jest.isolateModules(() => {
      jest.requireActual('../../app.module');
      areas = jest.requireActual<typeof import('./i18n')>('./i18n').registeredAreas();
    });
    expect(areas).toEqual(expect.arrayContaining(['validation', 'core', ...withTexts]));
  }, 30000);
});
