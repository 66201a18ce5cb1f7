import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import '@client/features/auth/auth.css';

export type AuthMode = 'password' | 'code';

/** Each screen's tab test ids (`<ids>-password`, `<ids>-code`) and labels. */
const SCREENS = {
  login: { ids: 'login-mode', password: 'auth.login.byPassword', code: 'auth.login.byCode' },
  changePassword: { ids: 'change-mode', password: 'auth.changePassword.byOld', code: 'auth.changePassword.byCode' },
} as const;

type Props = { screen: keyof typeof SCREENS; mode: AuthMode; onChange: (mode: AuthMode) => void };

/** "By password" / "by code" tabs, side by side even on a 320 px phone. */
export function ModeTabs({ screen, mode, onChange }: Props) {
  const { t } = useTranslation();
  const { ids, password, code } = SCREENS[screen];
  return (
    <div className="auth-mode-switch">
      <Tabs activeKey={mode} onChange={(key) => onChange(key === 'code' ? 'code' : 'password')}>
        <Tabs.Tab key="password" title={<span data-testid={`${ids}-password`}>{t(password)}</span>} />
        <Tabs.Tab key="code" title={<span data-testid={`${ids}-code`}>{t(code)}</span>} />
      </Tabs>
    </div>
  );
}
