/** Every route of the expenses module, in the order the OpenAPI document lists them. */
import type { RouteDefinition } from '../../http/route';

export const expenseRoutes: RouteDefinition[] = [];
