import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import { defineConfig, globalIgnores } from 'eslint/config';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  prettier,
  { files: ['jest.config.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  globalIgnores([
    '.next/**',
    '.cache/**',
    // Written by `vercel build` (scripts/check-vercel-build.mjs, a stage of npm test).
    '.vercel/**',
    'node_modules/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    // Written by Payload (npm run cms -- create-migration / types / import-map).
    'lib/cms/migrations/**',
    'lib/cms/payload-types.ts',
    'lib/cms/import-map.js',
  ]),
]);
