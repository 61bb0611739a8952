/** The timetable API's answers as the screens read them (lib/api/modules/timetable). */
import type { TeacherLesson } from '@/lib/api/modules/timetable/types';

export type Person = { id: number; name: string };

export type BellPeriod = {
  id: number;
  name: string;
  kind: 'period' | 'break';
  start_time: string;
  end_time: string;
};

export type DayPlan = { day: number; bell_schedule_id: number; periods: BellPeriod[] };

export type Cell = {
  day: number;
  period_id: number;
  class_subject_id: number;
  room_id: number | null;
};

export type ShownCell = Cell & { subject: string; teachers: Person[]; room: string | null };

export type VersionRef = { id: number; effective_from: string; status: 'draft' | 'published' };

export type Timetable = {
  class_section: { id: number; name: string };
  date: string;
  version: (VersionRef & { source: 'manual' | 'solver' }) | null;
  cells: ShownCell[];
  days: DayPlan[];
  versions: VersionRef[];
  warnings?: string[];
};

export type Choices = {
  class_sections: { id: number; name: string; class_id: number }[];
  class_subjects: { id: number; class_id: number; subject: string; teachers: Person[] }[];
  rooms: Person[];
  teachers: Person[];
  shifts: Person[];
};

/** A lesson of a teacher's day, as `GET /api/timetables/teacher` answers it. */
export type { TeacherLesson };

export type TeacherDay = {
  date: string;
  day: number;
  day_kind: 'working' | 'holiday' | 'weekly_off';
  holiday: string | null;
  lessons: TeacherLesson[];
};

export type TeacherWeek = {
  teacher: Person;
  week: { monday: string; sunday: string };
  days: TeacherDay[];
};

/** `GET /api/timetables/room`: the lessons held in a room, day by day. */
export type RoomWeek = Omit<TeacherWeek, 'teacher'> & { room: Person };

export type BoardPeriod = {
  class_section_id: number;
  class_section: string;
  period_id: number;
  period: string;
  start_time: string;
  end_time: string;
  class_subject_id: number;
  subject: string;
  absent: Person[];
  substitute: { user_id: number; name: string } | null;
  suggestions: { user_id: number; name: string; same_subject: boolean; covers_this_week: number }[];
};

export type Board = {
  date: string;
  day_kind: 'working' | 'holiday' | 'weekly_off';
  holiday: string | null;
  periods: BoardPeriod[];
};
