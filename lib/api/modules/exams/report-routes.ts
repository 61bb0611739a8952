/**
 * Results and report cards (docs/ARCHITECTURE.md, "Results and report cards"): exam-type
 * weights, the annual result, the class teacher's remarks and the report-card PDFs. Mounted
 * before the exam routes, so /exams/annual-results is not read as an exam's id.
 */
import { annualResultRoutes } from './annual-results';
import { markSheetRoutes } from './mark-sheet';
import { studentResultRoutes } from './student-results';
import { remarkRoutes } from './remarks';
import { reportCardRoutes } from './report-card-routes';
import { weightRoutes } from './weights';

export const reportRoutes = [
  ...weightRoutes,
  ...annualResultRoutes,
  ...remarkRoutes,
  ...reportCardRoutes,
  ...markSheetRoutes,
  ...studentResultRoutes,
];
