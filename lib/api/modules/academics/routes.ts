/** Every route of the academic structure, in the order the OpenAPI document lists them. */
import type { RouteDefinition } from '../../http/route';
import { classGroupRoutes } from './class-groups';
import { classSectionRoutes } from './class-sections';
import { classSubjectRoutes } from './class-subjects';
import { classRoutes } from './classes';
import { mediumSectionStreamRoutes } from './named-lists';
import { semesterRoutes } from './semesters';
import { sessionYearRoutes } from './session-year-routes';
import { shiftRoutes } from './shifts';
import { subjectRoutes } from './subjects';

export const academicsRoutes: RouteDefinition[] = [
  ...mediumSectionStreamRoutes,
  ...shiftRoutes,
  ...semesterRoutes,
  ...classRoutes,
  ...classSectionRoutes,
  ...classGroupRoutes,
  ...subjectRoutes,
  ...classSubjectRoutes,
  ...sessionYearRoutes,
];
