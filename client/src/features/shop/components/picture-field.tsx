import { CloseOutline } from 'antd-mobile-icons';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImages } from '@client/lib/upload';
import { sized } from '@client/lib/sized-image';

type Props = { label: string; value: readonly string[]; onChange: (v: string[]) => void; max: number; testId: string };

/** Pictures through the app's upload flow (one at a time, with its "uploading" indicator); each removable. */
export function PictureField({ label, value, onChange, max, testId }: Props) {
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
    <fieldset className="shop-form__group" data-testid={testId}>
      <legend className="shop-form__legend">{label}</legend>
      <ul className="shop-pictures">
        {value.map((src, i) => (
          <li key={`${src}-${i}`} className="shop-pictures__item">
            <img src={sized(src, 72)} alt={t('shop.admin.pictureN', { n: i + 1 })} width={72} height={72} />
            <button
              type="button"
              className="shop-pictures__remove"
              aria-label={t('shop.admin.removePicture', { n: i + 1 })}
              onClick={() => onChange(value.filter((_, k) => k !== i))}
            >
              <CloseOutline aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      {value.length < max ? (
        <label className="adm-button adm-button-default adm-button-shape-rounded shop-pictures__add">
          {busy ? t('shop.admin.uploading') : t('shop.admin.addPicture')}
          <input type="file" accept="image/*" multiple={max > 1} hidden onChange={(e) => void pick(e)} data-testid={`${testId}-input`} />
        </label>
      ) : null}
    </fieldset>
  );
}
