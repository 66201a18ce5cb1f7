import { readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';

/**
 * Issue #24: the server image installs `dependencies` only (`npm install --omit=dev`); the client is
 * built at image build time. So every package the server (or a migration) imports at run time is a
 * dependency, and every dependency is one the server needs — client-only packages (React, antd-mobile,
 * Vite…) are devDependencies and never ship in the image.
 */
const ROOT = join(__dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && /\.ts$/.test(d.name) && !/\.spec\.ts$/.test(d.name))
    .map((d) => join(d.parentPath, d.name));
}

/** The npm package a bare import names (`@scope/name/sub` → `@scope/name`), or null for paths, aliases and builtins. */
function packageOf(spec: string): string | null {
  if (spec.startsWith('.') || spec.startsWith('@server/') || spec.startsWith('@contracts/') || spec.startsWith('node:')) return null;
  const parts = spec.split('/');
  const name = spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return builtinModules.includes(name) ? null : name;
}

const imported = new Set<string>();
for (const file of [...sources(join(ROOT, 'server', 'src')), ...sources(join(ROOT, 'migrations'))]) {
  for (const m of readFileSync(file, 'utf8').matchAll(
    /^(?:import|export)\s[^'"]*?from\s+'([^']+)'|^import\s+'([^']+)'|require\('([^']+)'\)/gm,
  )) {
    const name = packageOf(m[1] ?? m[2] ?? m[3] ?? '');
    if (name && !/^import\s+type\s/.test(m[0])) imported.add(name);
  }
}

describe('server runtime dependencies', () => {
  it('every package the server imports at run time is in dependencies', () => {
    expect(imported).toContain('helmet');
    expect(imported).toContain('@nestjs/core');
    expect([...imported].filter((p) => !(p in pkg.dependencies)).sort()).toEqual([]);
  });

  it('client-only packages are devDependencies (built into client/dist, not shipped in the server image)', () => {
    const client = [
      'react',
      'react-dom',
      'antd-mobile',
      'antd-mobile-icons',
      'vite',
      '@vitejs/plugin-react',
      'react-router-dom',
      'i18next',
      'react-i18next',
      'socket.io-client',
      '@zxing/browser',
      '@zxing/library',
      'react-easy-crop',
      '@tanstack/react-query',
      'qrcode',
    ];
    expect(client.filter((p) => p in pkg.dependencies)).toEqual([]);
    expect(client.filter((p) => !(p in pkg.devDependencies))).toEqual([]);
  });
});
