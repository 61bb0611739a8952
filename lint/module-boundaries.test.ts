/**
 * The module boundary rules fire: snippets placed (virtually) inside a module or a screen are
 * linted with the project's own ESLint configuration. A reach into another module's internals
 * or tables, a screen's reach into a module's internals, and an import that closes a circle
 * between modules are each an error, while the public files and the module's own tables are not.
 *
 * ESLint runs in a child Node process (its Node API, one instance for every snippet): its
 * configuration is an ES module, which Jest's module system cannot load.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

type Snippet = { file: string; code: string };

/** The two rules: a module's (or screen's) reach into internals and tables, and the circles. */
const BOUNDARY = 'import/no-restricted-paths';
const CIRCLE = 'schola/no-module-cycles';
type Rule = typeof BOUNDARY | typeof CIRCLE;
type Message = { ruleId: Rule; message: string };

const LINT_SNIPPETS = `
import { ESLint } from 'eslint';
const snippets = JSON.parse(process.argv[1]);
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const { file, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath: file });
  out.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(out));
`;

/** Every lint message for each snippet, in order. */
function lintSnippets(snippets: Snippet[]): Message[][] {
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

const refused: [string, Snippet, string, Rule?][] = [
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
    'imports no module',
  ],
];

const SCREEN_FILE = 'components/fees/boundary-fixture.tsx';

/**
 * Circles, against the tree as it is: fees imports academics (its classes), and academics does
 * not know fees exist. So academics importing fees closes a circle; inventory, which no module
 * imports, may import academics.
 */
refused.push(
  [
    '(from the mail machinery) a module’s tables',
    {
      file: 'lib/mail/boundary-fixture.ts',
      code: "export { outboxEmails } from '../db/schema/public-forms';\n",
    },
    'registers what it needs',
  ],
  [
    '(from the API machinery) a module’s tables',
    {
      file: 'lib/api/http/boundary-fixture.ts',
      code: "export { accessTokens } from '../../db/schema/identity';\n",
    },
    'registers what it needs',
  ],
  [
    'another module’s internals (from a screen)',
    {
      file: SCREEN_FILE,
      code: "export type { StudentFees } from '@/lib/api/modules/fees/ledger';\n",
    },
    'public files',
  ],
  [
    'a module that imports this one (a circle)',
    {
      file: 'lib/api/modules/academics/boundary-fixture.ts',
      code: "export { postDuesOnAdmission } from '../fees';\n",
    },
    'Import circle between modules: academics → fees → academics',
    CIRCLE,
  ],
);

const allowed: [string, Snippet, Rule?][] = [
  [
    '(from a screen) a module’s published types',
    {
      file: SCREEN_FILE,
      code: "export type { StudentFees } from '@/lib/api/modules/fees/types';\n",
    },
  ],
  [
    '(from a screen) a module’s request schemas',
    {
      file: SCREEN_FILE,
      code: "export { feeTypeSchema } from '@/lib/api/modules/fees/schemas';\n",
    },
  ],
  [
    'a module no other module imports back (no circle)',
    {
      file: 'lib/api/modules/inventory/boundary-fixture.ts',
      code: "export { ACADEMIC_ROWS } from '../academics';\n",
    },
    CIRCLE,
  ],
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

let refusedMessages: Message[][];
let allowedMessages: Message[][];
beforeAll(() => {
  const messages = lintSnippets([...refused.map(([, s]) => s), ...allowed.map(([, s]) => s)]);
  refusedMessages = messages.slice(0, refused.length);
  allowedMessages = messages.slice(refused.length);
});

/** One case's messages of the rule it is about (the tree's own circles are another matter). */
const of = (messages: Message[] | undefined = [], rule: Rule = BOUNDARY) =>
  messages.filter((m) => m.ruleId === rule).map((m) => m.message);

test.each(refused.map(([what, , says, rule], i) => [what, says, rule, i] as const))(
  'importing %s is an error naming the rule (%s)',
  (_what, says, rule, i) => {
    const messages = of(refusedMessages[i], rule);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(says);
  },
);

test.each(allowed.map(([what, , rule], i) => [what, rule, i] as const))(
  'importing %s is allowed',
  (_what, rule, i) => {
    expect(of(allowedMessages[i], rule)).toEqual([]);
  },
);
