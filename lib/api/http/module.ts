/**
 * What a module hands the API: its routes, the lists it adds to GET /api/meta-data, and the
 * "still in use" look-ups it registers against other modules' rows. Each module declares one
 * in its `module.ts`; lib/api/modules.ts lists them all, and that list is the only place a
 * new module is mounted.
 */
import type { SQL } from 'drizzle-orm';
import type { RouteDefinition } from './route';
import type { RegisteredUsage } from './usages';

/**
 * One list of /api/meta-data: a `select` of the school's rows (each with id and name), in the
 * order the screens show them. It runs as a sub-query of one statement with every other list.
 */
export type MetaDataList = (schoolId: number) => SQL;

export type ApiModule = {
  /** The module's folder under lib/api/modules. */
  name: string;
  routes: readonly RouteDefinition[];
  /** Lists this module adds to /api/meta-data, by their key in the response (SPEC §3). */
  metaData?: Readonly<Record<string, MetaDataList>>;
  /** Look-ups of this module's rows that point at another module's rows (usages.ts). */
  usages?: readonly RegisteredUsage[];
};

/** Identity function that checks a module's declaration where it is written. */
export function defineModule(module: ApiModule): ApiModule {
  return module;
}
