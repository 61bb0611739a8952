/**
 * The no-literal-message rule (api-message-rules.mjs), run with ESLint's RuleTester in a child
 * Node process (the rule is an ES module, which Jest's module system cannot load), and the
 * project's configuration applying it to a converted API file: a literal English message
 * fails, a keyed one passes.
 */
import { lintAs, ruleTester } from './eslint-child';

const RULE_TESTER = `
import { RuleTester } from 'eslint';
import { apiMessagePlugin } from './lint/api-message-rules.mjs';
const tester = new RuleTester();
tester.run('no-literal-message', apiMessagePlugin.rules['no-literal-message'], {
  valid: [
    "throw new ApiError('conflict', apiMessage('people.alreadyThere'));",
    "throw forbidden(apiMessage('errors.needPermission', { permission }));",
    "throw forbidden();",
    "throw validationFailed({ email: apiMessage('login.badCredentials') });",
    "throw new ApiError('unauthenticated', UNAUTHENTICATED_MESSAGE);",
    "reportUniqueViolationOn('roles_name', 'name', apiMessage('people.roleNameTaken'));",
    "throw new Error('An invariant: logged, never shown.');",
  ],
  invalid: [
    { code: "throw new ApiError('conflict', 'This record already exists.');", errors: [{ messageId: 'literal' }] },
    { code: 'throw new ApiError("conflict", \`Only \${n} left.\`);', errors: [{ messageId: 'literal' }] },
    { code: "throw forbidden('You may not.');", errors: [{ messageId: 'literal' }] },
    { code: "throw validationFailed({ email: 'The e-mail is taken.' });", errors: [{ messageId: 'literal' }] },
    { code: "throw new ApiError('validation', apiMessage('x'), { name: 'Taken.' });", errors: [{ messageId: 'literal' }] },
    { code: "reportUniqueViolationOn('c', 'name', 'Taken.');", errors: [{ messageId: 'literal' }] },
  ],
});
process.stdout.write('ok');
`;

test('RuleTester: literal English messages fail, keyed messages pass', () => {
  const run = ruleTester(RULE_TESTER);
  expect(run.stderr).toBe('');
  expect(run.stdout).toBe('ok');
});

describe('the project configuration', () => {
  const lint = lintAs;
  const fixture = (message: string) =>
    `import { ApiError } from '../../http/errors';\nexport const refuse = () => new ApiError('conflict', ${message});\n`;

  test('a brand-new module file refuses a literal message: the whole API is held to it', () => {
    expect(lint(fixture("'Nothing to do.'"), 'lib/api/modules/brand-new/routes.ts')).toContain(
      'schola-api/no-literal-message',
    );
  });

  test('tests, test support and demo seeds are excepted', () => {
    for (const file of [
      'lib/api/modules/people/moves.test.ts',
      'lib/api/modules/people/test-support/fixtures.ts',
      'lib/api/modules/fees/demo-seed.ts',
    ])
      expect(lint(fixture("'Nothing to do.'"), file)).not.toContain(
        'schola-api/no-literal-message',
      );
  });

  test('a converted API file refuses a literal message', () => {
    expect(lint(fixture("'Nothing to do.'"), 'lib/api/modules/people/moves.ts')).toContain(
      'schola-api/no-literal-message',
    );
  });

  test('a keyed message passes there', () => {
    const code = fixture("apiMessage('people.alreadyThere')").replace(
      "from '../../http/errors';",
      "from '../../http/errors';\nimport { apiMessage } from '../../http/messages';",
    );
    expect(lint(code, 'lib/api/modules/people/moves.ts')).toEqual([]);
  });
});
