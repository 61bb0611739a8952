/**
 * The lessons a period register is taken for come from the timetable module, which sits above
 * attendance (it reads attendance's staff absences for the substitutions board), so attendance
 * cannot import it without a circle (docs/ARCHITECTURE.md, "Module boundaries"). Attendance
 * offers this hook; the timetable manifest's `connect` registers its look-up
 * (timetable/attendance-lookups.ts, exported through its index).
 */
import type { Executor } from '../../../db/client';

/** A lesson held in a period of a date, as the period register needs it. */
export type PeriodLesson = {
  period_id: number;
  period: string;
  /** `HH:MM` */
  start_time: string;
  end_time: string;
  class_subject_id: number;
  subject: string;
  /** The class-subject's teachers. */
  teacher_ids: number[];
  /** The teacher covering the lesson that date, if one was assigned. */
  substitute_user_id: number | null;
};

/** A class-section's lessons on a date (its version in force that weekday), in start order. */
export type PeriodLessonSource = (
  db: Executor,
  schoolId: number,
  classSectionId: number,
  date: string,
) => Promise<PeriodLesson[]>;

let source: PeriodLessonSource | undefined;

/** Called once by the timetable manifest's `connect`. */
export function providePeriodLessons(lookup: PeriodLessonSource): void {
  source = lookup;
}

/** Without the timetable module mounted there are no lessons, so no period to take. */
export const lessonsOfSectionOn: PeriodLessonSource = (db, schoolId, classSectionId, date) =>
  source ? source(db, schoolId, classSectionId, date) : Promise.resolve([]);
