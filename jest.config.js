/** Three tiers (STYLE.md): unit beside the code, integration in test/, browser in client/e2e/. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      keepClassNames: true,
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: [],
  moduleNameMapper: {
    '^@server/(.*)$': '<rootDir>/server/src/$1',
    '^@contracts/(.*)$': '<rootDir>/server/src/contracts/$1',
    '^@client/(.*)$': '<rootDir>/client/src/$1',
    '^@test/(.*)$': '<rootDir>/test/$1',
  },
  testEnvironment: 'node',
  rootDir: __dirname,
};

module.exports = {
  // testTimeout is a global option (ignored inside projects): generous for integration and browser tests.
  testTimeout: 60000,
  // A worker is replaced once it holds more than this after a file: without it, a worker that ran
  // many files grew to 3+ GB of heap (modules loaded per file), and tests that measure the app in
  // process (the short soak) met multi-second GC pauses.
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      ...common,
      displayName: 'unit',
      // Every module's texts, as the app has them (a unit test loads no module file): test/setup/module-messages.ts.
      setupFiles: ['<rootDir>/test/setup/module-messages.ts'],
      testMatch: [
        '<rootDir>/server/src/**/*.spec.ts',
        '<rootDir>/client/src/**/*.spec.ts',
        '<rootDir>/client/src/**/*.spec.tsx',
        '<rootDir>/test/lint/**/*.spec.ts',
        '<rootDir>/test/setup/**/*.spec.ts',
      ],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/**/*.integration-spec.ts'],
      globalSetup: '<rootDir>/test/setup/global-setup.ts',
      globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/client/e2e/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/setup/global-setup.ts',
      globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
    },
  ],
};
