import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { moduleBoundaries } from './lint/module-boundaries.mjs';
import { commentRules } from './lint/comment-rules.mjs';

const config = [
  ...nextVitals,
  ...nextTs,
  ...moduleBoundaries,
  ...commentRules,
  {
    ignores: [
      // Every build folder: .next and the side-by-side ones named by NEXT_DIST_DIR.
      '.next*/**',
      'node_modules/**',
      'data/**',
      'drizzle/**',
      'playwright-report/**',
      'test-results/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
