/** The academic structure: its routes (in the order the OpenAPI document lists them) and lists. */
import * as academicsSchema from '../../../db/schema/academics';
import { crudOf } from '../../../permissions/catalogue';
import { defineModule, tablesOf } from '../../http/module';
import { classGroupRoutes } from './class-groups';
import { classSectionRoutes } from './class-sections';
import { classSubjectRoutes } from './class-subjects';
import { classRoutes } from './classes';
import { academicsDashboard } from './dashboard';
import { academicsDemoSeed } from './demo-seed';
import { academicsMenu } from './menu';
import { academicsMetaData } from './meta-data';
import { mediumSectionStreamRoutes } from './named-lists';
import { semesterRoutes } from './semesters';
import { sessionYearRoutes } from './session-year-routes';
import { shiftRoutes } from './shifts';
import { subjectRoutes } from './subjects';

export const academicsModule = defineModule({
  name: 'academics',
  audit: {
    classes: 'Class',
    'class-sections': 'Class section',
    'class-subjects': 'Class subject',
    'class-groups': 'Class group',
    mediums: 'Medium',
    sections: 'Section',
    streams: 'Stream',
    shifts: 'Shift',
    semesters: 'Semester',
    subjects: 'Subject',
    'session-years': 'Session year',
  },
  permissions: crudOf(
    'class',
    'section',
    'class-group',
    'subject',
    'class-subject',
    'medium',
    'stream',
    'semester',
    'shift',
  ),
  menu: academicsMenu,
  tables: tablesOf(academicsSchema),
  demo: academicsDemoSeed,
  dashboard: academicsDashboard,
  routes: [
    ...mediumSectionStreamRoutes,
    ...shiftRoutes,
    ...semesterRoutes,
    ...classRoutes,
    ...classSectionRoutes,
    ...classGroupRoutes,
    ...subjectRoutes,
    ...classSubjectRoutes,
    ...sessionYearRoutes,
  ],
  metaData: academicsMetaData,
});
