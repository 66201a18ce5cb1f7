import { Checkbox } from 'antd-mobile';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@client/config/paths';
import '@client/features/auth/auth.css';

type Props = { checked: boolean; onChange: (checked: boolean) => void };

/** "I have read and agree to the User Agreement and Privacy Policy", with links to both. */
export function AgreeCheckbox({ checked, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="agree-row">
      <Checkbox id={id} checked={checked} onChange={onChange} data-testid="agree-checkbox" />
      <span>
        <label htmlFor={id}>{t('auth.agreePrefix')}</label>{' '}
        <Link to={paths.userAgreement} data-testid="link-user-agreement">
          {t('auth.userAgreementLink')}
        </Link>{' '}
        {t('auth.and')}{' '}
        <Link to={paths.privacyPolicy} data-testid="link-privacy-policy">
          {t('auth.privacyPolicyLink')}
        </Link>
      </span>
    </div>
  );
}
