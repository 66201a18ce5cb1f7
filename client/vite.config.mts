import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { keepShellEntries, type ViteManifest } from './src/lib/pwa/shell-files';
import { ICON_SIZES, MASKABLE_SIZES, pwaIcons, THEME_COLOR } from './build/pwa-icons.mjs';
import { landingChunks } from './build/landing-chunks.mjs';
import { precompress } from './build/precompress.mjs';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));
const contractsRoot = fileURLToPath(new URL('../server/src/contracts', import.meta.url));
const apiTarget = 'http://localhost:3000';

/** Modules on more than one landing page's first render (issue #25; bench:web's pages). */
const FIRST_KIT = new RegExp(
  [
    String.raw`node_modules[\\/]antd-mobile[\\/]es[\\/]utils[\\/](?:attach-properties-to-component|generate-int-array|merge-locale|traverse-react-node|use-props-value)\.js$`,
    String.raw`node_modules[\\/]antd-mobile[\\/]es[\\/]locales[\\/]base\.js$`,
    String.raw`node_modules[\\/]antd-mobile[\\/]es[\\/]components[\\/](?:skeleton|tag|badge|safe-area)[\\/]`,
    String.raw`node_modules[\\/]ahooks[\\/]es[\\/](?:useMemoizedFn|useUpdate|utils)[\\/]index\.js$`,
    String.raw`node_modules[\\/]react-is[\\/]`,
    String.raw`node_modules[\\/]antd-mobile-icons[\\/]es[\\/](?:AddOutline|CalendarOutline|EnvironmentOutline|FileOutline|LockOutline|PictureOutline)\.js$`,
    String.raw`[\\/]contracts[\\/](?:time|language)\.ts$`,
    String.raw`[\\/]client[\\/]src[\\/]lib[\\/](?:time-text|use-locale|money)\.ts$`,
  ].join('|'),
);

/** The pages people land on from a shared link: each one chunk with the app modules its first render needs. */
const landing = landingChunks(
  [
    'src/app/layouts/tab-layout.tsx', // the home page and the other tabs render inside it
    'src/features/contest/pages/contest-page.tsx',
    'src/features/content/pages/article-page.tsx',
    'src/features/commerce/exhibitions/pages/exhibition-detail-page.tsx',
  ],
  FIRST_KIT,
);

const outDir = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * This build's id (issue #35): in the app (`import.meta.env.VITE_BUILD_ID`) and in `version.json`
 * beside it, so a running page sees that a newer build is served (lib/pwa/upgrade.ts).
 */
const BUILD_ID = process.env['REEFLINE_BUILD_ID'] ?? `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

/** Writes `version.json`: the served build's id (fetched by running pages, never cached by them). */
function buildInfo() {
  return {
    name: 'reefline:build-info',
    apply: 'build' as const,
    generateBundle(this: { emitFile(file: { type: 'asset'; fileName: string; source: string }): void }) {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ build: BUILD_ID })}\n` });
    },
  };
}

/**
 * Issue #35: the web app manifest and the app's one service worker (src/sw/sw.ts, Workbox), which
 * precaches the shell (src/lib/pwa/shell-files.ts). The page registers the worker itself after its
 * first screen (src/lib/pwa/start.ts): nothing here adds to the first load (docs/decisions/0129-installable-offline-app.md).
 */
function pwa() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'autoUpdate',
    includeManifestIcons: false,
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      id: '/h5/',
      name: 'Reefline',
      short_name: 'Reefline',
      description: '珊瑚礁潜水社区：文章、杂志、展会与海洋之星摄影大赛 · Diving stories, magazines, shows and the Ocean Stars contest',
      lang: 'zh-CN',
      dir: 'ltr',
      start_url: './',
      scope: './',
      display: 'standalone',
      orientation: 'portrait',
      background_color: '#f5f6f8',
      theme_color: THEME_COLOR,
      categories: ['lifestyle', 'news', 'sports'],
      icons: [
        ...ICON_SIZES.map((s) => ({ src: `icons/icon-${s}.png`, sizes: `${s}x${s}`, type: 'image/png', purpose: 'any' })),
        ...MASKABLE_SIZES.map((s) => ({ src: `icons/maskable-${s}.png`, sizes: `${s}x${s}`, type: 'image/png', purpose: 'maskable' })),
        { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
      shortcuts: [
        { name: '文章 · Articles', short_name: '文章', url: './#/pages/tab/articles', icons: [{ src: 'icons/icon-96.png', sizes: '96x96', type: 'image/png' }] },
        { name: '票夹 · Tickets', short_name: '票夹', url: './#/pages/ticket/wallet', icons: [{ src: 'icons/icon-96.png', sizes: '96x96', type: 'image/png' }] },
        { name: '摄影大赛 · Contest', short_name: '大赛', url: './#/pages/vote/vote', icons: [{ src: 'icons/icon-96.png', sizes: '96x96', type: 'image/png' }] },
      ],
    },
    injectManifest: {
      globDirectory: outDir,
      globPatterns: ['**/*.{js,css,html,svg,webmanifest}', 'icons/icon-{192,512}.png'],
      globIgnores: ['sw.js', 'checkin-sw.js', '**/*.br', '**/*.gz'],
      maximumFileSizeToCacheInBytes: 1_000_000,
      // hashed names need no revision query
      dontCacheBustURLsMatching: /^assets\//,
      manifestTransforms: [
        async (entries) => {
          const manifest = JSON.parse(await readFile(`${outDir}/.vite/manifest.json`, 'utf8')) as ViteManifest;
          const shell = keepShellEntries(entries, manifest);
          // the download pages' offline copy walks the same files, one by one (lib/pwa/offline-download.ts)
          await writeFile(`${outDir}/app-files.json`, `${JSON.stringify({ build: BUILD_ID, files: shell.map((e) => e.url) })}\n`);
          return { manifest: shell, warnings: [] };
        },
      ],
    },
  });
}

export default defineConfig({
  root: clientRoot,
  base: '/h5/',
  plugins: [react(), buildInfo(), landing.plugin, pwaIcons(`${clientRoot}public/favicon.svg`), pwa(), precompress()],
  resolve: {
    alias: [
      { find: /^@client\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
      { find: /^@contracts\//, replacement: `${contractsRoot}/` },
    ],
  },
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(BUILD_ID) },
  build: {
    outDir,
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    modulePreload: { polyfill: false }, // every browser the app supports preloads modules itself
    // which chunks a page needs (npm run bench:web's budget, test/web); dot-folders are never served
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // everything the entry needs before the first render, in one file: the phone's link
            // (HTTP/1.1, six connections) pays a round trip per file, and it was twenty files
            { name: 'app', tags: ['$initial'], includeDependenciesRecursively: false },
            // the small modules the landing pages' first screens share (antd-mobile's skeleton, tag,
            // badge and safe area and their helpers, the language base, times and money): one file
            // instead of ten, since each file costs the phone's link a round trip (docs/decisions/0078-one-file-per-landing-page.md)
            { name: 'first-kit', test: FIRST_KIT, includeDependenciesRecursively: false },
            // each landing page with the app modules its first render imports, in one file (the
            // feature's other pages load it too: a few kilobytes, against round trips here)
            ...landing.groups,
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/ws': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/ws': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
});
