import { ImageViewer, ProgressBar } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { installedApiUi } from '@client/lib/api-client';
import { notify } from '@client/lib/notify';
import { uploadImages } from '@client/lib/upload';
import { usePrivateImage } from '@client/features/advertisers/api/private-image';

/** The field shows its own progress bar, not the global spinner. */
const quietUi = {
  toast: (...args: Parameters<ReturnType<typeof installedApiUi>['toast']>) => installedApiUi().toast(...args),
  showLoading: () => undefined,
  hideLoading: () => undefined,
};

type Props = {
  id?: string;
  /** the uploaded image's path (what the form sends) */
  value?: string;
  /** how to show a value the field did not upload itself (e.g. an application being edited) */
  displayUrl?: string | null;
  onChange?: (url: string) => void;
  /** `<testId>-input`, `-image`, `-progress` */
  testId: string;
  addLabel: string;
  alt: string;
  /** where the picture goes up (default the shared `POST /uploads/images`; licences: their private route) */
  uploadPath?: string;
};

/**
 * One image through the shared upload flow (SPEC §4), with a progress bar while it goes up and a
 * full-screen viewer on tap. The picked file is shown at once; the form's value is the URL the
 * server answered, so a failed upload leaves the previous value.
 */
export function ImageUploadField({ id, value, displayUrl, onChange, testId, addLabel, alt, uploadPath }: Props) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [viewing, setViewing] = useState(false);
  // A private picture (a licence) is read with the session; the picked file is shown as it is meanwhile.
  const stored = usePrivateImage(value ? (displayUrl ?? value) : null);
  const shown = preview ?? stored ?? null;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      notify({ key: 'advertisers.licence.notImage' });
      return;
    }
    setPreview(URL.createObjectURL(file));
    setPercent(10);
    try {
      const [up] = await uploadImages([file], {
        ui: quietUi,
        path: uploadPath,
        onProgress: (done, total) => setPercent(Math.round((done / total) * 100)),
      });
      if (up) {
        // A private upload keeps showing the picked file (its URL needs the session); a public one its stored copy.
        if (!up.url.startsWith('/api/')) setPreview(up.fullurl || up.url);
        onChange?.(up.url);
      } else setPreview(null);
    } catch {
      setPreview(null);
      notify({ key: 'advertisers.licence.failed' });
    } finally {
      setPercent(null);
    }
  };

  return (
    <div className="ad-image-field">
      {shown ? (
        <button
          type="button"
          className="ad-image-field__preview"
          onClick={() => setViewing(true)}
          aria-label={t('advertisers.licence.view')}
        >
          <img src={shown} alt={alt} data-testid={`${testId}-image`} data-url={value ?? ''} />
        </button>
      ) : null}
      <label className="adm-button adm-button-default adm-button-shape-rounded ad-image-field__button">
        {shown ? t('advertisers.licence.replace') : <AddOutline aria-hidden />}
        {shown ? null : <span>{addLabel}</span>}
        <input id={id} type="file" accept="image/*" hidden onChange={(e) => void pick(e)} data-testid={`${testId}-input`} />
      </label>
      {percent !== null ? (
        <div className="ad-image-field__progress" role="status" data-testid={`${testId}-progress`}>
          <span>{t('advertisers.licence.uploading', { percent })}</span>
          <ProgressBar percent={percent} />
        </div>
      ) : null}
      {shown ? <ImageViewer image={shown} visible={viewing} onClose={() => setViewing(false)} /> : null}
    </div>
  );
}
