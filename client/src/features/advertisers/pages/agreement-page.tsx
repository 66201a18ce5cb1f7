import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageLayout } from '@client/components/page-layout';
import { paths } from '@client/config/paths';
import '@client/features/advertisers/advertisers.css';

type Section = { title: string; body: string };

/** The advertiser agreement (SPEC §3): read before the application. */
export default function AgreementPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sections = t('advertisers.agreement.sections', { returnObjects: true }) as unknown;
  const list: Section[] = Array.isArray(sections) ? (sections as Section[]) : [];
  return (
    <PageLayout title={t('advertisers.agreement.title')} testId="ad-agreement-page">
      <article className="card doc">
        <p className="doc__updated">{t('advertisers.agreement.updated')}</p>
        <p>{t('advertisers.agreement.intro')}</p>
        {list.map((s) => (
          <section key={s.title}>
            <h2>{s.title}</h2>
            <p>{s.body}</p>
          </section>
        ))}
      </article>
      <div className="ad-actions">
        <Button block color="primary" size="large" onClick={() => void navigate(paths.advertiserApply)} data-testid="ad-agreement-continue">
          {t('advertisers.agreement.continue')}
        </Button>
      </div>
    </PageLayout>
  );
}
