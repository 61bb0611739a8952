/**
 * A Guardian's view of the fee structures. Guardians hold fees-list to see their own children's
 * fees; of the structures that means those of their children's classes in the session year
 * each child is placed in (the current placement), and no school-wide figure (how many
 * students owe under a structure). Staff, who hold fees-list through a staff role, read the
 * list and each structure unchanged; another structure is a 404 to a Guardian, as a record
 * that is not theirs to know of.
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { feeStructureClasses, feeStructures } from '../../../db/schema/fees';
import type { SchoolUser } from '../../http/context';
import { envelope } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { listResponse, parseId } from '../../http/resource';
import type { RouteDefinition, RouteRequest } from '../../http/route';
import { classSectionsByIds } from '../academics';
import { guardianChildIds, studentPlacements } from '../people';
import {
  guardianStructureDetail,
  guardianStructureList,
  structureListQuery,
} from './structure-reads';

/** Whether the caller reads as a Guardian: fees-list, but not through any staff role. */
const readsAsGuardian = (caller: Pick<SchoolUser, 'staffPermissions'>) =>
  !caller.staffPermissions.has('fees-list');

type ClassInYear = { classId: number; sessionYearId: number };

/** The classes the guardian's children are placed in, each with its session year. */
async function childrensClasses(db: Executor, caller: SchoolUser): Promise<ClassInYear[]> {
  const schoolId = caller.school.id;
  const placements = [
    ...(
      await studentPlacements(db, schoolId, await guardianChildIds(db, schoolId, caller.userId))
    ).values(),
  ];
  const sections = await classSectionsByIds(db, schoolId, [
    ...new Set(placements.map((p) => p.classSectionId)),
  ]);
  return placements.flatMap((p) => {
    const section = sections.get(p.classSectionId);
    return section ? [{ classId: section.classId, sessionYearId: p.sessionYearId }] : [];
  });
}

/** The structures of those classes in those years (none when the list is empty). */
function structuresOfClasses(classes: readonly ClassInYear[]): SQL {
  const byYear = new Map<number, number[]>();
  for (const { classId, sessionYearId } of classes)
    byYear.set(sessionYearId, [...(byYear.get(sessionYearId) ?? []), classId]);
  const arms = [...byYear].map(([year, classIds]) =>
    and(
      eq(feeStructures.sessionYearId, year),
      sql`exists (select 1 from ${feeStructureClasses} sc where sc.school_id = ${feeStructures.schoolId} and sc.structure_id = ${feeStructures.id} and ${inArray(sql`sc.class_id`, classIds)})`,
    ),
  );
  return or(...arms) ?? sql`false`;
}

/** A read of the structures: access fees-list, the list's query (unused by one structure's read). */
type StructureRequest = RouteRequest<
  { kind: 'permission'; permission: 'fees-list' },
  z.output<typeof structureListQuery>,
  undefined
>;

async function guardianList({ db, caller, query }: StructureRequest) {
  const visible = structuresOfClasses(await childrensClasses(db, caller));
  return listResponse(guardianStructureList(visible), db, caller.school.id, query);
}

async function guardianGet({ db, caller, params }: StructureRequest) {
  const id = parseId(params.id, 'fee structure');
  const visible = structuresOfClasses(await childrensClasses(db, caller));
  const structure = await guardianStructureDetail(db, caller.school.id, id, visible);
  if (!structure) throw notFound('feeStructure');
  return envelope(structure);
}

/** The structure routes, their list and one-structure reads answering a Guardian with their view. */
export function withGuardianReads(routes: RouteDefinition[]): RouteDefinition[] {
  return routes.map((route) => {
    if (route.method !== 'GET') return route;
    const asGuardian = route.path.endsWith('/:id') ? guardianGet : guardianList;
    return {
      ...route,
      summary: `${route.summary}; a Guardian sees only their children's classes' structures, without counts`,
      handler: (request) => {
        const { caller } = request;
        return caller?.kind === 'school' && readsAsGuardian(caller)
          ? asGuardian(request as StructureRequest)
          : route.handler(request);
      },
    };
  });
}
