import { List } from 'antd-mobile';
import { LockOutline, PhoneFill, UserSetOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { NavListItem } from '@client/components/nav-list-item';
import { PageLayout } from '@client/components/page-layout';
import { useSession } from '@client/lib/use-session';

export default function AccountSecurityPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  return (
    <PageLayout title={t('settings.accountSecurity')} testId="account-security-page">
      <List className="inset-list" style={{ marginTop: 8 }}>
        <NavListItem
          prefix={<LockOutline aria-hidden />}
          title={t('auth.changePassword.title')}
          onClick={() => void navigate(paths.changePassword)}
          testId="security-change-password"
        />
        <NavListItem
          prefix={<PhoneFill aria-hidden />}
          title={t(user?.phone ? 'auth.changePhone.title' : 'auth.bindPhone.title')}
          extra={user?.phone ?? t('settings.phoneNotBound')}
          onClick={() => void navigate(paths.changePhone)}
          testId="security-change-phone"
        />
        <NavListItem
          prefix={<UserSetOutline aria-hidden />}
          title={t('deletion.title')}
          onClick={() => void navigate(paths.accountDeletion)}
          testId="security-account-deletion"
        />
      </List>
    </PageLayout>
  );
}
