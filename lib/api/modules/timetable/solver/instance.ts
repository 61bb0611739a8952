/**
 * What the timetable solver is given (read.ts builds it from the school's tables; the tests
 * write it by hand) and what it answers. Plain data, no database: the model, the pre-checks
 * and the reading of a solution are pure functions over it.
 */

/** A lesson period of a class-section's own bell plan (kind `period` only). */
export type SolverSlot = {
  day: number;
  periodId: number;
  start: string;
  end: string;
  /** The period's name ("Period 3"), as a problem names it. */
  period: string;
};

/** A class-subject a class-section must be taught, `load` periods a week. */
export type SolverLesson = {
  classSubjectId: number;
  subjectId: number;
  subject: string;
  load: number;
  teacherIds: readonly number[];
};

export type SolverSection = {
  id: number;
  /** "Grade 5 - A": the name the problems give. */
  name: string;
  slots: readonly SolverSlot[];
  lessons: readonly SolverLesson[];
  /** Its home room (the room most of its timetable in force uses), preferred when free. */
  roomId: number | null;
  /** Its active students, which a room's capacity must hold; null: not known. */
  students: number | null;
};

/** A room of the school; `capacity` null: not known, any class fits. */
export type SolverRoom = { id: number; capacity: number | null };

/** A time a teacher or a room is taken: unavailability, or a lesson of a section not drafted. */
export type Taken = {
  teacherIds: readonly number[];
  roomId: number | null;
  day: number;
  start: string;
  end: string;
  /** A lesson counts towards the teacher's limits; unavailability does not. */
  lesson: boolean;
};

export type TeacherFacts = { name: string; maxPerDay: number | null; maxPerWeek: number | null };

export type SolverInstance = {
  sections: readonly SolverSection[];
  teachers: ReadonlyMap<number, TeacherFacts>;
  taken: readonly Taken[];
  /** The school's rooms the solver chooses from (room-assignment.ts); none: lessons have none. */
  rooms: readonly SolverRoom[];
};

/** A requirement that cannot be met, as a message key of the draft screen and its values. */
export type Problem = {
  code:
    | 'noLoads'
    | 'sectionOverBell'
    | 'teacherOverLimit'
    | 'teacherNoTime'
    | 'lessonNoTime'
    | 'lessonUnplaced'
    /** A warning beside a draft: a lesson placed without a room (every fitting room taken). */
    | 'lessonNoRoom';
  values: Record<string, string | number>;
};

export type DraftCell = {
  day: number;
  period_id: number;
  class_subject_id: number;
  room_id: number | null;
};

/** A drafted class-section and how well it keeps the soft rule (a subject at most once a day). */
export type DraftedSection = {
  class_section_id: number;
  name: string;
  cells: DraftCell[];
  /** Lessons placed, of the periods its loads ask. */
  placed: number;
  required: number;
  /** Subjects whose lessons all fall on different days, of the subjects with a load. */
  spread_met: number;
  spread_total: number;
};
