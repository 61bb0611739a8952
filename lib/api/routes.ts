/** Every module's routes, in one list: mounted by the app and published in the OpenAPI document. */
import type { RouteDefinition } from './http/route';
import { metaDataRoute } from './meta-data';
import { modules } from './modules';

export const allRoutes: RouteDefinition[] = [
  ...modules.flatMap((m) => m.routes),
  metaDataRoute(modules),
];
