import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
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

export default defineConfig({
  root: clientRoot,
  base: '/h5/',
  plugins: [react(), landing.plugin, precompress()],
  resolve: {
    alias: [
      { find: /^@client\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
      { find: /^@contracts\//, replacement: `${contractsRoot}/` },
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
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
