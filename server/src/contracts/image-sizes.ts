/**
 * Narrower copies of uploaded pictures (issue #25): the server makes them on first request and keeps
 * them (server/src/infra/images/renditions.ts); the client asks for the one that fits the element on
 * the phone's screen instead of the upload's full size (up to 4096 px). No imports: both sides use it.
 */

/** The widths the server makes, in device pixels: any other width is a 404 (no unbounded work). */
export const IMAGE_WIDTHS = [400, 800, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** An upload's key (under /uploads/) the server can make copies of: a still picture it stored. */
export const SIZABLE_KEY = /^images\/(?:[\w-]+\/)*[\w-]+\.(?:jpe?g|png|webp)$/;

/** Where the copy of an upload at `width` lives. */
export const sizedPath = (width: ImageWidth, key: string) => `/uploads/size/w${width}/${key}`;

/**
 * The copy of `url` that covers `cssWidth` CSS pixels at `pixelRatio` (capped at 3): the smallest
 * made width at least that wide, else the widest. Anything but this server's own still uploads
 * (another host, a GIF, a data: URL) comes back as it is.
 */
export function sizedImage(url: string, cssWidth: number, pixelRatio = 1): string {
  const key = url.startsWith('/uploads/') ? url.slice('/uploads/'.length) : undefined;
  if (!key || !SIZABLE_KEY.test(key)) return url;
  const need = cssWidth * Math.min(Math.max(pixelRatio, 1), 3);
  const width = IMAGE_WIDTHS.find((w) => w >= need) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  return sizedPath(width, key);
}
