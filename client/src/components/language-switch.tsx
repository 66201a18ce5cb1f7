import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLocale } from '@client/lib/i18n';
import { isLocale, LOCALE_INFO, LOCALES, type Locale } from '@client/lib/language';
import '@client/components/language-switch.css';

/** Each language named in itself, so a reader finds theirs whatever the screen's language. */
const OWN_NAMES: Record<Locale, string> = { 'zh-CN': '简体中文', en: 'English', 'zh-Hant': '繁體中文' };
const TEST_IDS: Record<Locale, string> = { 'zh-CN': 'switch-lang-zh-cn', en: 'switch-lang-en', 'zh-Hant': 'switch-lang-zh-hant' };

/**
 * The language switch for everyone, guests included (issue #36): on the login page and the guest's
 * profile. The first choice restarts the app in the chosen language (SPEC §9, `chooseLocale`).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  const [busy, setBusy] = useState(false);
  const pick = (locale: Locale) => {
    if (busy || locale === current) return;
    setBusy(true);
    void chooseLocale(locale)
      .then((restarting) => {
        if (!restarting) setBusy(false);
      })
      .catch(() => setBusy(false));
  };
  return (
    <div
      role="group"
      aria-label={t('common.language')}
      className={className ? `language-switch ${className}` : 'language-switch'}
      data-testid="language-switch"
    >
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={LOCALE_INFO[locale].htmlLang}
          className="language-switch__option"
          aria-pressed={locale === current}
          disabled={busy}
          onClick={() => pick(locale)}
          data-testid={TEST_IDS[locale]}
        >
          {OWN_NAMES[locale]}
        </button>
      ))}
    </div>
  );
}
