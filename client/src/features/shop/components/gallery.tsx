import { Swiper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { screenWide } from '@client/lib/sized-image';

/** The goods' pictures (cover first), swiped; each named "picture n of m". */
export function Gallery({ images, title }: { images: readonly string[]; title: string }) {
  const { t } = useTranslation();
  if (images.length === 0) return null;
  const picture = (src: string, i: number) => (
    <img
      className="shop-gallery__image"
      src={screenWide(src)}
      alt={t('shop.detail.picture', { title, n: i + 1, total: images.length })}
      width={750}
      height={750}
      loading={i === 0 ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
  if (images.length === 1)
    return (
      <div className="shop-gallery" data-testid="goods-gallery">
        {picture(images[0]!, 0)}
      </div>
    );
  return (
    <div className="shop-gallery" data-testid="goods-gallery">
      <Swiper loop={false}>
        {images.map((src, i) => (
          <Swiper.Item key={`${src}-${i}`}>{picture(src, i)}</Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}
