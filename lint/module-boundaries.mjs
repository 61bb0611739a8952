/**
 * The module boundary rules (docs/ARCHITECTURE.md, "Module boundaries"), built from the folders
 * of lib/api/modules so a new module is fenced the day its folder exists. They use
 * eslint-plugin-import's `no-restricted-paths` (registered as `import` by eslint-config-next)
 * and the circle rule of module-cycles.mjs:
 *
 * - a module imports another module only through its public files: `index.ts` (functions
 *   and names for other modules), `schemas.ts` / `*-schemas.ts` (request schemas, which
 *   hold no server code and are shared with the screens' forms) and `types.ts` (row types and
 *   pure rules for the screens); `test-support/` is for tests;
 * - modules import one another in one direction: an import that closes a circle is reported
 *   (`CIRCLES` below);
 * - a screen (components/, app/) imports a module only through those public files;
 * - a module imports only its own tables, `lib/db/schema/{module}.ts` (and its
 *   `{module}-values.ts`), plus the shared column helpers `columns.ts`; never the
 *   `lib/db/schema` barrel, never another module's schema file (the backup learns every
 *   table from the manifests it is handed);
 * - the machinery (lib/api/http, lib/mail) imports no module and no module's tables: the
 *   owner registers what it needs (its manifest's `connect`).
 *
 * Tests are outside the fence: they check what was stored in any table and build data with
 * any module's test-support.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { circlePlugin } from './module-cycles.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MODULES_DIR = 'lib/api/modules';

export const moduleNames = readdirSync(path.join(root, MODULES_DIR), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/**
 * Public files of every module, as globs matched against the resolved (absolute) path:
 * `index.ts` (what other modules may call), the request schemas, and `types.ts` (the row
 * types and pure rules the screens share with the server; no server code).
 */
const PUBLIC_FILES = [
  `**/${MODULES_DIR}/*/index.ts`,
  `**/${MODULES_DIR}/*/schemas.ts`,
  `**/${MODULES_DIR}/*/*-schemas.ts`,
  `**/${MODULES_DIR}/*/types.ts`,
];

/**
 * Schema files a module owns besides `{module}.ts`: notifications keeps Web Push's tables in a
 * file of their own (issue 28), written by another hand than its main schema; exams its
 * results' and report cards' (issue 30) likewise.
 */
const MORE_SCHEMA_FILES = { notifications: ['notification-push'], exams: ['exams-reports'] };

function zonesOf(name, alsoReads = []) {
  const inside = `./${MODULES_DIR}/${name}/**/*`;
  return [
    {
      target: inside,
      from: `./${MODULES_DIR}/!(${name})/**/*`,
      except: PUBLIC_FILES,
      message: `A module uses another module only through its index.ts (or its request schemas); export what "${name}" needs from there.`,
    },
    {
      target: inside,
      from: './lib/db/schema/**/*',
      except: [
        `**/lib/db/schema/${name}.ts`,
        `**/lib/db/schema/${name}-values.ts`,
        '**/lib/db/schema/columns.ts',
        ...(MORE_SCHEMA_FILES[name] ?? []).map((schema) => `**/lib/db/schema/${schema}.ts`),
        ...alsoReads.map((schema) => `**/lib/db/schema/${schema}.ts`),
      ],
      message: `Module "${name}" reads only its own tables (lib/db/schema/${name}.ts); ask the owning module for a function in its index.ts.`,
    },
  ];
}

/**
 * Reads of another module's tables not yet moved behind that module's index.ts, each with the
 * files and the schema files they still import. Empty, and it stays so: a new entry needs a
 * reason here and a plan to remove it.
 */
export const STILL_READS = [];

/** The machinery: the API's (lib/api/http) and the mail's (lib/mail). */
const MACHINERY = ['./lib/api/http/**/*', './lib/mail/**/*'];

/** Every zone; `alsoReads` widens one module's own-tables zone (STILL_READS). */
export function boundaryZones(alsoReads = { module: '', schemas: [] }) {
  return [
    ...moduleNames.flatMap((name) =>
      zonesOf(name, name === alsoReads.module ? alsoReads.schemas : []),
    ),
    ...MACHINERY.map((target) => ({
      target,
      from: ['./lib/db/schema/**/*', `./${MODULES_DIR}/**/*`],
      message:
        "The machinery reads no module's tables and imports no module: the owner registers what it needs (its manifest's `connect`).",
    })),
  ];
}

/** The screens (components/, app/) use a module's public files only. */
const SCREENS = ['./components/**/*', './app/**/*'].map((target) => ({
  target,
  from: `./${MODULES_DIR}/**/*`,
  except: PUBLIC_FILES,
  message:
    'A screen uses a module only through its public files (types.ts, index.ts types, request schemas); publish what it needs there.',
}));

/**
 * The circle rule's switch (module-cycles.mjs). 'warn' while the manifest branch still holds
 * the circles it removes (files/ → the modules whose files it serves, dashboard/ ↔ the modules
 * that contribute figures, the demo folder); 'error' once they are gone.
 */
const CIRCLES = 'error';

const rule = (zones) => ({
  'import/no-restricted-paths': ['error', { basePath: root, zones }],
});
const TESTS = ['**/*.test.ts', '**/test-support/**'];

/** The flat-config blocks: production files of the API; tests are outside the fence. */
export const moduleBoundaries = [
  { files: ['lib/api/**/*.ts', 'lib/mail/**/*.ts'], ignores: TESTS, rules: rule(boundaryZones()) },
  {
    files: ['components/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: rule(SCREENS),
  },
  {
    files: [`${MODULES_DIR}/**/*.ts`],
    ignores: TESTS,
    plugins: { schola: circlePlugin },
    rules: { 'schola/no-module-cycles': [CIRCLES, { root }] },
  },
  ...STILL_READS.map((entry) => ({
    files: entry.files.map((file) => `${MODULES_DIR}/${file}`),
    ignores: TESTS,
    rules: rule(boundaryZones(entry)),
  })),
];
