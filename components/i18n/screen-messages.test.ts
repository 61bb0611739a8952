/**
 * Every route whose client components call useTranslations('ns') sits under a ScreenMessages
 * that provides 'ns' (issue 26): without it use-intl throws ("No intl context found") and the
 * screen is an error page; with the provider but not the namespace, the screen shows keys.
 * Read from the source, as the catalogue test does: a route's code is everything its page
 * imports, followed through static imports; its words are the ScreenMessages of the page and
 * of the layouts above it (`namespaces={['fees', ...]}`, plus 'common' and 'audit', always included).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The first group of every match (each pattern below has exactly one). */
const groups = (source: string, pattern: RegExp) =>
  [...source.matchAll(pattern)].map((m) => m[1] ?? '');

const root = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

const files = ['app', 'components', 'lib'].flatMap(sourceFiles);
const known = new Set(files);
// Comments left out: they show examples (`useTranslations('fees')`) that are not code.
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
const text = new Map(
  files.map((f) => [f, withoutComments(readFileSync(path.join(root, f), 'utf8'))]),
);

function resolveImport(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/')
    ? spec.slice(2)
    : spec.startsWith('.')
      ? path.join(path.dirname(from), spec)
      : undefined;
  if (base === undefined) return undefined;
  return ['.tsx', '.ts', '/index.tsx', '/index.ts', '']
    .map((ext) => base + ext)
    .find((f) => known.has(f));
}

/** Modules a file imports for their values (type-only imports bring no code), now or lazily. */
function importsOf(file: string): string[] {
  const source = text.get(file) ?? '';
  const specs = [
    ...groups(source, /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm),
    // next/dynamic and lazy components load later, under the same provider.
    ...groups(source, /\bimport\(\s*'([^']+)'\s*\)/g),
  ];
  return specs.flatMap((spec) => resolveImport(file, spec) ?? []);
}

const namespacesUsed = (file: string) =>
  groups(text.get(file) ?? '', /useTranslations\(\s*'([^']+)'/g);

/** The namespaces a page, layout or any module it reaches asks use-intl for. */
function namespacesReached(entry: string): Map<string, string> {
  const seen = new Set<string>();
  const used = new Map<string, string>(); // namespace → the first module found using it
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const ns of namespacesUsed(file)) if (!used.has(ns)) used.set(ns, file);
    stack.push(...importsOf(file));
  }
  return used;
}

/** What the ScreenMessages of one file provide (undefined: it renders none). */
function provided(file: string): string[] | undefined {
  const source = text.get(file);
  if (!source) return undefined;
  // A layout or page that only re-exports another (`export { default } from '../expenses/layout'`)
  // provides what that one provides.
  const reexported = /^\s*export\s*\{\s*default\b[^}]*\}\s*from\s*'([^']+)'/m.exec(source);
  if (reexported?.[1]) {
    const target = resolveImport(file, reexported[1]);
    if (target) return provided(target);
  }
  if (!/<ScreenMessages\b/.test(source)) return undefined;
  const lists = groups(source, /namespaces=\{\[([^\]]*)\]\}/g);
  // components/i18n/screen-messages.tsx always adds these two.
  return ['common', 'audit', ...lists.flatMap((list) => groups(list, /'([^']+)'/g))];
}

/** The page (or layout) and the layouts of the folders above it, up to app/. */
function wrappers(entry: string): string[] {
  const own = [entry];
  let dir = path.dirname(entry);
  for (;;) {
    const layout = path.join(dir, 'layout.tsx');
    if (layout !== entry && known.has(layout)) own.push(layout);
    if (dir === 'app') return own;
    dir = path.dirname(dir);
  }
}

const entries = files.filter(
  (f) => f.startsWith('app/') && /\/(page|layout|not-found|template|loading)\.tsx$/.test(f),
);

test('the source has routes and a ScreenMessages to find', () => {
  expect(entries.length).toBeGreaterThan(50);
  expect(entries.some((f) => provided(f))).toBe(true);
});

test('every route gets the namespaces its client components use', () => {
  const missing: string[] = [];
  for (const entry of entries) {
    const reached = namespacesReached(entry);
    if (!reached.size) continue;
    const words = new Set(wrappers(entry).flatMap((f) => provided(f) ?? []));
    for (const [ns, user] of reached)
      if (!words.has(ns)) missing.push(`${entry}: '${ns}' (used by ${user})`);
  }
  expect(missing).toEqual([]);
});
