import { keepShellEntries, shellFiles, type ViteManifest } from '@client/lib/pwa/shell-files';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_kit-B.js'], css: ['assets/index-A.css'] },
  '_kit-B.js': { file: 'assets/kit-B.js', imports: ['index.html'] },
  'src/features/commerce/tickets/pages/ticket-wallet-page.tsx': {
    file: 'assets/ticket-wallet-page-C.js',
    imports: ['index.html', '_qr-D.js'],
    css: ['assets/wallet-C.css'],
  },
  '_qr-D.js': { file: 'assets/qr-D.js' },
  'src/features/commerce/checkin/pages/checkin-page.tsx': { file: 'assets/checkin-page-E.js', imports: ['_zxing-F.js'] },
  '_zxing-F.js': { file: 'assets/zxing-F.js' },
  'src/features/commerce/locales/en.json': { file: 'assets/en-G.js' },
};

describe('the precached shell (issue #35)', () => {
  it('takes the offline pages with their static imports and stylesheets, not the other pages', () => {
    const files = shellFiles(manifest);
    expect([...files].sort()).toEqual(
      [
        'assets/en-G.js',
        'assets/index-A.css',
        'assets/index-A.js',
        'assets/kit-B.js',
        'assets/qr-D.js',
        'assets/ticket-wallet-page-C.js',
        'assets/wallet-C.css',
      ].sort(),
    );
    expect(files.has('assets/checkin-page-E.js')).toBe(false);
    expect(files.has('assets/zxing-F.js')).toBe(false);
  });

  it('keeps the precache entries of the shell and the root files it names', () => {
    const entries = [
      { url: 'index.html', revision: '1' },
      { url: 'manifest.webmanifest', revision: '2' },
      { url: 'assets/index-A.js', revision: null },
      { url: 'assets/checkin-page-E.js', revision: null },
      { url: 'icons/icon-48.png', revision: '3' },
    ];
    expect(keepShellEntries(entries, manifest).map((e) => e.url)).toEqual(['index.html', 'manifest.webmanifest', 'assets/index-A.js']);
  });
});
