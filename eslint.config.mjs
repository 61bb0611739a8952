import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { moduleBoundaries } from './lint/module-boundaries.mjs';
import { commentRules } from './lint/comment-rules.mjs';
import { i18nRules } from './lint/i18n-rules.mjs';
import { apiMessageRules } from './lint/api-message-rules.mjs';

const config = [
  ...nextVitals,
  ...nextTs,
  ...moduleBoundaries,
  ...commentRules,
  ...i18nRules,
  ...apiMessageRules,
  {
    // Request paths say what happens when a value is missing (a 404, a 422, an invariant error
    // that says why it cannot happen) instead of asserting it away with `!`. Tests may assert.
    files: ['lib/api/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-support/**', '**/test-support.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'error' },
  },
  {
    // A route's input reaches its handler only through the mount's edge (lib/api/http/input.ts),
    // where every string is checked: a handler that read the request itself would skip that.
    files: ['lib/api/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-support/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'MemberExpression[object.property.name=/^(req|raw)$/][property.name=/^(json|formData|parseBody|text|arrayBuffer|blob|body|query|queries|param)$/]',
          message:
            'Take params, query and body from the handler arguments: they are checked at the edge (lib/api/http/input.ts).',
        },
      ],
    },
  },
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
