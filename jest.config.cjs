const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

// next-intl and its dependencies ship ES modules only, so Jest must transform them.
const esmPackages = [
  'next-intl',
  'use-intl',
  'icu-minify',
  '@formatjs',
  'intl-messageformat',
  '@schummar',
];

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // What React's server layer resolves it to: server modules' tests run them as the server does.
    '^server-only$': '<rootDir>/node_modules/server-only/empty.js',
  },
  testPathIgnorePatterns: ['<rootDir>/node_modules/', '<rootDir>/.next/', '<rootDir>/e2e/'],
  // Builds and test data: Jest neither maps them (thousands of files) nor reads them while a build
  // beside it rewrites .next (scripts/test.sh).
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/.cache/'],
};

module.exports = async () => {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${esmPackages.join('|')})/)`,
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  return resolved;
};
