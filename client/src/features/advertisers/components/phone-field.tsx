import { CountryCodePicker } from '@client/features/advertisers/components/country-code-picker';
import type { Country } from '@client/features/advertisers/utils/countries';

type Props = {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  prefix: string;
  region?: string;
  onCountry: (country: Country) => void;
  /** the field's visible label (the country button's accessible name repeats it) */
  label: string;
  placeholder?: string;
  required?: boolean;
  /** `<testId>` on the number, `<testId>-prefix` on the country code */
  testId: string;
};

/** A country code (a searchable picker) and a phone number on one line; the number is checked against its code. */
export function PhoneField({ id, value, onChange, prefix, region, onCountry, label, placeholder, required, testId }: Props) {
  return (
    <div className="ad-phone">
      <CountryCodePicker prefix={prefix} region={region} onPick={onCountry} testId={`${testId}-prefix`} fieldLabel={label} />
      <input
        id={id}
        className="text-field__input ad-phone__number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={15}
        value={value ?? ''}
        placeholder={placeholder}
        aria-required={required || undefined}
        onChange={(e) => onChange?.(e.target.value)}
        data-testid={testId}
      />
    </div>
  );
}
