/**
 * Issue #25's first-load budget, read from the build: the JS and CSS a page needs before its first
 * render — index.html's entry with its static imports and stylesheets, one language's texts (the
 * first screen's and those of the page's features, in the largest language to be safe) and
 * the page's own chunk with its static imports — in gzipped bytes (the
 * `.gz` files the build writes; files too small to get one are gzipped here).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** At most 170 KB (170,000 bytes) of gzipped JS and CSS before the first render. */
export const FIRST_RENDER_BUDGET_BYTES = 170_000;

/**
 * At most 12 files (JS and CSS) before the first render: on the phone's link each costs a round trip
 * beside the others on six connections (client/build/landing-chunks.mts; the contest page had 17).
 */
export const FIRST_RENDER_BUDGET_FILES = 12;

/** The language chunks' sources: `locales/lang/<code>.ts` (the first screen's) and each feature's `features/<name>/locales/<code>.json`. */
const FIRST_TEXTS = /^src\/locales\/lang\/([\w-]+)\.ts$/;
const FEATURE_TEXTS = /^src\/features\/([\w-]+)\/locales\/([\w-]+)\.json$/;

interface ManifestChunk {
  file: string;
  src?: string;
  /** the chunk's name: a landing page's file name for the chunks client/build/landing-chunks.mts makes */
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest | undefined {
  const file = join(dist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
}

/**
 * The manifest key of the first chunk whose source matches (a path or a pattern), if built. A
 * landing page built into a chunk of its own (client/build/landing-chunks.mts) has no key of its
 * own: its chunk is the one named after its file.
 */
export function findChunk(manifest: Manifest, source: string | RegExp): string | undefined {
  const keys = Object.keys(manifest);
  if (typeof source !== 'string') return keys.find((key) => source.test(key));
  const name = source.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  return keys.find((key) => key === source) ?? keys.find((key) => key.startsWith('_') && manifest[key]!.name === name);
}

/** The files (JS and CSS) of chunks and everything they import statically. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

export function gzipBytes(dist: string, file: string): number {
  const gz = join(dist, `${file}.gz`);
  if (existsSync(gz)) return readFileSync(gz).length;
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}

export interface FirstLoad {
  files: string[];
  gzipBytes: number;
}

/**
 * What a page (its chunk's manifest key, or the keys of its chunk and of the lazily loaded layouts
 * it renders inside, e.g. the tab bar; none for the shell alone) needs before its first render;
 * `areas`: the features whose texts it waits for (lazyPage's `texts`, by feature name; all when undefined).
 */
export function firstLoad(dist: string, manifest: Manifest, pageKey?: string | readonly string[], areas?: readonly string[]): FirstLoad {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  const byLanguage = new Map<string, string[]>();
  const add = (language: string, key: string) => byLanguage.set(language, [...(byLanguage.get(language) ?? []), key]);
  for (const key of Object.keys(manifest)) {
    const firstTexts = FIRST_TEXTS.exec(key);
    if (firstTexts) add(firstTexts[1]!, key);
    const area = FEATURE_TEXTS.exec(key);
    if (area && (!areas || areas.includes(area[1]!))) add(area[2]!, key);
  }
  if (byLanguage.size === 0) throw new Error('the build has no language chunks (src/locales/lang/*.ts)');
  const pages = pageKey === undefined ? [] : typeof pageKey === 'string' ? [pageKey] : pageKey;
  const base = staticClosure(manifest, [entry, ...pages]);
  let worst: FirstLoad = { files: [], gzipBytes: -1 };
  for (const texts of byLanguage.values()) {
    const files = [...new Set([...base, ...staticClosure(manifest, texts)])];
    const bytes = files.reduce((sum, f) => sum + gzipBytes(dist, f), 0);
    if (bytes > worst.gzipBytes) worst = { files, gzipBytes: bytes };
  }
  return worst;
}

/**
 * The manifest keys of a page's chunk and its layouts' (`web-pages.ts`), or undefined when the
 * page's chunk is not in this build. A layout with no chunk of its own is part of the entry (an
 * older build, measured with BENCH_WEB_ROOT), already counted.
 */
export function pageChunks(manifest: Manifest, page: { chunk: string | RegExp; layouts?: readonly string[] }): string[] | undefined {
  const chunk = findChunk(manifest, page.chunk);
  if (!chunk) return undefined;
  const layouts = (page.layouts ?? []).flatMap((source) => findChunk(manifest, source) ?? []);
  return [chunk, ...layouts];
}
