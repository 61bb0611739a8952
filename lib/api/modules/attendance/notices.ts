/**
 * What a saved register tells the guardians (issue 28): each student whose saved code counts
 * as absent is `student_absent`, one marked with the school's Late code `student_late`, to that
 * student's guardians, in the register's own transaction (a register that fails to save tells
 * nobody). The key names the student and the day, so a re-save or an edit of the same day never
 * sends a second message. Approved leave (the On leave code, written by the leave module) is no
 * absence to announce: the guardian applied for it. One register is one call of `notifyMany`,
 * whatever its size: the guardians are read in one query and the deliveries written together.
 */
import { formatDate, type IsoDate } from '../../../calendar';
import type { Executor } from '../../../db/client';
import type { SchoolFormat } from '../../../school-format';
import { notifyMany, type Notice } from '../notifications';
import { guardiansOfStudents } from '../people';
import type { AttendanceCode } from './codes';

type SavedMark = { student_id: number; code_id: number };

/** Which event a saved code announces, if any (pure: table-tested). */
export function absenceEventOf(
  code: Pick<AttendanceCode, 'counts_as' | 'builtin'> | undefined,
): 'student_absent' | 'student_late' | null {
  if (!code) return null;
  if (code.builtin === 'late') return 'student_late';
  if (code.counts_as === 'absent' && code.builtin !== 'on_leave') return 'student_absent';
  return null;
}

export async function noticeAbsences(
  tx: Executor,
  day: {
    schoolId: number;
    format: SchoolFormat;
    date: IsoDate;
    classSection: string;
    marks: readonly SavedMark[];
    codes: readonly AttendanceCode[];
    names: ReadonlyMap<number, string>;
  },
): Promise<void> {
  const codeById = new Map(day.codes.map((c) => [c.id, c]));
  const marked = day.marks.flatMap((m) => {
    const code = codeById.get(m.code_id);
    const event = absenceEventOf(code);
    return event && code ? [{ studentId: m.student_id, event, code: code.name }] : [];
  });
  if (!marked.length) return;
  const guardians = await guardiansOfStudents(
    tx,
    day.schoolId,
    marked.map((m) => m.studentId),
  );
  const date = formatDate(day.date, day.format.dateFormat);
  const notices: Notice[] = marked.flatMap((m) => {
    const recipients = guardians.get(m.studentId);
    if (!recipients?.length) return [];
    return [
      {
        schoolId: day.schoolId,
        event: m.event,
        key: `${m.event}:${m.studentId}:${day.date}`,
        recipients,
        params: {
          student: day.names.get(m.studentId) ?? '',
          date,
          class_section: day.classSection,
          code: m.code,
        },
        link: '/guardian/attendance',
      },
    ];
  });
  await notifyMany(tx, notices);
}
