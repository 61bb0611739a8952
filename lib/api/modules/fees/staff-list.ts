/**
 * A fees list for staff only: the one list path (page, capped total, CSV) behind
 * `access.schoolWide('fees-list')`, since a Guardian's fees-list covers their own children and
 * these lists name every student (listRoute takes a plain permission only).
 */
import type { Database } from '../../../db/client';
import type { ListParams } from '../../http/list';
import { listResponse, type ListDefinition } from '../../http/resource';
import { access, defineRoute } from '../../http/route';

export function staffListRoute<Row, Params extends ListParams>(def: {
  path: string;
  summary: string;
  list: ListDefinition<Row, Params>;
  /** Adds to a JSON page (e.g. the totals of the filter). */
  extra?: (db: Database, schoolId: number, params: Params) => Promise<object>;
}) {
  return defineRoute({
    method: 'GET',
    path: def.path,
    tag: 'fees',
    summary: `${def.summary}; paginated, sortable, format=csv exports the whole filtered list`,
    access: access.schoolWide('fees-list'),
    query: def.list.query,
    handler: async ({ db, caller, query }) => {
      const response = await listResponse(def.list, db, caller.school.id, query);
      if (query.format === 'csv' || !def.extra) return response;
      return { ...response, ...(await def.extra(db, caller.school.id, query)) };
    },
  });
}
