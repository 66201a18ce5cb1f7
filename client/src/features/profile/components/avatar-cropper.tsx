import { Button, Popup } from 'antd-mobile';
import { useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { cropToJpeg } from '@client/features/profile/utils/crop-image';
import '@client/features/profile/profile.css';

type Props = {
  /** object URL of the picked image; null closes the cropper */
  src: string | null;
  onCancel: () => void;
  onCropped: (jpeg: Blob) => void;
  busy?: boolean;
};

/** Square crop of a picked photo (round preview), encoded as a 300×300 JPEG. */
export function AvatarCropper({ src, onCancel, onCropped, busy = false }: Props) {
  const { t } = useTranslation();
  const zoomId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [working, setWorking] = useState(false);

  const confirm = async () => {
    if (!src || !area) return;
    setWorking(true);
    try {
      onCropped(await cropToJpeg(src, area));
    } finally {
      setWorking(false);
    }
  };

  return (
    <Popup visible={src !== null} onMaskClick={onCancel} bodyStyle={{ borderRadius: '16px 16px 0 0' }} destroyOnClose>
      <div role="dialog" aria-modal="true" aria-labelledby={`${zoomId}-title`} data-testid="avatar-cropper">
        <h2 id={`${zoomId}-title`} className="section-title" style={{ textTransform: 'none', fontSize: 16 }}>
          {t('profile.edit.cropTitle')}
        </h2>
        <div className="cropper-box">
          {src ? (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="round"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          ) : null}
        </div>
        <div className="cropper-zoom">
          <label htmlFor={zoomId}>{t('profile.edit.zoom')}</label>
          <input
            id={zoomId}
            type="range"
            min={1}
            max={3}
            step={0.05}
            value={zoom}
            onChange={(e) => setZoom(Number(e.target.value))}
            style={{ width: '100%', accentColor: '#d23c00' }}
          />
        </div>
        <div className="cropper-actions">
          <Button onClick={onCancel} disabled={working || busy}>
            {t('common.cancel')}
          </Button>
          <Button
            color="primary"
            loading={working || busy}
            disabled={!area}
            onClick={() => void confirm()}
            data-testid="avatar-crop-confirm"
          >
            {t('common.confirm')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
