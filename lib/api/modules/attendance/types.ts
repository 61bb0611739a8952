/**
 * What the screens share with the attendance module (row types of its lists and the pure rules the screens apply too): the public file
 * components/ imports (lint/module-boundaries.mjs). No server code: screens bundle it.
 */
export { countStatuses } from './rules';
export { STATUS_CODES, STATUS_LABELS } from './status-words';
import type { AttendanceStatus, CountsAs } from '../../../db/schema/attendance-values';

/** One of the school's attendance codes, as GET /api/attendance-codes and the day's read give it. */
export type AttendanceCode = {
  id: number;
  name: string;
  code: string;
  colour: string;
  counts_as: CountsAs;
  active: boolean;
  builtin: AttendanceStatus | null;
  position: number;
};

/** Today's registers not taken yet (the dashboard's `register_completion`, GET …/completion). */
export type RegisterCompletion = {
  date: string;
  /** Why no register is due that day (a holiday...), or null on a working day. */
  reason: string | null;
  /** Class-sections with active students. */
  total: number;
  class_sections: {
    id: number;
    name: string;
    students: number;
    class_teacher: { id: number; name: string } | null;
  }[];
};
