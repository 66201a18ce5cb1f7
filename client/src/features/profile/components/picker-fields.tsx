import { GENDERS, type AreaNode, type Gender } from '@contracts/api';
import { CascadePicker, DatePicker, Picker } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { areaLabel, findAreaPath, toCascadeOptions } from '@client/features/profile/utils/areas';

type TriggerProps = { id?: string; testId?: string; text: ReactNode; empty: boolean; onOpen: () => void };

/** A real button that shows the value and opens a picker; Form.Item's label points at it. */
function Trigger({ id, testId, text, empty, onOpen }: TriggerProps) {
  return (
    <button
      id={id}
      type="button"
      className={empty ? 'picker-trigger picker-trigger--empty' : 'picker-trigger'}
      onClick={onOpen}
      data-testid={testId}
      aria-haspopup="dialog"
    >
      <span>{text}</span>
      <RightOutline className="picker-trigger__arrow" aria-hidden />
    </button>
  );
}

type FieldProps<T> = { id?: string; value?: T; onChange?: (value: T) => void };

export function GenderField({ id, value, onChange }: FieldProps<Gender>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const columns = [GENDERS.map((g) => ({ label: t(`profile.gender.${g}`), value: g }))];
  return (
    <>
      <Trigger
        id={id}
        testId="gender-picker"
        text={value ? t(`profile.gender.${value}`) : t('profile.edit.choose')}
        empty={!value}
        onOpen={() => setOpen(true)}
      />
      <Picker
        columns={columns}
        visible={open}
        value={value ? [value] : ['secret']}
        title={t('profile.fields.gender')}
        onClose={() => setOpen(false)}
        onConfirm={(v) => {
          const picked = v[0];
          if (typeof picked === 'string' && (GENDERS as readonly string[]).includes(picked)) onChange?.(picked as Gender);
        }}
      />
    </>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');
const toYmd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
function fromYmd(s: string | null | undefined): Date | null {
  const m = s ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(s) : null;
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
}

export function BirthdayField({ id, value, onChange }: FieldProps<string | null>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const date = fromYmd(value);
  return (
    <>
      <Trigger id={id} testId="birthday-picker" text={value ?? t('profile.edit.choose')} empty={!value} onOpen={() => setOpen(true)} />
      <DatePicker
        visible={open}
        value={date ?? new Date(1995, 0, 1)}
        min={new Date(1900, 0, 1)}
        max={new Date()}
        precision="day"
        title={t('profile.fields.birthday')}
        onClose={() => setOpen(false)}
        onConfirm={(d) => onChange?.(toYmd(d))}
      />
    </>
  );
}

type AreaProps = FieldProps<string[]> & { areas: readonly AreaNode[]; loading: boolean };

/** Region and city from the localised area tree (`GET /common/areas`). */
export function AreaField({ id, value, onChange, areas, loading }: AreaProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const codes = value ?? [];
  const last = codes[codes.length - 1];
  const path = findAreaPath(areas, last);
  const label = path.length > 0 ? areaLabel(areas, null, last ?? null) : codes.join(' ');
  return (
    <>
      <Trigger
        id={id}
        testId="area-picker"
        text={label || (loading ? t('common.loading') : t('profile.edit.choose'))}
        empty={!label}
        onOpen={() => {
          if (areas.length > 0) setOpen(true);
        }}
      />
      <CascadePicker
        options={toCascadeOptions(areas)}
        visible={open}
        value={codes}
        title={t('profile.fields.region')}
        onClose={() => setOpen(false)}
        onConfirm={(v) => onChange?.(v.filter((x): x is string => typeof x === 'string'))}
      />
    </>
  );
}
