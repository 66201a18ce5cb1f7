import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

type Props = {
  /** the bar's class in its sheet (each sheet lays the two buttons out in its own way) */
  className: string;
  onCancel: () => void;
  /** the second button's text */
  confirmLabel: string;
  confirmTestId?: string;
  /** 'danger' for a refusal */
  color?: 'primary' | 'danger';
  loading?: boolean;
  /** a click handler, or none when the button submits the form it sits in */
  onConfirm?: () => void;
};

/** The bottom of a sheet's form: Cancel and the sheet's action, side by side and as wide. */
export function SheetActions({ className, onCancel, confirmLabel, confirmTestId, color = 'primary', loading, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <Button block onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button block type={onConfirm ? 'button' : 'submit'} color={color} loading={loading} onClick={onConfirm} data-testid={confirmTestId}>
        {confirmLabel}
      </Button>
    </div>
  );
}
