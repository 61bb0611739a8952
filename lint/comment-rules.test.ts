/**
 * Every eslint-disable carries its reason (comment-rules.mjs): snippets are linted with the
 * project's own ESLint configuration, in a child Node process as in module-boundaries.test.ts
 * (the configuration is an ES module, which Jest's module system cannot load).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const FILE = path.join(root, 'lib/comment-rules-fixture.ts');

const LINT = `
import { ESLint } from 'eslint';
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const code of JSON.parse(process.argv[1])) {
  const [result] = await eslint.lintText(code, { filePath: process.argv[2] });
  out.push(result.messages.map((m) => m.ruleId ?? 'fatal: ' + m.message));
}
process.stdout.write(JSON.stringify(out));
`;

/** The rules each snippet broke, in order. */
function rulesBroken(snippets: string[]): string[][] {
  const run = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', LINT, JSON.stringify(snippets), FILE],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
  );
  if (run.status !== 0) throw new Error(`eslint failed: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

const ANY = '@typescript-eslint/no-explicit-any';
const snippets = {
  withoutReason: `// eslint-disable-next-line ${ANY}\nexport const a: any = 1;\n`,
  withReason: `// eslint-disable-next-line ${ANY} -- a reason\nexport const a: any = 1;\n`,
  sameLineWithoutReason: `export const a: any = 1; // eslint-disable-line ${ANY}\n`,
  everyRule: `/* eslint-disable */\nexport const a: any = 1;\n`,
};

let broken: Record<keyof typeof snippets, string[]>;
beforeAll(() => {
  const keys = Object.keys(snippets) as (keyof typeof snippets)[];
  const results = rulesBroken(keys.map((k) => snippets[k]));
  broken = Object.fromEntries(keys.map((k, i) => [k, results[i] ?? []])) as typeof broken;
});

test('an eslint-disable without a reason is an error', () => {
  expect(broken.withoutReason).toEqual(['@eslint-community/eslint-comments/require-description']);
  expect(broken.sameLineWithoutReason).toEqual([
    '@eslint-community/eslint-comments/require-description',
  ]);
});

test('with its reason after " -- " it silences the rule it names and nothing fires', () => {
  expect(broken.withReason).toEqual([]);
});

test('a disable of every rule is refused', () => {
  expect(broken.everyRule).toContain('@eslint-community/eslint-comments/no-unlimited-disable');
});
