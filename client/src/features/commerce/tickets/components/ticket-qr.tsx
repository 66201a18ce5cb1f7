import { DotLoading } from 'antd-mobile';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ticketQrOptions } from '@client/features/commerce/tickets/utils/ticket-qr-options';

/** A ticket's signed code as a QR image. */
export function TicketQr({ code, size = 240 }: { code: string; size?: number }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setFailed(false);
    QRCode.toDataURL(code, ticketQrOptions(size)).then(
      (url) => {
        if (live) setSrc(url);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [code, size]);
  if (failed) return <p className="cm-warn">{t('tickets.qrFailed')}</p>;
  if (!src) return <DotLoading color="primary" />;
  return <img className="cm-qr" src={src} width={size} height={size} alt={t('tickets.qrAlt')} data-testid="ticket-qr" />;
}
