import { ImageViewer, ProgressBar } from 'antd-mobile';
import { AddOutline, CloseOutline, RedoOutline } from 'antd-mobile-icons';
import { useEffect, useReducer, useRef, useState, type ChangeEvent, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { installedApiUi } from '@client/lib/api-client';
import { notify } from '@client/lib/notify';
import { uploadImages } from '@client/lib/upload';
import { countIn, room, shotsReducer, type Shot, type ShotAction } from '@client/features/feedback/utils/screenshots';

let seq = 0;
const newKey = () => `shot-${Date.now().toString(36)}-${(seq += 1)}`;

/** The upload indicator is this screen's own progress bar, not the global spinner. */
const quietUi = {
  toast: (...args: Parameters<ReturnType<typeof installedApiUi>['toast']>) => installedApiUi().toast(...args),
  showLoading: () => undefined,
  hideLoading: () => undefined,
};

/**
 * The screenshots' state and uploads: picked files are uploaded one at a time through the shared
 * image upload; `progress` counts the current batch.
 */
export function useScreenshots(initial: Shot[]) {
  const [shots, dispatch] = useReducer(shotsReducer, initial);
  const [batch, setBatch] = useState({ finished: 0, total: 0 });
  const busy = useRef(false);

  const next = shots.find((s) => s.state === 'queued');
  const uploading = shots.some((s) => s.state === 'uploading');

  useEffect(() => {
    if (!next?.file || uploading || busy.current) return;
    busy.current = true;
    const { key, file } = next;
    dispatch({ type: 'uploading', key });
    void uploadImages([file], { ui: quietUi })
      .then(
        ([result]) => {
          if (result) dispatch({ type: 'done', key, url: result.url });
          else dispatch({ type: 'failed', key });
        },
        () => dispatch({ type: 'failed', key }),
      )
      .finally(() => {
        busy.current = false;
        setBatch((b) => ({ ...b, finished: b.finished + 1 }));
      });
  }, [next, uploading]);

  const pending = countIn(shots, 'queued', 'uploading');
  useEffect(() => {
    if (pending === 0) setBatch({ finished: 0, total: 0 });
  }, [pending]);

  const enqueue = (n: number) => setBatch((b) => ({ ...b, total: b.total + n }));
  return { shots, dispatch, progress: pending > 0 ? batch : null, enqueue };
}

type Props = {
  shots: Shot[];
  dispatch: Dispatch<ShotAction>;
  max: number;
  progress: { finished: number; total: number } | null;
  onQueued: (n: number) => void;
};

export function ScreenshotPicker({ shots, dispatch, max, progress, onQueued }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [viewing, setViewing] = useState<number | null>(null);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const images = files.filter((f) => f.type.startsWith('image/'));
    if (images.length < files.length) notify({ key: 'feedback.notImage' });
    const fit = room(shots, images.length, max);
    if (fit < images.length) notify({ key: 'feedback.tooManyShots', params: { max } });
    if (fit === 0) return;
    const added: Shot[] = images
      .slice(0, fit)
      .map((file) => ({ key: newKey(), state: 'queued', file, preview: URL.createObjectURL(file) }));
    dispatch({ type: 'add', shots: added });
    onQueued(added.length);
  };

  const previews = shots.map((s) => s.preview);

  return (
    <div className="shots" data-testid="feedback-screenshots">
      <ul className="shots__grid" aria-label={t('feedback.screenshots')}>
        {shots.map((shot, i) => (
          <li key={shot.key} className={`shots__tile shots__tile--${shot.state}`} data-testid="feedback-shot" data-state={shot.state}>
            <button type="button" className="shots__image" onClick={() => setViewing(i)} aria-label={t('feedback.viewShot', { n: i + 1 })}>
              <img src={shot.preview} alt="" />
            </button>
            {shot.state === 'uploading' || shot.state === 'queued' ? (
              <span className="shots__mask" aria-hidden>
                {shot.state === 'uploading' ? t('feedback.uploadingShort') : t('feedback.waiting')}
              </span>
            ) : null}
            {shot.state === 'failed' ? (
              <button
                type="button"
                className="shots__mask shots__mask--failed"
                onClick={() => {
                  dispatch({ type: 'retry', key: shot.key });
                  onQueued(1);
                }}
                aria-label={t('feedback.retryShot', { n: i + 1 })}
                data-testid="feedback-shot-retry"
              >
                <RedoOutline aria-hidden /> {t('feedback.retry')}
              </button>
            ) : null}
            {shot.state !== 'uploading' ? (
              <button
                type="button"
                className="shots__remove"
                onClick={() => dispatch({ type: 'remove', key: shot.key })}
                aria-label={t('feedback.removeShot', { n: i + 1 })}
                data-testid="feedback-shot-remove"
              >
                <CloseOutline aria-hidden />
              </button>
            ) : null}
          </li>
        ))}
        {shots.length < max ? (
          <li className="shots__tile">
            <button type="button" className="shots__add" onClick={() => input.current?.click()} data-testid="feedback-add-shot">
              <AddOutline aria-hidden />
              <span>
                {shots.length}/{max}
              </span>
              <span className="visually-hidden">{t('feedback.addShot')}</span>
            </button>
          </li>
        ) : null}
      </ul>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        onChange={pick}
        data-testid="feedback-file-input"
        aria-label={t('feedback.addShot')}
      />
      {progress ? (
        <div className="shots__progress" role="status" data-testid="feedback-upload-progress">
          <span>{t('feedback.uploadProgress', { done: progress.finished, total: progress.total })}</span>
          <ProgressBar percent={progress.total ? Math.round((progress.finished / progress.total) * 100) : 0} />
        </div>
      ) : null}
      <ImageViewer.Multi images={previews} visible={viewing !== null} defaultIndex={viewing ?? 0} onClose={() => setViewing(null)} />
    </div>
  );
}
