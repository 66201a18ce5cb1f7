import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { antdLocale, i18next } from '@client/lib/i18n';
import { isLocale, type Locale } from '@client/lib/language';
import { session } from '@client/lib/session';
import { SessionUpdates } from '@client/app/session-updates';
import { UserEventsProvider } from '@client/app/user-events-provider';

function currentI18nLocale(): Locale {
  return isLocale(i18next.language) ? i18next.language : 'en';
}

/** Keyboard activation for antd-mobile's clickable list items and tab items (rendered as <a>/<div>). */
function useKeyboardClicks() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      const target = event.target;
      if (!(target instanceof HTMLElement)) return;
      if (target.matches('.adm-list-item.adm-plain-anchor, .adm-tab-bar-item')) {
        event.preventDefault();
        target.click();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const [locale, setLocale] = useState<Locale>(currentI18nLocale);

  useEffect(() => {
    const onChange = () => {
      setLocale(currentI18nLocale());
      // server-localised data (areas, messages…) is fetched again in the new language
      void queryClient.invalidateQueries();
    };
    i18next.on('languageChanged', onChange);
    return () => i18next.off('languageChanged', onChange);
  }, [queryClient]);

  useEffect(() => {
    // another tab logged in or out
    const onStorage = () => session.refresh();
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useKeyboardClicks();

  return (
    <I18nextProvider i18n={i18next}>
      <ConfigProvider locale={antdLocale(locale)}>
        <QueryClientProvider client={queryClient}>
          <UserEventsProvider>
            <SessionUpdates />
            {children}
          </UserEventsProvider>
        </QueryClientProvider>
      </ConfigProvider>
    </I18nextProvider>
  );
}
