import { sizedImage } from '@contracts/image-sizes';

/**
 * An uploaded picture as wide as the phone's screen needs it (issue #25): the server's narrower
 * WebP copy (contracts/image-sizes.ts) instead of the upload at up to 4096 px. A picture from
 * anywhere else is left as it is. The hero's preload and its element must use the same answer.
 */
export function screenWide(url: string): string;
export function screenWide(url: string | null | undefined): string | undefined;
export function screenWide(url: string | null | undefined): string | undefined {
  return sized(url, typeof window === 'undefined' ? 750 : Math.min(window.innerWidth, 750));
}

/** An uploaded picture shown `cssWidth` CSS pixels wide (a card's thumbnail, a list's cover): its narrowest copy that covers it. */
export function sized(url: string, cssWidth: number): string;
export function sized(url: string | null | undefined, cssWidth: number): string | undefined;
export function sized(url: string | null | undefined, cssWidth: number): string | undefined {
  if (!url) return undefined;
  if (typeof window === 'undefined') return url;
  return sizedImage(url, cssWidth, window.devicePixelRatio || 1);
}
