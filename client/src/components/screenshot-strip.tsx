import { Image, ImageViewer } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** A row of 64 px screenshot thumbnails; a tap opens them full screen at that one. Nothing when empty. */
export function ScreenshotStrip({ images, className }: { images: string[]; className: string }) {
  const { t } = useTranslation();
  if (!images.length) return null;
  return (
    <div className={className}>
      {images.map((src, i) => (
        <Image
          key={src}
          src={src}
          width={64}
          height={64}
          fit="cover"
          lazy
          alt={t('feedback.viewShot', { n: i + 1 })}
          onClick={() => ImageViewer.Multi.show({ images, defaultIndex: i })}
        />
      ))}
    </div>
  );
}
