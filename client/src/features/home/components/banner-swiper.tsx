import { Swiper } from 'antd-mobile';
import { BANNERS, HomeBanner } from '@client/features/home/components/home-banner';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * The banners' carousel. It arrives after the first render (with react-spring and the gesture
 * library, a quarter of the home page's script: issue #25); until then the first banner stands
 * alone in the same place.
 */
export default function BannerSwiper() {
  return (
    <Swiper className="home-swiper" autoplay={!prefersReducedMotion()} autoplayInterval={5000} loop>
      {BANNERS.map((banner) => (
        <Swiper.Item key={banner.key}>
          <HomeBanner banner={banner} />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
