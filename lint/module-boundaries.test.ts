/**
 * The module boundary rule fires: snippets placed (virtually) inside a module are linted with
 * the project's own ESLint configuration, and a reach into another module's internals or
 * tables is an error while the public entry and the module's own tables are not.
 *
 * ESLint runs in a child Node process (its Node API, one instance for every snippet): its
 * configuration is an ES module, which Jest's module system cannot load.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

type Snippet = { file: string; code: string };

const LINT_SNIPPETS = `
import { ESLint } from 'eslint';
const snippets = JSON.parse(process.argv[1]);
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const { file, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath: file });
  out.push(result.messages.filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message));
}
process.stdout.write(JSON.stringify(out));
`;

/** The boundary rule's messages for each snippet, in order. */
function lintSnippets(snippets: Snippet[]): string[][] {
  const run = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      LINT_SNIPPETS,
      JSON.stringify(snippets.map((s) => ({ ...s, file: path.join(root, s.file) }))),
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
  );
  if (run.status !== 0) throw new Error(`eslint failed: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

const FEES_FILE = 'lib/api/modules/fees/boundary-fixture.ts';

const refused: [string, Snippet, string][] = [
  [
    'another module’s internal file',
    { file: FEES_FILE, code: "export { classRoutes } from '../academics/classes';\n" },
    'index.ts',
  ],
  [
    'another module’s module.ts',
    { file: FEES_FILE, code: "export { academicsModule } from '../academics/module';\n" },
    'index.ts',
  ],
  [
    'another module’s tables',
    { file: FEES_FILE, code: "export { classes } from '../../../db/schema/academics';\n" },
    'own tables',
  ],
  [
    'the schema barrel',
    { file: FEES_FILE, code: "export { fees } from '../../../db/schema';\n" },
    'own tables',
  ],
  [
    '(from the API machinery) a module',
    {
      file: 'lib/api/http/boundary-fixture.ts',
      code: "export { ACADEMIC_ROWS } from '../modules/academics';\n",
    },
    'imports none',
  ],
];

const allowed: [string, Snippet][] = [
  [
    'another module’s index.ts',
    { file: FEES_FILE, code: "export { ACADEMIC_ROWS } from '../academics';\n" },
  ],
  [
    'another module’s request schemas',
    { file: FEES_FILE, code: "export { classSchema } from '../academics/schemas';\n" },
  ],
  [
    'its own tables',
    { file: FEES_FILE, code: "export { fees } from '../../../db/schema/fees';\n" },
  ],
  [
    'the shared column helpers',
    { file: FEES_FILE, code: "export { timestamps } from '../../../db/schema/columns';\n" },
  ],
  [
    '(in a test) any table',
    {
      file: 'lib/api/modules/fees/boundary-fixture.test.ts',
      code: "export { classes } from '../../../db/schema/academics';\n",
    },
  ],
];

let refusedMessages: string[][];
let allowedMessages: string[][];
beforeAll(() => {
  const messages = lintSnippets([...refused.map(([, s]) => s), ...allowed.map(([, s]) => s)]);
  refusedMessages = messages.slice(0, refused.length);
  allowedMessages = messages.slice(refused.length);
});

test.each(refused.map(([what, , says], i) => [what, says, i] as const))(
  'importing %s is an error naming the rule (%s)',
  (_what, says, i) => {
    expect(refusedMessages[i]).toHaveLength(1);
    expect(refusedMessages[i]?.[0]).toContain(says);
  },
);

test.each(allowed.map(([what], i) => [what, i] as const))('importing %s is allowed', (_what, i) => {
  expect(allowedMessages[i]).toEqual([]);
});
