/**
 * "3 present, 2 absent": the counts a day's saved message names, in the reader's language
 * (issue 26). Rendered here, inside the request, since a catalogue message cannot nest one.
 */
import { apiMessage, renderApiText } from '../../http/messages';
import { readerLanguage } from '../../http/reader-language';
import type { StatusCounts } from './rules';
import type { AttendanceCode } from './codes';
import { STATUS_LABELS, type AttendanceStatus } from './schemas';

const COUNT_KEYS: Record<AttendanceStatus, string> = {
  present: 'done.attendanceCounts.present',
  absent: 'done.attendanceCounts.absent',
  late: 'done.attendanceCounts.late',
  half_day: 'done.attendanceCounts.halfDay',
  on_leave: 'done.attendanceCounts.onLeave',
};

export async function savedCounts(summary: StatusCounts): Promise<string> {
  const locale = await readerLanguage();
  return (Object.keys(summary) as AttendanceStatus[])
    .filter((s) => summary[s] > 0)
    .map((s) => renderApiText(apiMessage(COUNT_KEYS[s], { count: summary[s] }), locale))
    .join(renderApiText(apiMessage('done.attendanceCounts.separator'), locale));
}

/**
 * The same for a register's codes: an original code under its own name in the reader's
 * language, a code of the school's own as "School trip: 2".
 */
export async function savedCodeCounts(
  codeIds: readonly number[],
  codes: readonly Pick<AttendanceCode, 'id' | 'name' | 'builtin'>[],
): Promise<string> {
  const locale = await readerLanguage();
  const counts = new Map<number, number>();
  for (const id of codeIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  return codes
    .filter((c) => counts.has(c.id))
    .map((c) => {
      const count = counts.get(c.id) ?? 0;
      const message =
        c.builtin && c.name === STATUS_LABELS[c.builtin]
          ? apiMessage(COUNT_KEYS[c.builtin], { count })
          : apiMessage('done.attendanceCounts.code', { name: c.name, count });
      return renderApiText(message, locale);
    })
    .join(renderApiText(apiMessage('done.attendanceCounts.separator'), locale));
}
