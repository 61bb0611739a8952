/** Every module's routes, in one list: mounted by the app and published in the OpenAPI document. */
import type { RouteDefinition } from './http/route';
import { metaDataRoute } from './meta-data';
import { modules } from './modules';
import './module-hooks';

export const allRoutes: RouteDefinition[] = [
  // Each route knows its module, for the plan's gating (lib/api/http/plan-gate.ts).
  ...modules.flatMap((m) => m.routes.map((route) => ({ ...route, module: m.name }))),
  metaDataRoute(modules),
];
