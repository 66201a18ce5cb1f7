import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.mjs';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));
const contractsRoot = fileURLToPath(new URL('../server/src/contracts', import.meta.url));
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  root: clientRoot,
  base: '/h5/',
  plugins: [react(), precompress()],
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
            // the times and languages most pages' first render shows (three small modules, one file)
            {
              name: 'time-text',
              test: /(?:[\\/]contracts[\\/](?:time|language)|[\\/]client[\\/]src[\\/]lib[\\/]time-text)\.ts$/,
              includeDependenciesRecursively: false,
            },
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
