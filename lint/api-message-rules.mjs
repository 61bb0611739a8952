/**
 * No literal English in the API's error messages (issue 26): an error names its message by a
 * key of the `api` catalogue (`apiMessage('people.alreadyThere')`, lib/api/http/messages.ts),
 * rendered in the caller's language. The rule reports a string or template literal with words
 * given as the message of `new ApiError(kind, message, errors)`, `forbidden(message)` or
 * `reportUniqueViolationOn(constraint, field, message)`, and as a field's message in
 * `validationFailed({ field: message })` or ApiError's `errors`. Tested in
 * api-message-rules.test.ts.
 *
 * It applies to the whole API (API_FILES), so a new module file is held to it from its first
 * line; only tests, test support and the demo seeds are excepted (API_EXCEPTED).
 */

/** The whole API: every source file but tests, test support and the demo seeds. */
export const API_FILES = ['lib/api/**/*.ts'];
export const API_EXCEPTED = [
  'lib/api/**/*.test.ts',
  'lib/api/**/test-support/**',
  'lib/api/test-support/**',
  'lib/api/demo/**',
  'lib/api/seed/**',
  'lib/api/**/demo-*.ts',
];

const hasWords = (text) => /\p{L}/u.test(text);

/** The text of a literal with words (a template counts by its fixed parts), else null. */
function literalWords(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string' && hasWords(node.value))
    return node.value;
  if (node.type === 'TemplateLiteral') {
    const text = node.quasis.map((q) => q.value.cooked ?? '').join('…');
    if (hasWords(text)) return text;
  }
  return null;
}

/** Where a call takes its message (argument index) and its field messages (an object). */
const MESSAGE_ARGUMENT = { forbidden: 0, reportUniqueViolationOn: 2 };
const FIELDS_ARGUMENT = { validationFailed: 0 };

const noLiteralMessage = {
  meta: {
    type: 'problem',
    docs: {
      description: "API error messages come from the api catalogue, in the caller's language",
    },
    messages: {
      literal:
        'Literal message "{{text}}": add it to messages/{locale}/api.json and pass apiMessage(key, values).',
    },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      const text = literalWords(node);
      if (text) context.report({ node, messageId: 'literal', data: { text: text.slice(0, 40) } });
    };
    const checkFields = (node) => {
      if (node?.type !== 'ObjectExpression') return;
      for (const property of node.properties)
        if (property.type === 'Property') check(property.value);
    };
    const calleeName = (callee) =>
      callee.type === 'Identifier'
        ? callee.name
        : callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
          ? callee.property.name
          : '';
    return {
      NewExpression(node) {
        if (calleeName(node.callee) !== 'ApiError') return;
        check(node.arguments[1]);
        checkFields(node.arguments[2]);
      },
      CallExpression(node) {
        const name = calleeName(node.callee);
        if (name in MESSAGE_ARGUMENT) check(node.arguments[MESSAGE_ARGUMENT[name]]);
        if (name in FIELDS_ARGUMENT) checkFields(node.arguments[FIELDS_ARGUMENT[name]]);
      },
    };
  },
};

export const apiMessagePlugin = { rules: { 'no-literal-message': noLiteralMessage } };

export const apiMessageRules = [
  {
    name: 'schola/api-messages',
    files: API_FILES,
    ignores: API_EXCEPTED,
    plugins: { 'schola-api': apiMessagePlugin },
    rules: { 'schola-api/no-literal-message': 'error' },
  },
];
