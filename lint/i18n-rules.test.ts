/**
 * The no-literal-text rule (i18n-rules.mjs), run with ESLint's RuleTester in a child Node
 * process (the rule is an ES module, which Jest's module system cannot load), and the project's
 * own configuration applying it to a converted screen: a literal string in a component fixture
 * fails, the translated one passes.
 */
import { lintAs, ruleTester } from './eslint-child';

const RULE_TESTER = `
import { RuleTester } from 'eslint';
import { i18nPlugin } from './lint/i18n-rules.mjs';
const tester = new RuleTester({
  languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
});
tester.run('no-literal-text', i18nPlugin.rules['no-literal-text'], {
  valid: [
    'const a = <p>{t("hello")}</p>;',
    'const a = <button aria-label={text.close} className="btn btn-link" type="button">×</button>;',
    'const a = <span>© {year} · {name}</span>;',
    'const a = <img alt="" src={logo} />;',
    'const a = <input placeholder={text.search} />;',
  ],
  invalid: [
    { code: 'const a = <p>Hello there</p>;', errors: [{ messageId: 'text' }] },
    { code: 'const a = <p>{"Sign in"}</p>;', errors: [{ messageId: 'text' }] },
    { code: 'const a = <p>{\`Sign in\`}</p>;', errors: [{ messageId: 'text' }] },
    { code: 'const a = <nav aria-label="Main menu" />;', errors: [{ messageId: 'attribute' }] },
    { code: 'const a = <input placeholder={"Search"} />;', errors: [{ messageId: 'attribute' }] },
    { code: 'const a = <p>مرحبا</p>;', errors: [{ messageId: 'text' }] },
  ],
});
process.stdout.write('ok');
`;

test('RuleTester: literal words in JSX fail, translations and punctuation pass', () => {
  const run = ruleTester(RULE_TESTER);
  expect(run.stderr).toBe('');
  expect(run.stdout).toBe('ok');
});

describe('the project configuration', () => {
  // Only this rule's findings: the fixture's other lint (an unused prop) is not the point.
  const lint = (code: string, file: string) =>
    lintAs(code, file).filter((id) => id.startsWith('schola-i18n/'));
  const component = (body: string) =>
    `export function Fixture({ text }: { text: { hello: string } }) {\n  return ${body};\n}\n`;

  test('a literal string in a component of a converted folder fails', () => {
    expect(lint(component('<p>Hello</p>'), 'components/shell/fixture.tsx')).toEqual([
      'schola-i18n/no-literal-text',
    ]);
  });

  test('the translated component passes', () => {
    expect(lint(component('<p>{text.hello}</p>'), 'components/shell/fixture.tsx')).toEqual([]);
  });

  test('every folder is held to it: a new screen anywhere fails on a literal', () => {
    expect(lint(component('<p>Hello</p>'), 'components/brand-new-area/fixture.tsx')).toEqual([
      'schola-i18n/no-literal-text',
    ]);
    expect(lint(component('<p>Hello</p>'), 'app/(school)/new-area/page.tsx')).toEqual([
      'schola-i18n/no-literal-text',
    ]);
  });

  test('test fixtures are not held to it', () => {
    expect(lint(component('<p>Hello</p>'), 'components/shell/fixture.test.tsx')).toEqual([]);
  });
});
