import { Swiper } from 'antd-mobile';
import type { ReactNode } from 'react';
import { SponsoredSlot } from '@client/components/sponsored-slot';
import { useHomeAds } from '@client/features/home/api/ads';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * The banners' carousel, loaded after the first paint (home-banners.tsx shows the first slide until
 * then). Paid ads (issue #23), labelled, follow the first banner: the page's largest paint stays
 * the admins' banner.
 */
export default function BannerCarousel({ slides }: { slides: { key: string; node: ReactNode }[] }) {
  const ads = useHomeAds();
  const adSlides = (ads.data ?? []).map((ad) => ({
    key: `ad-${ad.id}`,
    node: <SponsoredSlot ad={ad} className="home-banner home-banner--image home-banner--link" />,
  }));
  const all = [...slides.slice(0, 1), ...adSlides, ...slides.slice(1)];
  if (all.length < 2) return <div className="home-swiper home-swiper--first">{all[0]?.node}</div>;
  return (
    <Swiper className="home-swiper" autoplay={!prefersReducedMotion()} autoplayInterval={5000} loop>
      {all.map((s) => (
        <Swiper.Item key={s.key}>{s.node}</Swiper.Item>
      ))}
    </Swiper>
  );
}
