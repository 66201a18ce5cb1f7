import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useState, type ChangeEvent, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  value?: string;
  onChange?: (value: string) => void;
  /** set by antd-mobile Form.Item so its <label> points at the input */
  id?: string;
  testId?: string;
  type?: 'text' | 'password' | 'tel' | 'email' | 'datetime-local';
  placeholder?: string;
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  /** only when there is no visible <label> */
  ariaLabel?: string;
  disabled?: boolean;
  /** marks the input required for assistive technology (the label shows the visible mark) */
  required?: boolean;
  /** password fields get a show/hide toggle */
  revealable?: boolean;
};

/**
 * A native <input> in antd-mobile's look. Unlike antd-mobile's Input it puts `data-testid` and
 * the accessible name on the input element itself.
 */
export function TextField({
  value,
  onChange,
  id,
  testId,
  type = 'text',
  placeholder,
  maxLength,
  inputMode,
  autoComplete,
  ariaLabel,
  disabled,
  required,
  revealable = type === 'password',
}: Props) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const actualType = type === 'password' && revealed ? 'text' : type;
  return (
    <div className="text-field">
      <input
        id={id}
        className="text-field__input"
        data-testid={testId}
        type={actualType}
        value={value ?? ''}
        placeholder={placeholder}
        maxLength={maxLength}
        inputMode={inputMode}
        autoComplete={autoComplete}
        aria-label={ariaLabel}
        disabled={disabled}
        aria-required={required || undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange?.(event.target.value)}
      />
      {type === 'password' && revealable ? (
        <button
          type="button"
          className="text-field__toggle"
          aria-label={t(revealed ? 'common.hidePassword' : 'common.showPassword')}
          aria-pressed={revealed}
          onClick={() => setRevealed((v) => !v)}
        >
          {revealed ? <EyeOutline aria-hidden /> : <EyeInvisibleOutline aria-hidden />}
        </button>
      ) : null}
    </div>
  );
}
