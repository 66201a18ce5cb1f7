import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  value: number;
  min?: number;
  max: number;
  onChange: (value: number) => void;
  /** the visible label's text (the input is named by it) */
  label: string;
  testId?: string;
};

/** − [n] + for whole numbers within min…max; the number field itself is labelled (unlike antd-mobile's Stepper). */
export function QuantityStepper({ value, min = 1, max, onChange, label, testId }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const clamp = (n: number) => Math.min(Math.max(min, Math.round(Number.isFinite(n) ? n : min)), Math.max(min, max));
  return (
    <div className="cm-stepper" data-testid={testId}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <button
        type="button"
        className="cm-stepper__button"
        aria-label={t('orders.less')}
        disabled={value <= min}
        onClick={() => onChange(clamp(value - 1))}
        data-testid={testId ? `${testId}-minus` : undefined}
      >
        <MinusOutline aria-hidden />
      </button>
      <input
        id={id}
        className="cm-stepper__input"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={value}
        onChange={(e) => onChange(clamp(Number(e.target.value)))}
        data-testid={testId ? `${testId}-input` : undefined}
      />
      <button
        type="button"
        className="cm-stepper__button"
        aria-label={t('orders.more')}
        disabled={value >= max}
        onClick={() => onChange(clamp(value + 1))}
        data-testid={testId ? `${testId}-plus` : undefined}
      >
        <AddOutline aria-hidden />
      </button>
    </div>
  );
}
