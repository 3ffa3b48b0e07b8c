import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit and API tests: pure rules, services and route handlers against a real database. */
export default createJestConfig({
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{lib,app,components,content,server,store,test}/**/*.test.{ts,tsx}'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/test/server-only-stub.js',
    '^@/(.*)$': '<rootDir>/$1',
  },
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/data/', '<rootDir>/.test-results/'],
  // Every core: each test file has a database of its own.
  maxWorkers: '100%',
  // One seeded database per run, copied by each test file (test/database.ts).
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  // Opening and seeding a database takes a few seconds on two cores.
  testTimeout: 60_000,
});
