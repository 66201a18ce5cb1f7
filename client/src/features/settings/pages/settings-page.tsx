import { Button, Dialog, List } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { env } from '@client/config/env';
import { NavListItem } from '@client/components/nav-list-item';
import { PageLayout } from '@client/components/page-layout';
import { cache } from '@client/lib/cache';
import { chooseLocale } from '@client/lib/i18n';
import { isLocale, LOCALE_INFO, LOCALES, type Locale } from '@client/lib/language';
import { notify } from '@client/lib/notify';
import { useLogout } from '@client/features/settings/api/logout';
import '@client/features/settings/settings.css';

const LANG_TEST_IDS: Record<Locale, string> = { 'zh-CN': 'lang-zh-cn', en: 'lang-en', 'zh-Hant': 'lang-zh-hant' };

export default function SettingsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const current: Locale = isLocale(i18n.language) ? i18n.language : 'en';

  const clearCache = () => {
    const removed = cache.clear();
    queryClient.removeQueries({ queryKey: ['areas'] });
    notify({ key: removed > 0 ? 'settings.cacheCleared' : 'settings.cacheAlreadyClean' });
  };

  // Settings → Version: a newer build, worker or published app opens the upgrade dialog; else SPEC §8's "no new version"
  const [checking, setChecking] = useState(false);
  const checkVersion = async () => {
    if (checking) return;
    setChecking(true);
    try {
      const { checkForUpgrade } = await import('@client/lib/pwa/upgrade');
      const upgrade = await checkForUpgrade({ withApp: true });
      if (!upgrade) {
        notify({ key: 'settings.noNewVersion' });
        return;
      }
      const { showUpgradeDialog } = await import('@client/lib/pwa/upgrade-dialog');
      await showUpgradeDialog(upgrade);
    } catch {
      notify({ key: 'errors.networkRequest' });
    } finally {
      setChecking(false);
    }
  };

  const confirmLogout = async () => {
    const ok = await Dialog.confirm({
      title: t('settings.logout'),
      content: t('settings.logoutConfirm'),
      confirmText: t('settings.logout'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    logout.mutate(undefined, {
      onSettled: () => {
        void navigate(paths.tabIndex, { replace: true });
        logout.end();
        notify({ key: 'settings.loggedOut' });
      },
    });
  };

  return (
    <PageLayout title={t('settings.title')} testId="settings-page">
      <h2 className="section-title">{t('settings.account')}</h2>
      <List className="inset-list">
        <NavListItem
          title={t('settings.accountSecurity')}
          onClick={() => void navigate(paths.accountSecurity)}
          testId="settings-account-security"
        />
      </List>

      <h2 className="section-title" id="language-title">
        {t('settings.language')}
      </h2>
      {/* a <div> of antd-mobile's List takes no role: the group carries the heading as its name */}
      <div role="group" aria-labelledby="language-title">
        <List className="inset-list lang-list">
          {LOCALES.map((locale) => (
            <NavListItem
              key={locale}
              arrow={false}
              title={<span lang={LOCALE_INFO[locale].htmlLang}>{t(`languages.${locale}`)}</span>}
              extra={current === locale ? <CheckOutline aria-label={t('settings.currentLanguage')} /> : null}
              onClick={() => void chooseLocale(locale)}
              testId={LANG_TEST_IDS[locale]}
            />
          ))}
        </List>
      </div>

      <h2 className="section-title">{t('settings.general')}</h2>
      <List className="inset-list">
        <NavListItem
          title={t('settings.version')}
          extra={<span data-testid="app-version">{env.appVersion}</span>}
          onClick={() => void checkVersion()}
          testId="settings-version"
        />
        <NavListItem title={t('settings.clearCache')} onClick={clearCache} testId="clear-cache" />
        <NavListItem title={t('settings.about')} onClick={() => void navigate(paths.about)} testId="settings-about" />
        <NavListItem
          title={t('legal.userAgreement.title')}
          onClick={() => void navigate(paths.userAgreement)}
          testId="settings-user-agreement"
        />
        <NavListItem title={t('legal.privacy.title')} onClick={() => void navigate(paths.privacyPolicy)} testId="settings-privacy-policy" />
      </List>

      <div className="settings-footer">
        <Button
          block
          size="large"
          color="danger"
          fill="outline"
          loading={logout.isPending}
          onClick={() => void confirmLogout()}
          data-testid="logout"
        >
          {t('settings.logout')}
        </Button>
      </div>
    </PageLayout>
  );
}
