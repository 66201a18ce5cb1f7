import { useTranslation } from 'react-i18next';
import { PageLayout } from '@client/components/page-layout';
import '@client/features/membership/membership.css';

const SECTIONS = ['months', 'credits', 'buyout', 'unlocked', 'refunds', 'reminders'] as const;

/** `/pages/member/rules`: how months extend, credits, buyout, refunds and expiry reminders. */
export default function RulesPage() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('membership.rules.title')} testId="member-rules-page">
      <article className="mb-rules">
        {SECTIONS.map((s) => (
          <section key={s} aria-labelledby={`rules-${s}`} data-testid={`rules-${s}`}>
            <h2 id={`rules-${s}`}>{t(`membership.rules.${s}.title`)}</h2>
            <p>{t(`membership.rules.${s}.text`)}</p>
          </section>
        ))}
      </article>
    </PageLayout>
  );
}
