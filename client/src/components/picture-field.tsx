import { CloseOutline } from 'antd-mobile-icons';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sized } from '@client/lib/sized-image';
import { uploadImages } from '@client/lib/upload';
import './picture-field.css';

type Props = {
  label: string;
  value: readonly string[];
  onChange: (v: string[]) => void;
  max: number;
  testId: string;
  /** the form's class: the field is a `<c>__group` fieldset with a `<c>__legend` (each screen keeps its look) */
  formClass: string;
};

/** Pictures through the app's upload flow (SPEC §4, `uploadImages`, its "uploading" indicator); each removable. */
export function PictureField({ label, value, onChange, max, testId, formClass }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, Math.max(0, max - value.length));
    event.target.value = '';
    if (!files.length) return;
    setBusy(true);
    try {
      const up = await uploadImages(files);
      onChange([...value, ...up.map((u) => u.url)].slice(0, max));
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className={`${formClass}__group`} data-testid={testId}>
      <legend className={`${formClass}__legend`}>{label}</legend>
      <ul className="picture-field">
        {value.map((src, i) => (
          <li key={`${src}-${i}`} className="picture-field__item">
            <img src={sized(src, 72)} alt={t('fields.pictureN', { n: i + 1 })} width={72} height={72} />
            <button
              type="button"
              className="picture-field__remove"
              aria-label={t('fields.removePicture', { n: i + 1 })}
              onClick={() => onChange(value.filter((_, k) => k !== i))}
            >
              <CloseOutline aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      {value.length < max ? (
        <label className="adm-button adm-button-default adm-button-shape-rounded picture-field__add">
          {busy ? t('fields.uploading') : t(max > 1 ? 'fields.addPictures' : 'fields.addPicture')}
          <input type="file" accept="image/*" multiple={max > 1} hidden onChange={(e) => void pick(e)} data-testid={`${testId}-input`} />
        </label>
      ) : null}
    </fieldset>
  );
}
