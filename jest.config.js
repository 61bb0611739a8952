// Jest runs TypeScript through Next's SWC transform (next/jest), in Node, one fresh database
// per test file. Kept as .js: a .ts config would need ts-node. PGlite needs Node's
// --experimental-vm-modules (set in the npm scripts).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Jest loads this file as CommonJS
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

const config = createJestConfig({
  testEnvironment: 'node',
  roots: ['<rootDir>/lib', '<rootDir>/components', '<rootDir>/app', '<rootDir>/scripts', '<rootDir>/lint'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/lib/test-support/empty.js',
    // As in next.config.ts: the catalogues are precompiled, formatted by the format-only build.
    '^use-intl/format-message$':
      '<rootDir>/node_modules/use-intl/dist/esm/production/format-message/format-only.js',
  },
  // A directory per run for the test database templates, removed at the end with them
  // (lib/api/test-support/templates.ts).
  globalSetup: '<rootDir>/lib/test-support/jest-global-setup.ts',
  globalTeardown: '<rootDir>/lib/test-support/jest-global-teardown.ts',
  // Generous: a file's first hook opens a database and seeds it, slow on a busy 2-core machine.
  testTimeout: 180000,
  // Each worker opens in-memory databases of ~350 MB; two workers suit the 2-core machines.
  maxWorkers: 2,
});

// use-intl and the formatjs packages under it ship ES modules only; Jest runs CommonJS, so they
// go through the same transform as our code (next/jest leaves node_modules alone otherwise).
const ESM_PACKAGES = ['use-intl', 'intl-messageformat', '@formatjs', '@schummar', 'icu-minify'];
module.exports = async () => {
  const resolved = await config();
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`,
    ...resolved.transformIgnorePatterns.filter((p) => !p.includes('node_modules')),
  ];
  return resolved;
};
