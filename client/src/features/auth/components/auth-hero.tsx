import { useTranslation } from 'react-i18next';
import { BrandMark } from '@client/components/brand-mark';
import '@client/features/auth/auth.css';

/** Brand mark and heading of the sign-in screens. */
export function AuthHero({ title, subtitle }: { title: string; subtitle?: string }) {
  const { t } = useTranslation();
  return (
    <div className="auth-hero">
      <span className="auth-hero__brand">
        <BrandMark size={36} />
        {t('app.name')}
      </span>
      <h2 className="auth-hero__title">{title}</h2>
      {subtitle ? <p className="auth-hero__subtitle">{subtitle}</p> : null}
    </div>
  );
}
