import { BrowserCodeReader, type IScannerControls } from '@zxing/browser';
import { Button } from 'antd-mobile';
import { ScanCodeOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrReader } from '@client/features/commerce/checkin/utils/qr-reader';

/** The same code read again within this time is ignored (the camera sees it many times a second). */
const REPEAT_MS = 3000;

/**
 * Camera scanning with @zxing/browser (back camera) and our {@link QrReader}, which also finds
 * the codes whose data fools zxing's finder-pattern search. The library is part of the check-in
 * screen's own chunk, so camera scanning also works offline once the screen has been opened.
 */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const controls = useRef<IScannerControls | null>(null);
  const last = useRef<{ code: string; at: number } | null>(null);
  const latest = useRef(onCode);
  const [active, setActive] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    latest.current = onCode;
  });

  const stop = () => {
    controls.current?.stop();
    controls.current = null;
    setActive(false);
  };

  useEffect(() => stop, []);

  const start = async () => {
    setError(null);
    if (!navigator.mediaDevices?.getUserMedia || !video.current) {
      setError(t('checkin.camera.unavailable'));
      return;
    }
    try {
      const reader = new BrowserCodeReader(new QrReader(), undefined, { delayBetweenScanAttempts: 150 });
      setActive(true);
      controls.current = await reader.decodeFromConstraints(
        { video: { facingMode: 'environment' }, audio: false },
        video.current,
        (result) => {
          if (!result) return;
          const code = result.getText();
          const now = Date.now();
          if (last.current && last.current.code === code && now - last.current.at < REPEAT_MS) return;
          last.current = { code, at: now };
          latest.current(code);
        },
      );
    } catch (e) {
      setActive(false);
      const denied = e instanceof DOMException && (e.name === 'NotAllowedError' || e.name === 'SecurityError');
      setError(t(denied ? 'checkin.camera.denied' : 'checkin.camera.unavailable'));
    }
  };

  return (
    <div className="cm-scanner">
      <div className={active ? 'cm-scanner__view cm-scanner__view--on' : 'cm-scanner__view'}>
        <video ref={video} muted playsInline aria-label={t('checkin.camera.preview')} />
        {!active ? <ScanCodeOutline className="cm-scanner__placeholder" aria-hidden /> : <span className="cm-scanner__frame" aria-hidden />}
      </div>
      {error ? (
        <p className="cm-warn cm-small" role="alert" data-testid="camera-error">
          {error}
        </p>
      ) : null}
      <Button
        block
        color="primary"
        fill={active ? 'outline' : 'solid'}
        onClick={() => (active ? stop() : void start())}
        data-testid="camera-toggle"
      >
        {active ? t('checkin.camera.stop') : t('checkin.camera.start')}
      </Button>
    </div>
  );
}
