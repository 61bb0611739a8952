/**
 * The school's plan limits where people are added (lib/api/modules/subscriptions): one active
 * student or staff member at a time (admission, an accepted application, a new teacher or
 * staff member), or a whole import file. Each counts under the plan's lock.
 */
import type { Executor } from '../../../db/client';
import { activeStaffCount } from '../identity';
import { assertRoomFor } from '../subscriptions';
import { activeStudentCount } from './counts';
import type { ImportKind } from './import/preview';

export const assertRoomForStudents = (tx: Executor, schoolId: number, adding: number) =>
  assertRoomFor(tx, schoolId, 'students', adding, () => activeStudentCount(tx, schoolId));

export const assertRoomForStaff = (tx: Executor, schoolId: number, adding: number) =>
  assertRoomFor(tx, schoolId, 'staff', adding, () => activeStaffCount(tx, schoolId));

export const assertRoomForImport = (
  tx: Executor,
  schoolId: number,
  kind: ImportKind,
  rows: number,
) =>
  kind === 'students'
    ? assertRoomForStudents(tx, schoolId, rows)
    : assertRoomForStaff(tx, schoolId, rows);
