/** Every module's routes, in one list: mounted by the app and published in the OpenAPI document. */
import type { RouteDefinition } from './http/route';
import { routesOf, type ApiModule } from './http/module';
import { metaDataRoute } from './meta-data';
import { modules } from './modules';

/** The routes of a list of manifests, each stamped with its module and plan module. */
export const routesOfModules = (list: readonly ApiModule[]): RouteDefinition[] => [
  ...list.flatMap((m) =>
    routesOf(m, list).map((route) => ({ ...route, module: m.name, plan: m.plan })),
  ),
  metaDataRoute(list),
];

export const allRoutes: RouteDefinition[] = routesOfModules(modules);
