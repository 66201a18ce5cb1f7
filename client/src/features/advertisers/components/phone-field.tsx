import { useTranslation } from 'react-i18next';
import { PHONE_PREFIXES } from '@client/features/advertisers/utils/application-form';

type Props = {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  prefix: string;
  onPrefix: (prefix: string) => void;
  /** `<testId>` on the number, `<testId>-prefix` on the country code */
  testId: string;
};

/** A country code and a phone number on one line; the number is checked against its code. */
export function PhoneField({ id, value, onChange, prefix, onPrefix, testId }: Props) {
  const { t } = useTranslation();
  const options: readonly string[] = PHONE_PREFIXES.includes(prefix as (typeof PHONE_PREFIXES)[number])
    ? PHONE_PREFIXES
    : [prefix, ...PHONE_PREFIXES];
  return (
    <div className="ad-phone">
      <select
        className="ad-phone__prefix"
        value={prefix}
        onChange={(e) => onPrefix(e.target.value)}
        aria-label={t('advertisers.apply.fields.phonePrefix')}
        data-testid={`${testId}-prefix`}
      >
        {options.map((p) => (
          <option key={p} value={p}>
            {p}
          </option>
        ))}
      </select>
      <input
        id={id}
        className="text-field__input ad-phone__number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={15}
        value={value ?? ''}
        onChange={(e) => onChange?.(e.target.value)}
        data-testid={testId}
      />
    </div>
  );
}
