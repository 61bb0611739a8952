/**
 * "3 present, 2 absent": the counts a day's saved message names, in the reader's language
 * (issue 26). Rendered here, inside the request, since a catalogue message cannot nest one.
 */
import { apiMessage, renderApiText } from '../../http/messages';
import { readerLanguage } from '../../http/reader-language';
import type { StatusCounts } from './rules';
import type { AttendanceStatus } from './schemas';

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
