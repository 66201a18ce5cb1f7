import type { UploadDto } from '@contracts/api';
import { ProgressBar } from 'antd-mobile';
import { AddOutline, CloseOutline } from 'antd-mobile-icons';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@client/lib/notify';
import { uploadImages } from '@client/lib/upload';

type Props = {
  value?: UploadDto[];
  onChange?: (value: UploadDto[]) => void;
  id?: string;
  max: number;
  testId?: string;
};

/**
 * Up to `max` images: picked files go up one at a time through the shared upload flow with a
 * progress bar; a failed file is toasted by the flow and the rest still arrive. The first image
 * is the cover.
 */
export function ImagePicker({ value = [], onChange, id, max, testId = 'entry-images' }: Props) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (picked.length === 0) return;
    const room = max - value.length;
    const images = picked.filter((f) => f.type.startsWith('image/'));
    if (images.length < picked.length) notify({ key: 'contest.submit.notImage' });
    if (images.length > room) notify({ key: 'contest.submit.tooMany', params: { max } });
    const files = images.slice(0, Math.max(0, room));
    if (files.length === 0) return;
    setProgress({ done: 0, total: files.length });
    try {
      const uploaded = await uploadImages(files, { onProgress: (done, total) => setProgress({ done, total }) });
      onChange?.([...value, ...uploaded].slice(0, max));
    } finally {
      setProgress(null);
    }
  };

  const remove = (index: number) => onChange?.(value.filter((_, i) => i !== index));

  return (
    <div className="image-picker" id={id} data-testid={testId}>
      <ul className="image-picker__grid">
        {value.map((img, i) => (
          <li key={`${img.url}-${i}`} className="image-picker__cell">
            <img src={img.fullurl || img.url} alt={t('contest.submit.imageAlt', { n: i + 1 })} />
            {i === 0 ? <span className="image-picker__cover">{t('contest.submit.cover')}</span> : null}
            <button
              type="button"
              className="image-picker__remove"
              onClick={() => remove(i)}
              aria-label={t('contest.submit.removeImage', { n: i + 1 })}
            >
              <CloseOutline aria-hidden />
            </button>
          </li>
        ))}
        {value.length < max && !progress ? (
          <li className="image-picker__cell">
            <label className="image-picker__add">
              <AddOutline aria-hidden />
              <span>{t('contest.submit.addImages', { n: value.length, max })}</span>
              <input type="file" accept="image/*" multiple onChange={(e) => void pick(e)} data-testid={`${testId}-input`} />
            </label>
          </li>
        ) : null}
      </ul>
      {progress ? (
        <div className="image-picker__progress" role="status" data-testid={`${testId}-progress`}>
          <ProgressBar percent={Math.round((progress.done / progress.total) * 100)} />
          <span>{t('contest.submit.uploading', { done: progress.done, total: progress.total })}</span>
        </div>
      ) : null}
    </div>
  );
}
