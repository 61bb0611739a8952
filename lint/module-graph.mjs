/**
 * The module-to-module import graph of lib/api/modules, read from the files as text (tests and
 * test-support left out: they may build data with any module). An import counts when its
 * specifier resolves into another module's folder, relative (`../people`) or through the `@/`
 * alias. The circle rule (module-cycles.mjs) asks it whether an import closes a circle.
 *
 * Run it to print the circles: `node lint/module-graph.mjs`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MODULES_DIR = 'lib/api/modules';

const IMPORT = /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g;

/** Test code is outside the graph, as it is outside the boundaries. */
export const isTestFile = (file) =>
  /\.test\.tsx?$/.test(file) || file.split(path.sep).some((part) => /^test-support/.test(part));

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !isTestFile(full) ? [full] : [];
  });
}

/** The module a file (or a module's folder) lies in, or null outside lib/api/modules. */
export function moduleOf(root, file) {
  const [first] = path.relative(path.join(root, MODULES_DIR), file).split(path.sep);
  return first && first !== '..' && !path.isAbsolute(first) ? first : null;
}

/** The module an import specifier in `file` points into, or null. */
export function importedModule(root, file, specifier) {
  if (specifier.startsWith('.')) return moduleOf(root, path.resolve(path.dirname(file), specifier));
  const aliased = specifier.match(new RegExp(`^@/${MODULES_DIR}/([^/]+)`));
  return aliased ? aliased[1] : null;
}

/** The imports of one source text that reach another module, as module names. */
export function moduleImports(root, file, source) {
  const from = moduleOf(root, file);
  const targets = new Set();
  for (const [, specifier] of source.matchAll(IMPORT)) {
    const to = importedModule(root, file, specifier);
    if (to && to !== from) targets.add(to);
  }
  return targets;
}

/** Module → the modules it imports, for every folder of lib/api/modules under `root`. */
export function moduleGraph(root) {
  const dir = path.join(root, MODULES_DIR);
  const names = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const graph = new Map(names.map((name) => [name, new Set()]));
  for (const name of names) {
    for (const file of sourceFiles(path.join(dir, name))) {
      for (const to of moduleImports(root, file, readFileSync(file, 'utf8'))) {
        if (graph.has(to)) graph.get(name).add(to);
      }
    }
  }
  return graph;
}

/** The shortest import path from `from` to `to` (both included), or null when there is none. */
export function importPath(graph, from, to) {
  const cameFrom = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const at = queue.shift();
    if (at === to) {
      const steps = [];
      for (let step = at; step !== null; step = cameFrom.get(step)) steps.unshift(step);
      return steps;
    }
    for (const next of graph.get(at) ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

/** The circles: each group of modules that reach one another (Tarjan's components, size > 1). */
export function circles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const found = [];
  const visit = (v) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    for (const w of graph.get(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const group = [];
    let w;
    do {
      w = stack.pop();
      group.push(w);
    } while (w !== v);
    if (group.length > 1) found.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const graph = moduleGraph(root);
  const found = circles(graph);
  for (const group of found) {
    console.log(`circle: ${group.join(' ')}`);
    for (const from of group) {
      const inside = [...graph.get(from)].filter((to) => group.includes(to));
      console.log(`  ${from} → ${inside.join(', ')}`);
    }
  }
  const edges = [...graph.values()].reduce((sum, targets) => sum + targets.size, 0);
  console.log(`modules ${graph.size} edges ${edges} circles ${found.length}`);
  process.exitCode = found.length ? 1 : 0;
}
