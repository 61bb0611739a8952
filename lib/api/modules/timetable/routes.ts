/** The timetable module's routes, in the order of the OpenAPI document. */
import { bellScheduleRoutes } from './bell-schedules';
import { feedRoutes } from './feed';
import { roomRoutes } from './rooms';
import { substitutionRoutes } from './substitutions';
import { teacherWeekRoutes } from './teacher-week';
import { timetableRoutes } from './timetables';

export const timetableModuleRoutes = [
  ...bellScheduleRoutes,
  ...roomRoutes,
  ...teacherWeekRoutes,
  ...timetableRoutes,
  ...substitutionRoutes,
  ...feedRoutes,
];
