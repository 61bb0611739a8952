/**
 * The timetable module's public answer types (no server imports), for the screens
 * (components/timetable) to read the API with.
 */

/** A lesson of a teacher's day, as `GET /api/timetables/teacher` answers it. */
export type TeacherLesson = {
  period_id: number;
  period: string;
  start_time: string;
  end_time: string;
  class_section_id: number;
  class_section: string;
  subject: string;
  room: string | null;
  /** A lesson of another teacher this one covers. */
  cover: boolean;
  /** Who covers this teacher's lesson that day, if anyone. */
  covered_by: string | null;
};
