import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import type { AppConfig } from '@server/config/app-config';
import { createStorage } from '@server/infra/storage/storage.module';

/** What a demo picture shows. */
export type GoodsPictureKind = 'fins' | 'mask' | 'wetsuit' | 'computer' | 'logbook';

const DIR = 'images/shop/demo';
const SIZE = 720; // square, a phone shows it 390 wide at up to 2× density (issue #25)

/** Where a demo picture is stored. */
export const goodsPictureKey = (kind: GoodsPictureKind, seed: number) => `${DIR}/${kind}-${seed}.jpg`;

const PALETTES: [string, string, string][] = [
  ['#0a7bd8', '#01304f', '#ffd23f'],
  ['#12a37a', '#0b4f45', '#ff6a3d'],
  ['#ff6a3d', '#b8202a', '#fff3c4'],
  ['#124e78', '#0b1d2e', '#5ee6eb'],
  ['#8e5cf7', '#2c1a5e', '#ffe066'],
  ['#f2b134', '#a3520b', '#0b3d5c'],
];

/** The product's outline, drawn in `ink` on a 720 square. */
function shape(kind: GoodsPictureKind, ink: string, seed: number): string {
  const tilt = (seed % 5) * 6 - 12;
  switch (kind) {
    case 'fins':
      return `<g transform="rotate(${tilt} 360 360)" fill="${ink}">
<path d="M250 140 q-40 0 -45 60 l-40 330 q-5 70 70 80 l60 0 q60 -5 55 -80 l-40 -330 q-5 -60 -60 -60z"/>
<path d="M450 140 q-40 0 -45 60 l-40 330 q-5 70 70 80 l60 0 q60 -5 55 -80 l-40 -330 q-5 -60 -60 -60z" opacity=".85"/></g>`;
    case 'mask':
      return `<g transform="rotate(${tilt / 2} 360 360)"><rect x="80" y="320" width="560" height="40" rx="20" fill="${ink}" opacity=".5"/>
<path d="M170 260 h380 q40 0 40 40 v120 q0 50 -50 50 h-90 q-40 0 -60 -40 q-20 40 -60 40 h-90 q-50 0 -50 -50 v-120 q0 -40 40 -40z" fill="${ink}"/>
<rect x="200" y="290" width="140" height="120" rx="30" fill="#fff" opacity=".55"/><rect x="380" y="290" width="140" height="120" rx="30" fill="#fff" opacity=".55"/></g>`;
    case 'wetsuit':
      return `<path fill="${ink}" d="M300 110 h120 l30 40 l110 40 l40 220 l-60 10 l-40 -170 v380 h-90 l-20 -260 l-20 260 h-90 v-380 l-40 170 l-60 -10 l40 -220 l110 -40z"/>
<rect x="352" y="150" width="16" height="250" fill="#fff" opacity=".6"/>`;
    case 'computer':
      return `<rect x="325" y="90" width="70" height="540" rx="20" fill="${ink}" opacity=".6"/>
<circle cx="360" cy="360" r="170" fill="${ink}"/><circle cx="360" cy="360" r="130" fill="#0b1d2e"/>
<text x="360" y="350" text-anchor="middle" font-family="sans-serif" font-size="72" font-weight="700" fill="#5ee6eb">${18 + (seed % 20)}.${seed % 10}m</text>
<text x="360" y="410" text-anchor="middle" font-family="sans-serif" font-size="36" fill="#fff">${40 + (seed % 15)}:00</text>`;
    case 'logbook':
      return `<g transform="rotate(${tilt / 2} 360 360)"><rect x="190" y="130" width="340" height="460" rx="18" fill="${ink}"/>
<rect x="190" y="130" width="40" height="460" fill="#000" opacity=".2"/>
<g fill="#fff" opacity=".7"><rect x="270" y="220" width="200" height="18" rx="9"/><rect x="270" y="270" width="160" height="14" rx="7"/>
<circle cx="370" cy="420" r="60" fill="none" stroke="#fff" stroke-width="10"/></g></g>`;
  }
}

/** A square product shot: a sea gradient, bubbles, the product's outline. */
export function goodsSvg(kind: GoodsPictureKind, seed: number): string {
  const [from, to, ink] = PALETTES[seed % PALETTES.length]!;
  const bubbles = [0, 1, 2, 3, 4]
    .map((i) => `<circle cx="${(seed * 97 + i * 139) % SIZE}" cy="${(seed * 53 + i * 211) % SIZE}" r="${8 + ((seed + i * 7) % 24)}"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/><g fill="#fff" opacity=".18">${bubbles}</g>${shape(kind, ink, seed)}</svg>`;
}

const JPEG = { quality: 76, mozjpeg: true } as const;

/** SVG → JPEG, cached in the system's temporary folder by content hash (a second seed copies instead of drawing). */
async function render(svg: string): Promise<Buffer> {
  const dir = join(tmpdir(), 'reefline-demo-pictures');
  const file = join(dir, `${createHash('sha256').update(svg).update(JSON.stringify(JPEG)).digest('hex')}.jpg`);
  const cached = await readFile(file).catch(() => null);
  if (cached) return cached;
  const data = await sharp(Buffer.from(svg)).jpeg(JPEG).toBuffer();
  await mkdir(dir, { recursive: true });
  const partial = `${file}.${process.pid}.part`;
  await writeFile(partial, data);
  await rename(partial, file);
  return data;
}

/**
 * Renders the shop demo's pictures and stores them through the app's storage (served like
 * uploads); returns the URL of a storage key. With `onlyMissing` (local storage), files already on
 * disk are kept (a fresh clone against a database that holds the demo).
 */
export async function writeShopDemoImages(
  config: AppConfig,
  pictures: readonly { kind: GoodsPictureKind; seed: number }[],
  onlyMissing: boolean,
): Promise<(key: string) => string> {
  const storage = createStorage(config);
  const unique = [...new Map(pictures.map((p) => [goodsPictureKey(p.kind, p.seed), p])).entries()];
  const todo = unique.filter(([key]) => !(onlyMissing && (storage.driver !== 'local' || existsSync(resolve(config.raw.UPLOAD_DIR, key)))));
  for (let i = 0; i < todo.length; i += 2) {
    await Promise.all(todo.slice(i, i + 2).map(async ([key, p]) => storage.put(key, await render(goodsSvg(p.kind, p.seed)), 'image/jpeg')));
  }
  return (key) => storage.url(key);
}
