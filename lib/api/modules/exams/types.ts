/**
 * The exams module's answer shapes, for the screens (no server code): the list's rows, a marks
 * grid, and a class-section's results. Marks, percentages and points are decimals.
 */
import type { ExamType, ScaleKind, SheetStatus } from '../../../db/schema/exams-values';

export type ExamListRow = {
  id: number;
  name: string;
  exam_type: ExamType;
  session_year_id: number;
  session_year_name: string;
  semester_id: number | null;
  class_count: number;
  published_count: number;
};

export type GridStudent = {
  student_id: number;
  name: string;
  roll_number: number | null;
  admission_no: string;
  marks: number | null;
  absent: boolean;
  exempt: boolean;
  /** Send it back with a change: a different stored version is a conflict (409). */
  version: number | null;
};

export type MarksGrid = {
  exam_id: number;
  class_section_id: number;
  class_section_name: string;
  subject_id: number;
  subject_name: string;
  max_marks: number;
  pass_marks: number;
  status: SheetStatus | 'empty';
  published: boolean;
  students: GridStudent[];
};

export type SubjectResultRow = {
  subject_id: number;
  state: 'marked' | 'absent' | 'exempt' | 'pending';
  marks: number | null;
  max_marks: number;
  percent: number | null;
  grade: string | null;
  grade_point: number | null;
  passed: boolean | null;
};

export type StudentResultRow = {
  student_id: number;
  name: string;
  roll_number: number | null;
  admission_no: string;
  subjects: SubjectResultRow[];
  total: number;
  max_total: number;
  percent: number | null;
  grade: string | null;
  grade_point: number | null;
  remark: string | null;
  passed: boolean | null;
  rank: number | null;
  pending: number;
  attendance_percent: number | null;
};

/** Where a class of an exam stands: its grids all submitted, or published by the office. */
export type ExamClassStatus = {
  class_id: number;
  class_name: string;
  status: 'draft' | 'submitted' | 'published';
};

/** A row of GET /api/exams (not of its CSV): the exam with the state of each of its classes. */
export type ExamListItem = ExamListRow & { classes: ExamClassStatus[] };

/** A paper of GET /api/exams/{id}/schedule (times HH:MM:SS, marks decimals). */
export type PaperRow = {
  class_id: number;
  class_name: string;
  subject_id: number;
  subject_name: string;
  date: string;
  start_time: string;
  end_time: string;
  max_marks: number;
  pass_marks: number;
};

/** A scale of GET /api/grading-scales, with its bands in order (percentages, points decimal). */
export type GradingScaleRow = {
  id: number;
  name: string;
  kind: ScaleKind;
  is_default: boolean;
  class_ids: number[];
  bands: {
    min_percent: number | null;
    grade: string;
    grade_point: number | null;
    remark: string | null;
  }[];
  /** GET's list: how many exams have a class published under it (they keep the bands they were published with). */
  published_exams?: number;
  /** PUT's answer: how many published exams keep bands other than the new ones until republished. */
  published_exams_kept?: number;
};
/** The rule the marks grid checks each cell with as one types (the API's own, pure). */
export { cellOf, type CellProblem } from './rules/cells';
export type { GridSummary } from './grid';
export { toHundredths } from './rules/marks';
