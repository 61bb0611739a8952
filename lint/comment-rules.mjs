/**
 * ESLint directive comments (issue 24, "strict again"). A rule switched off without a reason
 * cannot be reviewed or ever switched back on, so every `eslint-disable…` says why after
 * ` -- `; a disable without rule names, or one left without an enable, is refused too
 * (the plugin's recommended set). Tested in comment-rules.test.ts.
 */
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';

export const commentRules = [
  comments.recommended,
  {
    name: 'schola/eslint-comments',
    rules: {
      '@eslint-community/eslint-comments/require-description': [
        'error',
        { ignore: ['eslint-enable'] },
      ],
    },
  },
];
