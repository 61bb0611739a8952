// After `next build`: each app route's first-load JavaScript (gzip), read from the build's
// manifests, printed as a table; exits 1 when a budget is exceeded (issue 10):
//   the sign-in page and the shell's shared code (root + school layout) ≤ 150 KB,
//   every route ≤ 250 KB.
// First load = the runtime every page loads (build-manifest rootMainFiles) + every chunk the
// route's client-reference manifest lists for its layouts, page and boundaries. Polyfills are
// left out: modern browsers skip them (nomodule).
// Usage: node scripts/check-bundle-budget.mjs [distDir]   (default: $NEXT_DIST_DIR or .next)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
export const BUDGETS = { signIn: 150 * KB, shell: 150 * KB, route: 250 * KB };
const SIGN_IN = '/authentication/login';
const SHELL_LAYOUTS = ['[project]/app/layout', '[project]/app/(school)/layout'];

const dist = process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next';
if (!existsSync(join(dist, 'build-manifest.json'))) {
  console.error(`No build in ${dist}: run \`next build\` first.`);
  process.exit(2);
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}
const total = (files) => [...new Set(files)].reduce((sum, f) => sum + gzipSize(f), 0);

function manifests(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return manifests(path);
    return entry.name === 'page_client-reference-manifest.js' ? [path] : [];
  });
}

/** The route's URL pattern: app/(school)/student/[id]/page → /student/[id]. */
function routeOf(file) {
  const segments = relative(join(dist, 'server', 'app'), file).split(sep).slice(0, -1);
  const visible = segments.filter((s) => !(s.startsWith('(') && s.endsWith(')')));
  return `/${visible.join('/')}`;
}

function entryFilesOf(file) {
  const scope = { globalThis: { __RSC_MANIFEST: {} } };
  new Function('globalThis', readFileSync(file, 'utf8'))(scope.globalThis);
  const [manifest] = Object.values(scope.globalThis.__RSC_MANIFEST);
  return manifest.entryJSFiles ?? {};
}

const buildManifest = JSON.parse(readFileSync(join(dist, 'build-manifest.json'), 'utf8'));
const runtime = buildManifest.rootMainFiles ?? [];

const rows = [];
let shellFiles = null;
for (const file of manifests(join(dist, 'server', 'app'))) {
  const route = routeOf(file);
  if (route.startsWith('/_')) continue; // Next's own not-found and global-error
  const entries = entryFilesOf(file);
  const files = [...runtime, ...Object.values(entries).flat()];
  rows.push({ route, bytes: total(files) });
  if (!shellFiles && entries[SHELL_LAYOUTS[1]])
    shellFiles = [...runtime, ...SHELL_LAYOUTS.flatMap((key) => entries[key] ?? [])];
}
rows.sort((a, b) => b.bytes - a.bytes);

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const failures = [];
const check = (what, bytes, budget) => {
  if (bytes > budget) failures.push(`${what}: ${kb(bytes)} > ${kb(budget)}`);
};
console.log('First-load JS (gzip) per route');
console.log(`${'route'.padEnd(48)} ${'gzip'.padStart(10)}`);
for (const { route, bytes } of rows) {
  console.log(`${route.padEnd(48)} ${kb(bytes).padStart(10)}`);
  check(route, bytes, route === SIGN_IN ? BUDGETS.signIn : BUDGETS.route);
}
const shellBytes = shellFiles ? total(shellFiles) : 0;
console.log(`${"shell's shared code (runtime + root and school layouts)".padEnd(48)} ${kb(shellBytes).padStart(10)}`);
check("shell's shared code", shellBytes, BUDGETS.shell);
if (!rows.some((r) => r.route === SIGN_IN)) failures.push(`${SIGN_IN} is missing from the build`);

if (failures.length) {
  console.error(`\nOver budget (sign-in and shell ≤ ${kb(BUDGETS.signIn)}, any route ≤ ${kb(BUDGETS.route)}):`);
  for (const f of failures) console.error(`  ${f}`);
  process.exit(1);
}
console.log(`\nWithin budget: sign-in and shell ≤ ${kb(BUDGETS.signIn)}, every route ≤ ${kb(BUDGETS.route)}.`);
