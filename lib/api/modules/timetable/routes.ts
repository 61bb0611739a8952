/** The timetable module's routes, in the order of the OpenAPI document. */
import { bellScheduleRoutes } from './bell-schedules';
import { feedRoutes } from './feed';
import { printRoutes } from './print';
import { roomRoutes } from './rooms';
import { substitutionRoutes } from './substitutions';
import { teacherWeekRoutes } from './teacher-week';
import { timetableRoutes } from './timetables';

export const timetableModuleRoutes = [
  ...bellScheduleRoutes,
  ...roomRoutes,
  ...teacherWeekRoutes,
  ...printRoutes,
  ...timetableRoutes,
  ...substitutionRoutes,
  ...feedRoutes,
];
