/**
 * Issue #35: the installable app's icons, drawn at build time with sharp from the app's logo
 * (client/public/favicon.svg): `icons/icon-<size>.png` (the logo as it is, rounded corners) and
 * `icons/maskable-<size>.png` (full-bleed brand colour, the logo's marks inside the 80 % safe zone
 * the platforms crop to), plus `icons/apple-touch-icon.png` (180 px, what iOS reads).
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Plugin } from 'vite';

export const ICON_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512] as const;
export const MASKABLE_SIZES = [192, 512] as const;
export const THEME_COLOR = '#FF3E05';

/** The logo redrawn for a maskable icon: a square background, the marks scaled into the middle 80 %. */
export function maskableSvg(logo: string): string {
  const view = /viewBox="0 0 (\d+) (\d+)"/.exec(logo);
  const size = Number(view?.[1] ?? 64);
  const marks = logo.replace(/^[\s\S]*?<rect[^>]*\/>/, '').replace(/<\/svg>\s*$/, '');
  const inset = size * 0.1;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" fill="${THEME_COLOR}"/>` +
    `<g transform="translate(${inset} ${inset}) scale(0.8)">${marks}</g></svg>`
  );
}

async function png(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export function pwaIcons(logoPath: string): Plugin {
  return {
    name: 'reefline-pwa-icons',
    apply: 'build',
    async generateBundle() {
      const logo = await readFile(logoPath, 'utf8');
      const maskable = maskableSvg(logo);
      const emit = async (fileName: string, svg: string, size: number) =>
        this.emitFile({ type: 'asset', fileName, source: await png(svg, size) });
      await Promise.all([
        ...ICON_SIZES.map((s) => emit(`icons/icon-${s}.png`, logo, s)),
        ...MASKABLE_SIZES.map((s) => emit(`icons/maskable-${s}.png`, maskable, s)),
        emit('icons/apple-touch-icon.png', maskable, 180),
      ]);
    },
  };
}
