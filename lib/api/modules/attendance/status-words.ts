/**
 * The statuses' English labels and one-letter codes, free of zod: the guardian's dashboard and
 * the attendance screens show them without loading the request schemas (about 33 KB of zod).
 */
import type { AttendanceStatus } from '../../../db/schema/attendance-values';

export const STATUS_LABELS: Record<AttendanceStatus, string> = {
  present: 'Present',
  absent: 'Absent',
  late: 'Late',
  half_day: 'Half day',
  on_leave: 'On leave',
};

/** One letter per status for the month grids and their CSV. */
export const STATUS_CODES: Record<AttendanceStatus, string> = {
  present: 'P',
  absent: 'A',
  late: 'L',
  half_day: 'H',
  on_leave: 'LV',
};
