import { Image, ImageViewer, Swiper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { screenWide } from '@client/lib/sized-image';

/** The pictures full screen, from the `index`th (antd-mobile's viewer with its gestures). */
export function showImages(images: string[], index: number): void {
  ImageViewer.Multi.show({ images, defaultIndex: index });
}

/**
 * The exhibition's pictures as a carousel, each opening the viewer: a chunk of its own, fetched
 * after the first paint (Swiper and the viewer bring react-spring and @use-gesture, 25 KB gzipped:
 * issue #25); the page shows the first picture alone, in the same box, until it has arrived.
 */
export default function ExhibitionGallery({ images }: { images: string[] }) {
  const { t } = useTranslation();
  return (
    <Swiper className="cm-gallery" indicatorProps={{ color: 'white' }} loop={images.length > 1}>
      {images.map((src, i) => (
        <Swiper.Item key={`${src}-${i}`}>
          <button
            type="button"
            className="cm-gallery__item"
            aria-label={t('exhibitions.galleryImage', { n: i + 1, total: images.length })}
            onClick={() => showImages(images, i)}
          >
            {/* the screen-wide copy (the first one is already in); the viewer shows the uploads themselves */}
            <Image src={screenWide(src)} fit="cover" alt="" />
          </button>
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
