// Jest runs TypeScript through Next's SWC transform (next/jest), in Node, one fresh database
// per test file. Kept as .js: a .ts config would need ts-node. PGlite needs Node's
// --experimental-vm-modules (set in the npm scripts).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Jest loads this file as CommonJS
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

module.exports = createJestConfig({
  testEnvironment: 'node',
  roots: ['<rootDir>/lib', '<rootDir>/components', '<rootDir>/app', '<rootDir>/scripts', '<rootDir>/lint'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/lib/test-support/empty.js',
  },
  // Generous: a file's first hook opens a database and seeds it, slow on a busy 2-core machine.
  testTimeout: 180000,
  // Each worker opens in-memory databases of ~350 MB; two workers suit the 2-core machines.
  maxWorkers: 2,
});
