import { useTranslation } from 'react-i18next';
import { PageLayout } from '@client/components/page-layout';

type Section = { title: string; body: string };

function isSections(value: unknown): value is Section[] {
  return (
    Array.isArray(value) &&
    value.every((s) => !!s && typeof s === 'object' && typeof (s as Section).title === 'string' && typeof (s as Section).body === 'string')
  );
}

/** A legal text from the locale files: `<ns>.title`, `<ns>.updated`, `<ns>.intro`, `<ns>.sections[]`. */
export function LegalDocument({ ns, testId }: { ns: string; testId: string }) {
  const { t } = useTranslation();
  const sections: unknown = t(`${ns}.sections`, { returnObjects: true });
  return (
    <PageLayout title={t(`${ns}.title`)} testId={testId}>
      <article className="card doc">
        <p className="doc__updated">{t(`${ns}.updated`)}</p>
        <p>{t(`${ns}.intro`)}</p>
        {isSections(sections)
          ? sections.map((section) => (
              <section key={section.title}>
                <h2>{section.title}</h2>
                <p>{section.body}</p>
              </section>
            ))
          : null}
      </article>
    </PageLayout>
  );
}
