/**
 * Timetable (issue 31): bell schedules per shift, rooms, a class-section's weekly timetable in
 * versions by effective date with its clashes refused and soft rules warned, a teacher's week,
 * the substitutions board and covers (docs/ARCHITECTURE.md, "Timetable").
 */
import { sql } from 'drizzle-orm';
import * as timetableSchema from '../../../db/schema/timetable';
import {
  bellSchedules,
  substitutions,
  timetableCells,
  timetableVersions,
} from '../../../db/schema/timetable';
import { crudOf } from '../../../permissions/catalogue';
import { defineModule, tablesOf } from '../../http/module';
import { usedBy } from '../../http/usages';
import { ACADEMIC_ROWS } from '../academics';
import { providePeriodLessons } from '../attendance';
import { sectionLessonsOn } from './attendance-lookups';
import { timetableDemoSeed } from './demo-seed';
import { timetableMenu } from './menu';
import { DRAFT_ENTITY } from './drafts';
import { LIMITS_ENTITY, LOADS_ENTITY, UNAVAILABILITY_ENTITY } from './inputs';
import { timetableModuleRoutes } from './routes';

export const timetableModule = defineModule({
  name: 'timetable',
  audit: {
    'bell-schedules': 'Bell schedule',
    rooms: 'Room',
    timetables: 'Timetable',
    substitutions: 'Substitution',
    'timetable-feeds': 'Timetable calendar link',
    [DRAFT_ENTITY]: 'Timetable draft',
    [LOADS_ENTITY]: 'Periods per week',
    [LIMITS_ENTITY]: 'Teacher limits',
    [UNAVAILABILITY_ENTITY]: 'Teacher unavailability',
  },
  // A timetable's entries name the version written (one class-section from one date); a
  // calendar link's, the teacher it is of.
  // A draft's run names its job (not restored: work in flight); periods per week name the
  // class-subject, limits the teacher.
  auditTables: {
    timetables: 'timetable_versions',
    'timetable-feeds': 'users',
    [DRAFT_ENTITY]: null,
    [LOADS_ENTITY]: 'class_subjects',
    [LIMITS_ENTITY]: 'users',
    [UNAVAILABILITY_ENTITY]: 'teacher_unavailability',
  },
  permissions: [...crudOf('timetable'), 'substitution-manage'],
  tables: tablesOf(timetableSchema, {
    timetable_feed_tokens: {
      excluded: 'a secret of the deployment’s links, issued anew after a restore',
    },
  }),
  demo: { ...timetableDemoSeed, after: ['academics', 'people', 'calendar', 'leave'] },
  menu: timetableMenu,
  plan: 'timetable',
  routes: timetableModuleRoutes,
  // The period register (attendance by period) reads a class-section's lessons of a date.
  connect: () => providePeriodLessons(sectionLessonsOn),
  usages: [
    {
      of: ACADEMIC_ROWS.shift,
      usage: usedBy(
        ['bell schedule', 'bell schedules'],
        bellSchedules,
        bellSchedules.shiftId,
        bellSchedules.name,
      ),
    },
    {
      of: ACADEMIC_ROWS.classSection,
      usage: usedBy(
        ['timetable', 'timetables'],
        timetableVersions,
        timetableVersions.classSectionId,
        timetableVersions.effectiveFrom,
      ),
    },
    {
      of: ACADEMIC_ROWS.classSection,
      usage: usedBy(
        ['substitution', 'substitutions'],
        substitutions,
        substitutions.classSectionId,
        substitutions.date,
      ),
    },
    {
      of: ACADEMIC_ROWS.classSubject,
      usage: usedBy(
        ['timetable lesson', 'timetable lessons'],
        timetableCells,
        timetableCells.classSubjectId,
        sql`'#' || ${timetableCells.versionId}`,
      ),
    },
    {
      of: ACADEMIC_ROWS.classSubject,
      usage: usedBy(
        ['substitution', 'substitutions'],
        substitutions,
        substitutions.classSubjectId,
        substitutions.date,
      ),
    },
  ],
});
