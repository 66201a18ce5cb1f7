import { Avatar, List, Skeleton } from 'antd-mobile';
import { UserCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@client/components/page-layout';
import { useAreas } from '@client/features/profile/api/get-areas';
import { useMe } from '@client/features/profile/api/get-me';
import { areaLabel } from '@client/features/profile/utils/areas';
import '@client/features/profile/profile.css';

/** Read-only profile: nickname, gender, masked phone, e-mail, birthday, region, bio. */
export default function MyInfoPage() {
  const { t } = useTranslation();
  const me = useMe();
  const user = me.data;
  const areas = useAreas(Boolean(user?.region || user?.city));
  const notSet = t('profile.notSet');

  if (!user) {
    return (
      <PageLayout title={t('profile.info.title')} testId="my-info-page">
        <div style={{ padding: 16 }}>
          <Skeleton.Paragraph lineCount={7} animated />
        </div>
      </PageLayout>
    );
  }

  const rows: { key: string; label: string; value: string }[] = [
    { key: 'nickname', label: t('profile.fields.nickname'), value: user.nickname },
    { key: 'gender', label: t('profile.fields.gender'), value: t(`profile.gender.${user.gender}`) },
    { key: 'phone', label: t('profile.fields.phone'), value: user.phone ?? notSet },
    { key: 'email', label: t('profile.fields.email'), value: user.email ?? notSet },
    { key: 'birthday', label: t('profile.fields.birthday'), value: user.birthday ?? notSet },
    {
      key: 'region',
      label: t('profile.fields.region'),
      value: user.region || user.city ? areaLabel(areas.data ?? [], user.region, user.city) : notSet,
    },
    { key: 'bio', label: t('profile.fields.bio'), value: user.bio || notSet },
  ];

  return (
    <PageLayout title={t('profile.info.title')} testId="my-info-page">
      <div className="avatar-editor">
        <Avatar
          src={user.avatar ?? ''}
          fallback={<UserCircleOutline fontSize={88} color="#b0b4bd" aria-hidden />}
          alt={t('profile.avatarAlt', { name: user.nickname })}
        />
      </div>
      <List className="inset-list">
        {rows.map((row) => (
          <List.Item
            key={row.key}
            extra={
              <span className="info-value" data-testid={`info-${row.key}`}>
                {row.value}
              </span>
            }
          >
            {row.label}
          </List.Item>
        ))}
      </List>
    </PageLayout>
  );
}
