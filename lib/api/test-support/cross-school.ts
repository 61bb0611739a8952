/**
 * The cross-school matrix, generated from the manifests: every school route with a path
 * parameter (another school's id must answer 404), with the module that declares it and the
 * resource its fixtures are keyed by. A module's fixtures live in its folder, in
 * `test-support/foreign-rows.ts` (`export const foreignRows`), found by that convention: the
 * suite names no module, and a module gets its fixtures the day it is registered.
 */
import type { ApiModule } from '../http/module';
import type { RouteDefinition } from '../http/route';
import { routesOfModules } from '../routes';
import type { ForeignRowsOf } from './fixtures';

const SCHOOL_ACCESS = new Set(['authenticated', 'permission', 'role', 'school-wide']);

export const routeName = (r: RouteDefinition) => `${r.method} ${r.path}`;

/** `/classes/:id/default` → `classes`. */
export const resourceOf = (r: RouteDefinition) => {
  const before = r.path.slice(0, r.path.indexOf('/:')).split('/');
  return before[before.length - 1] ?? '';
};

export type IdRoute = { module: string; resource: string; route: RouteDefinition };

export function crossSchoolMatrix(modules: readonly ApiModule[]): IdRoute[] {
  return routesOfModules(modules)
    .filter((r) => SCHOOL_ACCESS.has(r.access.kind) && r.path.includes('/:'))
    .map((route) => ({ module: route.module ?? '', resource: resourceOf(route), route }));
}

/** A module's fixtures, from its `test-support/foreign-rows.ts` ({} when it has none). */
export async function foreignRowsOf(module: string): Promise<ForeignRowsOf> {
  try {
    const file = (await import(`../modules/${module}/test-support/foreign-rows`)) as {
      foreignRows: ForeignRowsOf;
    };
    return file.foreignRows;
  } catch (error) {
    if ((error as { code?: string }).code === 'MODULE_NOT_FOUND') return {};
    throw error;
  }
}

/** What the matrix lacks: a route whose module gives no way to get a foreign id, or no body. */
export function missingFixtures(
  matrix: readonly IdRoute[],
  fixtures: ReadonlyMap<string, ForeignRowsOf>,
): string[] {
  return matrix.flatMap(({ module, resource, route }) => {
    const rows = fixtures.get(module)?.[resource];
    const where = `${module}/test-support/foreign-rows.ts`;
    if (!rows) return [`${routeName(route)}: no foreignRows["${resource}"] in ${where}`];
    if (route.body && !rows.bodies?.[routeName(route)])
      return [
        `${routeName(route)}: no foreignRows["${resource}"].bodies["${routeName(route)}"] in ${where}`,
      ];
    return [];
  });
}
