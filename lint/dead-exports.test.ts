/**
 * The dead-export check of `npm run lint` (knip, configured in knip.json) catches an exported
 * name that no other file imports. A throw-away project is checked with the project's own
 * knip settings (which issue kinds, exports used in their own file), only its entry changed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

type Reported = { file: string; exports?: { name: string }[]; types?: { name: string }[] }[];

function knipOn(files: Record<string, string>): { status: number | null; issues: Reported } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'schola-knip-'));
  try {
    const settings = { ...readJson('knip.json'), entry: ['main.ts'], project: ['**/*.ts'] };
    delete settings.ignore;
    const all = {
      ...files,
      'package.json': JSON.stringify({ name: 'dead-export-fixture', private: true }),
      'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, module: 'esnext' } }),
      'knip.json': JSON.stringify(settings),
    };
    for (const [name, text] of Object.entries(all)) writeFileSync(path.join(dir, name), text);
    const run = spawnSync(
      path.join(root, 'node_modules/.bin/knip'),
      ['--no-progress', '--reporter', 'json'],
      { cwd: dir, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
    );
    if (run.stdout.trim() === '') throw new Error(`knip printed nothing: ${run.stderr}`);
    return { status: run.status, issues: JSON.parse(run.stdout).issues };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('npm run lint runs the dead-export check', () => {
  expect(readJson('package.json').scripts.lint).toMatch(/\bknip\b/);
});

test('an export no file imports fails the check; one imported or used in its file does not', () => {
  const { status, issues } = knipOn({
    'main.ts': "import { used } from './parts';\nconsole.log(used);\n",
    'parts.ts': [
      'export const used = 1;',
      'export const unused = 2;',
      'export type UnusedType = { a: number };',
      'export const usedHere = 3;',
      'console.log(usedHere);',
      '',
    ].join('\n'),
  });
  expect(status).not.toBe(0);
  const parts = issues.find((i) => i.file === 'parts.ts');
  expect(parts?.exports?.map((e) => e.name)).toEqual(['unused']);
  expect(parts?.types?.map((e) => e.name)).toEqual(['UnusedType']);
});
