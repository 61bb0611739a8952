/**
 * Exams (issue 30): grading scales, exams of a term for a set of classes, their schedule,
 * marks grids with their workflow (draft → submitted → published per class) and results
 * computed by the rules of ./rules (docs/ARCHITECTURE.md, "Exams").
 */
import * as examsSchema from '../../../db/schema/exams';
import * as examReportsSchema from '../../../db/schema/exams-reports';
import { crudOf } from '../../../permissions/catalogue';
import { defineModule, tablesOf } from '../../http/module';
import { examsDemoSeed } from './demo-seed';
import { examsMenu } from './menu';
import { examRoutes } from './routes';
import { reportRoutes } from './report-routes';

export const examsModule = defineModule({
  name: 'exams',
  // An exam's whole timetable, recorded under the exam's id.
  auditTables: { 'exam-schedules': 'exams' },
  audit: {
    exams: 'Exam',
    'grading-scales': 'Grading scale',
    'exam-schedules': 'Exam schedule',
    'exam-marks': 'Exam marks',
    'exam-mark-sheets': 'Marks sheet',
    'exam-type-weights': 'Exam type weights',
    'report-card-remarks': 'Report card remarks',
    'report-card-settings': 'Report card settings',
  },
  permissions: [...crudOf('exam'), 'exam-marks', 'exam-publish'],
  menu: examsMenu,
  tables: [
    ...tablesOf(
      examsSchema,
      {},
      {
        exam_classes: {
          published_scale: {
            noSchoolIds: 'the grading scale as the class was published with: its name and bands',
          },
        },
      },
    ),
    ...tablesOf(examReportsSchema),
  ],
  demo: { ...examsDemoSeed, after: ['academics', 'people'] },
  plan: 'exams',
  // Results and report cards first: /exams/annual-results before /exams/:id.
  routes: [...reportRoutes, ...examRoutes],
});
