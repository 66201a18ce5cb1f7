// typescript-eslint with type information: no floating promises, no any, no console.
import tseslint from 'typescript-eslint';
import moduleWalls from './eslint-rules/module-walls.cjs';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'client/dist/**',
      'node_modules/**',
      'coverage/**',
      '.tmp/**',
      'var/**',
      'scripts/**',
      '*.config.js',
      '*.config.mjs',
      'client/vite.config.mts',
      'client/public/**',
      'eslint-rules/**',
      // compiled by test/contract/openapi.integration-spec.ts against types generated from the API document
      'test/contract/example/**',
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      'no-console': 'error',
    },
  },
  {
    // Tests and command-line entry points may print and poke at loose JSON.
    files: [
      'test/**',
      'client/e2e/**',
      'bench/**',
      'server/src/cli.ts',
      'server/src/main.ts',
      'server/src/seed/**',
      '**/*.spec.ts',
      '**/*.spec.tsx',
    ],
    rules: {
      'no-console': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Module walls (docs/architecture.md): modules meet only through module files, events/,
    // queries/ and ports/; common/, infra/, config/ know no module; no cycle between modules.
    files: ['server/src/**/*.ts'],
    plugins: { reefline: moduleWalls },
    rules: { 'reefline/module-boundaries': 'error', 'reefline/no-module-cycle': 'error' },
  },
  {
    // Shared with the browser: no server code in contracts.
    files: ['server/src/contracts/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@nestjs/*', '@server/*', 'node:*', 'typeorm'] }] },
  },
  {
    // Client features (docs/architecture.md, recipe step 12): a feature is reached from outside —
    // other features, app/, lib/, components/ — only through its public index.ts (its routes,
    // texts, public hooks and query keys); only the files at a feature's root (its index, which
    // imports them lazily) import its pages, so no page pulls in another.
    files: ['client/src/**/*.ts', 'client/src/**/*.tsx'],
    plugins: { reefline: moduleWalls },
    rules: { 'reefline/feature-boundaries': 'error' },
  },
);
