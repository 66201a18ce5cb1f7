import type { AreaNode } from '@contracts/api';
import { CascadePicker } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { areaNames, provinceOptions } from '@client/lib/areas';

type Props = {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  areas: readonly AreaNode[];
  loading: boolean;
  /** the trigger's test id */
  testId: string;
  /** shown on the trigger while nothing is picked */
  placeholder: string;
  /** the picker's title */
  title: string;
};

/** Province, city and district of China from the localised area tree (`GET /common/areas`), in a cascade picker. */
export function AreaField({ id, value, onChange, areas, loading, testId, placeholder, title }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const codes = value ?? [];
  const label = areaNames(areas, codes).join(' · ');
  return (
    <>
      <button
        id={id}
        type="button"
        className={label ? 'picker-trigger' : 'picker-trigger picker-trigger--empty'}
        onClick={() => {
          if (areas.length > 0) setOpen(true);
        }}
        data-testid={testId}
        aria-haspopup="dialog"
      >
        <span>{label || (loading ? t('common.loading') : placeholder)}</span>
        <RightOutline className="picker-trigger__arrow" aria-hidden />
      </button>
      <CascadePicker
        options={provinceOptions(areas)}
        visible={open}
        value={codes}
        title={title}
        onClose={() => setOpen(false)}
        onConfirm={(v) => onChange?.(v.filter((x): x is string => typeof x === 'string'))}
      />
    </>
  );
}
