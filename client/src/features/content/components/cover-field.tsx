import { ProgressBar } from 'antd-mobile';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImages } from '@client/lib/upload';
import { imageSrc } from '@client/features/content/utils/image-src';

type Props = { value: { url: string; preview: string } | null; onChange: (v: { url: string; preview: string }) => void; invalid?: boolean };

/** The article's cover: one image through the sequential upload flow, with progress. */
export function CoverField({ value, onChange, invalid }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const [up] = await uploadImages([file]);
      if (up) onChange({ url: up.url, preview: imageSrc(up) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={invalid ? 'cover-field cover-field--invalid' : 'cover-field'}>
      {value ? (
        <img src={value.preview} alt={t('content.editor.coverAlt')} width={160} height={90} data-testid="editor-cover-preview" />
      ) : null}
      <label className="adm-button adm-button-default adm-button-shape-rounded cover-field__button">
        {value ? t('content.editor.changeCover') : t('content.editor.addCover')}
        <input type="file" accept="image/*" hidden onChange={(e) => void pick(e)} data-testid="editor-cover-input" />
      </label>
      {busy ? <ProgressBar percent={50} aria-label={t('content.editor.coverUploading')} /> : null}
    </div>
  );
}
