import { chooseLocale } from '@client/lib/i18n';
import { LANGUAGE_STORAGE_KEY, setCurrentLocale } from '@client/lib/language';
import { localStore } from '@client/lib/storage';

describe('the first language choice restarts the app (SPEC §9, issue #36)', () => {
  beforeEach(() => {
    localStore().removeItem(LANGUAGE_STORAGE_KEY);
    setCurrentLocale('zh-CN');
  });

  it('stores the first choice and restarts in it', async () => {
    const reload = jest.fn();
    await expect(chooseLocale('en', reload)).resolves.toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStore().getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('stores a first choice of the language already shown without a restart', async () => {
    const reload = jest.fn();
    await expect(chooseLocale('zh-CN', reload)).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(localStore().getItem(LANGUAGE_STORAGE_KEY)).toBe('zh-CN');
  });

  it('a stored choice that is not a language counts as none', async () => {
    localStore().setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    const reload = jest.fn();
    await expect(chooseLocale('zh-Hant', reload)).resolves.toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStore().getItem(LANGUAGE_STORAGE_KEY)).toBe('zh-Hant');
  });
});
