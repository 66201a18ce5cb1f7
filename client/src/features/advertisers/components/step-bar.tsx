import { useTranslation } from 'react-i18next';
import { STEPS } from '@client/features/advertisers/utils/application-form';

/** Where the user is in the application: the four steps, done ones ticked, the current one marked. */
export function StepBar({ step }: { step: number }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('advertisers.apply.stepsLabel')}>
      <ol className="ad-steps" data-testid="ad-steps">
        {STEPS.map((s, i) => (
          <li
            key={s.key}
            className={
              i === step ? 'ad-steps__item ad-steps__item--now' : i < step ? 'ad-steps__item ad-steps__item--done' : 'ad-steps__item'
            }
            aria-current={i === step ? 'step' : undefined}
          >
            <span className="ad-steps__dot" aria-hidden>
              {i < step ? '✓' : i + 1}
            </span>
            <span className="ad-steps__name">{t(`advertisers.apply.steps.${s.key}`)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
