import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { env } from '@client/config/env';
import { paths } from '@client/config/paths';
import { BrandMark } from '@client/components/brand-mark';
import { NavListItem } from '@client/components/nav-list-item';
import { PageLayout } from '@client/components/page-layout';
import '@client/features/legal/legal.css';

export default function AboutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageLayout title={t('settings.about')} testId="about-page">
      <div className="about-hero">
        <BrandMark size={72} />
        <h2 className="about-hero__name">{t('app.name')}</h2>
        <p className="about-hero__version">{t('about.version', { version: env.appVersion, code: env.appVersionCode })}</p>
      </div>
      <article className="card doc">
        <p>{t('about.p1')}</p>
        <p>{t('about.p2')}</p>
        <p>{t('about.p3')}</p>
      </article>
      <List className="inset-list">
        <List.Item extra={t('about.contactEmail')}>{t('about.contact')}</List.Item>
        <NavListItem title={t('legal.userAgreement.title')} onClick={() => void navigate(paths.userAgreement)} />
        <NavListItem title={t('legal.privacy.title')} onClick={() => void navigate(paths.privacyPolicy)} />
      </List>
    </PageLayout>
  );
}
