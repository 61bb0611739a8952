/**
 * Running ESLint for the lint rules' tests in a child Node process: the rules are ES modules,
 * which Jest's module system cannot load. `ruleTester` runs a RuleTester script (it prints
 * `ok`); `lintAs` lints code as if it were the file at `file` under the project's own
 * configuration and returns the ids of the rules that reported.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

function node(script: string, ...args: string[]) {
  return spawnSync(process.execPath, ['--input-type=module', '-e', script, ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
}

export function ruleTester(script: string) {
  return node(script);
}

const LINT = `
import { ESLint } from 'eslint';
const eslint = new ESLint({ cwd: process.cwd() });
const [result] = await eslint.lintText(process.argv[1], { filePath: process.argv[2] });
process.stdout.write(JSON.stringify(result.messages.map((m) => m.ruleId ?? 'fatal: ' + m.message)));
`;

export function lintAs(code: string, file: string): string[] {
  const run = node(LINT, code, path.join(root, file));
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[];
}
