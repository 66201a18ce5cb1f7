import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  value: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** the field's name (default: Quantity); `hideLabel` keeps it for screen readers only */
  label?: string;
  hideLabel?: boolean;
};

/** − [n] + for 1…max, the number field labelled (antd-mobile's Stepper leaves it unnamed). */
export function QuantityStepper({ value, max, onChange, disabled, label, hideLabel }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const top = Math.max(1, max);
  const clamp = (n: number) => Math.min(Math.max(1, Math.round(Number.isFinite(n) ? n : 1)), top);
  return (
    <div className="shop-stepper" data-testid="quantity">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'shop-stepper__label'}>
        {label ?? t('shop.detail.quantity')}
      </label>
      <button
        type="button"
        className="shop-stepper__button"
        aria-label={t('shop.detail.less')}
        disabled={disabled || value <= 1}
        onClick={() => onChange(clamp(value - 1))}
        data-testid="quantity-minus"
      >
        <MinusOutline aria-hidden />
      </button>
      <input
        id={id}
        className="shop-stepper__input"
        type="number"
        inputMode="numeric"
        min={1}
        max={top}
        step={1}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(clamp(Number(e.target.value)))}
        data-testid="quantity-input"
      />
      <button
        type="button"
        className="shop-stepper__button"
        aria-label={t('shop.detail.more')}
        disabled={disabled || value >= top}
        onClick={() => onChange(clamp(value + 1))}
        data-testid="quantity-plus"
      >
        <AddOutline aria-hidden />
      </button>
    </div>
  );
}
