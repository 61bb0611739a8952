/**
 * No literal English in the API's error messages (issue 26): an error names its message by a
 * key of the `api` catalogue (`apiMessage('people.alreadyThere')`, lib/api/http/messages.ts),
 * rendered in the caller's language. The rule reports a string or template literal with words
 * given as the message of `new ApiError(kind, message, errors)`, `forbidden(message)` or
 * `reportUniqueViolationOn(constraint, field, message)`, and as a field's message in
 * `validationFailed({ field: message })` or ApiError's `errors`. Tested in
 * api-message-rules.test.ts.
 *
 * It applies to the files converted so far, API_CONVERTED below; the list only grows.
 */

/** The files whose API messages all come from the catalogue; the rule holds them to it. */
export const API_CONVERTED = [
  'lib/api/http/body.ts',
  'lib/api/http/errors.ts',
  'lib/api/http/input.ts',
  'lib/api/http/mount.ts',
  'lib/api/http/validation.ts',
  'lib/api/modules/attendance/access.ts',
  'lib/api/modules/attendance/staff-month.ts',
  'lib/api/modules/attendance/student-history.ts',
  'lib/api/modules/auth/password-reset.ts',
  'lib/api/modules/auth/routes.ts',
  'lib/api/modules/fees/adjustments.ts',
  'lib/api/modules/fees/assign.ts',
  'lib/api/modules/fees/fee-types.ts',
  'lib/api/modules/fees/payments.ts',
  'lib/api/modules/fees/structures.ts',
  'lib/api/modules/identity/account-routes.ts',
  'lib/api/modules/identity/login-limits.ts',
  'lib/api/modules/identity/throttle.ts',
  'lib/api/modules/leave/assess.ts',
  'lib/api/modules/leave/leave-types.ts',
  'lib/api/modules/leave/requests.ts',
  'lib/api/modules/leave/routes.ts',
  'lib/api/modules/payroll/compute.ts',
  'lib/api/modules/payroll/payslips.ts',
  'lib/api/modules/payroll/runs.ts',
  'lib/api/modules/payroll/settings.ts',
  'lib/api/modules/payroll/structures.ts',
  'lib/api/modules/people/admission.ts',
  'lib/api/modules/people/inquiries.ts',
  'lib/api/modules/people/lookups.ts',
  'lib/api/modules/people/moves.ts',
  'lib/api/modules/people/promotion.ts',
  'lib/api/modules/people/roles.ts',
  'lib/api/modules/people/staff-accounts.ts',
  'lib/api/modules/people/staff.ts',
  'lib/api/modules/people/students.ts',
  'lib/api/modules/people/teachers.ts',
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
    files: API_CONVERTED,
    plugins: { 'schola-api': apiMessagePlugin },
    rules: { 'schola-api/no-literal-message': 'error' },
  },
];
