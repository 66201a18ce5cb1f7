import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code of the page's own address (a desktop visitor opens it on the phone). */
export function PageQr({ alt }: { alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const href = window.location.href;
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(href, { width: 200, margin: 1, errorCorrectionLevel: 'M' }).then(
      (url) => live && setSrc(url),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [href]);
  return (
    <div className="dv-qr__box">
      {src ? <img src={src} width={200} height={200} alt={alt} data-testid="page-qr" data-href={href} /> : <div className="dv-qr__placeholder" />}
    </div>
  );
}
