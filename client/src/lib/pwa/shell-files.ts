/**
 * Which built files the service worker precaches (issue #35, docs/decisions/0129-installable-offline-app.md):
 * the app's shell and the pages that must open offline, with every chunk and stylesheet they import
 * statically — not the whole build (~250 files, ~700 KB compressed, most of it pages a reader never
 * opens offline: the check-in scanner, the charts, the advertisers' area). The rest is kept as the
 * reader opens it (the worker's runtime cache of `assets/`). Pure: the Vite config runs it on the
 * build's manifest (`.vite/manifest.json`).
 */

/** One entry of Vite's build manifest (the fields used here). */
export type ViteManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
};
export type ViteManifest = Record<string, ViteManifestChunk>;

/**
 * Sources whose chunks open offline: the entry (index.html), the languages' texts, the features'
 * texts, the tab layout with the home and profile tabs (the start URL and the saved list), the
 * ticket wallet and a ticket, the article page and the downloaded articles (0133), and the deferred antd-mobile parts the shell uses.
 */
export const OFFLINE_SOURCES: readonly RegExp[] = [
  /^index\.html$/,
  /^src\/locales\/lang\/[\w-]+\.ts$/,
  /^src\/features\/[\w-]+\/locales\/[\w-]+\.json$/,
  /^src\/app\/layouts\/tab-layout\.tsx$/,
  /^src\/app\/antd-render\.ts$/,
  /^src\/components\/antd-deferred\.ts$/,
  /^src\/features\/home\/pages\/home-page\.tsx$/,
  /^src\/features\/profile\/pages\/profile-tab-page\.tsx$/,
  /^src\/features\/commerce\/tickets\/pages\/ticket-(?:wallet|detail)-page\.tsx$/,
  /^src\/features\/content\/pages\/(?:article|downloaded)-page\.tsx$/,
  /^src\/features\/content\/components\/article-actions\.tsx$/,
  /^src\/lib\/pwa\/[\w-]+\.ts$/,
];

/** The files (paths under the build's folder) of the chunks `sources` name, with their static imports and stylesheets. */
export function shellFiles(manifest: ViteManifest, sources: readonly RegExp[] = OFFLINE_SOURCES): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of Object.keys(manifest)) if (sources.some((re) => re.test(key))) visit(key);
  return files;
}

/** The files at the build's root the worker precaches beside the shell's chunks. */
export const ROOT_FILES: readonly string[] = [
  'index.html',
  'manifest.webmanifest',
  'checkin.webmanifest',
  'favicon.svg',
  'icons/icon-192.png',
  'icons/icon-512.png',
];

/** Keeps the precache entries (Workbox's, `url` relative to the build's folder) of the shell. */
export function keepShellEntries<T extends { url: string }>(entries: readonly T[], manifest: ViteManifest): T[] {
  const shell = shellFiles(manifest);
  return entries.filter((e) => ROOT_FILES.includes(e.url) || shell.has(e.url));
}
