/**
 * The values of the exams schema (pure: browser, server and schema): exam types, grading scale
 * kinds and a grid's states (docs/ARCHITECTURE.md, "Exams").
 */
export const EXAM_TYPES = ['unit_test', 'mid_term', 'final'] as const;
export type ExamType = (typeof EXAM_TYPES)[number];

/** A marks scale grades percentages; a co-scholastic one lists grades without marks (A–E). */
export const SCALE_KINDS = ['marks', 'co_scholastic'] as const;
export type ScaleKind = (typeof SCALE_KINDS)[number];

/** A grid (exam × class-section × subject): draft from its first save, then submitted. */
export const SHEET_STATUSES = ['draft', 'submitted'] as const;
export type SheetStatus = (typeof SHEET_STATUSES)[number];

/**
 * A grading scale as a class was published with (`exam_classes.published_scale`): its name and
 * bands, percentages and points in hundredths. A published exam is graded by it, so editing the
 * scale later does not regrade it; republishing takes the scale as it is then.
 */
export type PublishedScale = {
  name: string;
  bands: {
    minPercent: number;
    grade: string;
    gradePoint: number | null;
    remark: string | null;
  }[];
};
