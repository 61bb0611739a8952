/**
 * Exams (issue 30): grading scales, exams of a term for a set of classes, their schedule,
 * marks grids with their workflow (draft → submitted → published per class) and results
 * computed by the rules of ./rules (docs/ARCHITECTURE.md, "Exams").
 */
import * as examsSchema from '../../../db/schema/exams';
import { crudOf } from '../../../permissions/catalogue';
import { defineModule, tablesOf } from '../../http/module';
import { examsDemoSeed } from './demo-seed';
import { examsMenu } from './menu';
import { examRoutes } from './routes';

export const examsModule = defineModule({
  name: 'exams',
  audit: {
    exams: 'Exam',
    'grading-scales': 'Grading scale',
    'exam-schedules': 'Exam schedule',
    'exam-marks': 'Exam marks',
    'exam-mark-sheets': 'Marks sheet',
  },
  permissions: [...crudOf('exam'), 'exam-marks', 'exam-publish'],
  menu: examsMenu,
  tables: tablesOf(examsSchema),
  demo: { ...examsDemoSeed, after: ['academics', 'people'] },
  plan: 'exams',
  routes: examRoutes,
});
