/** Attendance statuses for the screens: the API's own pure rules, codes and labels. */
export { countStatuses } from '@/lib/api/modules/attendance/types';
export {
  STATUS_CODES,
  STATUS_LABELS,
  type AttendanceStatus,
} from '@/lib/api/modules/attendance/schemas';

/** The % as the API sends it (one decimal), or a dash when nothing is marked. */
export const percentText = (percent: number | null | undefined) =>
  percent === null || percent === undefined ? '—' : `${percent}%`;
