/**
 * Every entity a route declares it records needs a label in its own module's manifest (the
 * `audit` field): the audit log would otherwise show the bare name. Checked for the registry
 * by lib/api/audit-coverage.test.ts and for a throw-away module by lib/api/manifest.test.ts.
 */
import { declaredEntities } from '../http/audit';
import type { ApiModule } from '../http/module';
import { routesOfModules } from '../routes';

/** One line per recorded entity its route's module does not label. */
export function unlabelledEntities(modules: readonly ApiModule[]): string[] {
  const labels = new Map(modules.map((m) => [m.name, m.audit ?? {}]));
  return routesOfModules(modules).flatMap((route) =>
    declaredEntities(route)
      .filter((entity) => !labels.get(route.module ?? '')?.[entity])
      .map(
        (entity) =>
          `${route.method} /api${route.path} records "${entity}": no label in the audit of ${route.module}/module.ts`,
      ),
  );
}
