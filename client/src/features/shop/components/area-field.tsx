import type { AreaNode } from '@contracts/api';
import { CascadePicker } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { areaNames, provinceOptions } from '@client/features/shop/utils/areas';

type Props = {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  areas: readonly AreaNode[];
  loading: boolean;
};

/** Province, city and district from the localised area tree (`GET /common/areas`), in a cascade picker. */
export function AreaField({ id, value, onChange, areas, loading }: Props) {
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
        data-testid="address-area"
        aria-haspopup="dialog"
      >
        <span>{label || (loading ? t('common.loading') : t('shop.address.chooseArea'))}</span>
        <RightOutline className="picker-trigger__arrow" aria-hidden />
      </button>
      <CascadePicker
        options={provinceOptions(areas)}
        visible={open}
        value={codes}
        title={t('shop.address.fields.area')}
        onClose={() => setOpen(false)}
        onConfirm={(v) => onChange?.(v.filter((x): x is string => typeof x === 'string'))}
      />
    </>
  );
}
