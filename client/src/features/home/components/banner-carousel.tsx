import { Swiper } from 'antd-mobile';
import type { ReactNode } from 'react';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/** The banners' carousel, loaded after the first paint (home-banners.tsx shows the first slide until then). */
export default function BannerCarousel({ slides }: { slides: { key: string; node: ReactNode }[] }) {
  return (
    <Swiper className="home-swiper" autoplay={!prefersReducedMotion()} autoplayInterval={5000} loop>
      {slides.map((s) => (
        <Swiper.Item key={s.key}>{s.node}</Swiper.Item>
      ))}
    </Swiper>
  );
}
