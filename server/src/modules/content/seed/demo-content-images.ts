import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import type { AppConfig } from '@server/config/app-config';
import { createStorage } from '@server/infra/storage/storage.module';
import { avatarSvg, backgroundSvg, coverSvg, DEMO_ARTICLES, DEMO_AUTHORS, DEMO_BANNERS, DEMO_MAGAZINES, type CoverTheme } from './data';

/** A figure inside a demo body: `<img src="cover:<n>">` (see data/markup.ts). */
export const FIGURE_SRC = /(["'])cover:(\d+)\1/g;

const DIR = 'images/content/demo';

/** Where each generated picture is stored (a storage key) and how it is drawn. */
interface Picture {
  key: string;
  svg: () => string;
}

export const pictureKey = {
  /** Article covers and the figures of bodies (3:2, 960×640). */
  article: (seed: number, theme?: CoverTheme) => `${DIR}/article-${seed}-${theme ?? 'any'}.jpg`,
  /** Magazine and issue covers (portrait 3:4, 720×960). */
  magazine: (seed: number, theme?: CoverTheme) => `${DIR}/magazine-${seed}-${theme ?? 'any'}.jpg`,
  /** Home banners (12:5, 960×400: twice the width a phone shows them at). */
  banner: (seed: number, theme?: CoverTheme) => `${DIR}/banner-${seed}-${theme ?? 'any'}.jpg`,
  avatar: (seed: number) => `${DIR}/avatar-${seed}.jpg`,
  background: (seed: number) => `${DIR}/background-${seed}.jpg`,
};

/** Article covers and figures (3:2, 720×480: a phone shows them 390 wide, at up to 2× density; issue #25). */
const ARTICLE = { width: 720, height: 480 };

/** Every picture the demo data refers to, once each. */
function pictures(): Picture[] {
  const all = new Map<string, Picture['svg']>();
  const add = (key: string, svg: Picture['svg']) => {
    if (!all.has(key)) all.set(key, svg);
  };
  for (const a of DEMO_ARTICLES) {
    add(pictureKey.article(a.coverSeed, a.coverTheme), () => coverSvg(a.coverSeed, { theme: a.coverTheme, ...ARTICLE }));
    for (const [, , seed] of a.body.matchAll(FIGURE_SRC)) {
      const n = Number(seed);
      add(pictureKey.article(n), () => coverSvg(n, ARTICLE));
    }
  }
  for (const m of DEMO_MAGAZINES) {
    for (const { coverSeed, coverTheme } of [m, ...m.issues]) {
      add(pictureKey.magazine(coverSeed, coverTheme), () => coverSvg(coverSeed, { theme: coverTheme, width: 720, height: 960 }));
    }
  }
  for (const b of DEMO_BANNERS) {
    add(pictureKey.banner(b.imageSeed, b.imageTheme), () => coverSvg(b.imageSeed, { theme: b.imageTheme, width: 960, height: 400 }));
  }
  for (const a of DEMO_AUTHORS) {
    add(pictureKey.avatar(a.avatarSeed), () => avatarSvg(a.avatarSeed));
    add(pictureKey.background(a.backgroundSeed), () => backgroundSvg(a.backgroundSeed));
  }
  return [...all].map(([key, svg]) => ({ key, svg }));
}

const JPEG = { quality: 76, mozjpeg: true } as const;

/**
 * Drawing an SVG takes a few hundred milliseconds; the demo has about a hundred. Rendered pictures
 * are kept in the system's temporary folder by the hash of what they are made of, so a second
 * `setup` (or the next test that seeds the demo) copies instead of drawing.
 */
async function render(svg: string): Promise<Buffer> {
  const dir = join(tmpdir(), 'reefline-demo-pictures');
  const file = join(dir, `${createHash('sha256').update(svg).update(JSON.stringify(JPEG)).digest('hex')}.jpg`);
  const cached = await readFile(file).catch(() => null);
  if (cached) return cached;
  const data = await sharp(Buffer.from(svg)).jpeg(JPEG).toBuffer();
  await mkdir(dir, { recursive: true });
  const partial = `${file}.${process.pid}.part`;
  await writeFile(partial, data);
  await rename(partial, file); // whole or absent, even with two seeds at once
  return data;
}

/**
 * Renders the content demo's pictures (SVG → JPEG) and stores them through the app's storage, so
 * they are served like uploads; returns the URL of a storage key. With `onlyMissing` (local
 * storage), files already on disk are kept: `setup` calls it so for a database that already holds
 * the demo, e.g. a fresh clone whose upload folder is new.
 */
export async function writeContentDemoImages(config: AppConfig, onlyMissing: boolean): Promise<(key: string) => string> {
  const storage = createStorage(config);
  const todo = pictures().filter(
    (p) => !(onlyMissing && (storage.driver !== 'local' || existsSync(resolve(config.raw.UPLOAD_DIR, p.key)))),
  );
  // Two at a time: libvips renders each on its own threads; more only queues.
  for (let i = 0; i < todo.length; i += 2) {
    await Promise.all(
      todo.slice(i, i + 2).map(async (p) => {
        await storage.put(p.key, await render(p.svg()), 'image/jpeg');
      }),
    );
  }
  return (key) => storage.url(key);
}
