/**
 * Results and report cards (docs/ARCHITECTURE.md, "Results and report cards"): exam-type
 * weights, the annual result, the class teacher's remarks and the report-card PDFs. Mounted
 * before the exam routes, so /exams/annual-results is not read as an exam's id.
 */
import { annualResultRoutes } from './annual-results';
import { weightRoutes } from './weights';

export const reportRoutes = [...weightRoutes, ...annualResultRoutes];
