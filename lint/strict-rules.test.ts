/**
 * The strictness rule of lib/api fires: snippets placed (virtually) in lib/api are linted with
 * the project's own ESLint configuration. A non-null assertion in a request path is an error;
 * tests and test support may still assert what they have just made.
 *
 * ESLint runs in a child Node process, as in module-boundaries.test.ts: its configuration is
 * an ES module, which Jest's module system cannot load.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const RULE = '@typescript-eslint/no-non-null-assertion';

const LINT_SNIPPETS = `
import { ESLint } from 'eslint';
const [files, code, rule] = JSON.parse(process.argv[1]);
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const file of files) {
  const [result] = await eslint.lintText(code, { filePath: file });
  out.push(result.messages.filter((m) => m.ruleId === rule).map((m) => m.message));
}
process.stdout.write(JSON.stringify(out));
`;

/** The rule's messages for the snippet placed at each file, in order. */
function lintAt(files: string[], code: string): string[][] {
  const run = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      LINT_SNIPPETS,
      JSON.stringify([files.map((f) => path.join(root, f)), code, RULE]),
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
  );
  if (run.status !== 0) throw new Error(`eslint failed: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

const ASSERTS = 'export const nameLength = (rows: { name: string }[]) => rows[0]!.name.length;\n';

const refused = [
  'lib/api/modules/fees/strict-fixture.ts',
  'lib/api/http/strict-fixture.ts',
  'lib/api/strict-fixture.ts',
];
const allowed = [
  'lib/api/modules/fees/strict-fixture.test.ts',
  'lib/api/modules/fees/test-support/strict-fixture.ts',
  'lib/api/modules/backup/test-support.ts',
];

let messages: string[][];
beforeAll(() => {
  messages = lintAt([...refused, ...allowed], ASSERTS);
});

test.each(refused.map((file, i) => [file, i] as const))(
  'a non-null assertion in %s is an error',
  (_file, i) => {
    expect(messages[i]).toEqual(['Forbidden non-null assertion.']);
  },
);

test.each(allowed.map((file, i) => [file, refused.length + i] as const))(
  'a non-null assertion in %s is allowed',
  (_file, i) => {
    expect(messages[i]).toEqual([]);
  },
);
