/** The timetable module's routes, in the order of the OpenAPI document. */
import { bellScheduleRoutes } from './bell-schedules';
import { draftRoutes } from './drafts';
import { feedRoutes } from './feed';
import { inputRoutes } from './inputs';
import { roomRoutes } from './rooms';
import { substitutionRoutes } from './substitutions';
import { teacherWeekRoutes } from './teacher-week';
import { timetableRoutes } from './timetables';

export const timetableModuleRoutes = [
  ...bellScheduleRoutes,
  ...roomRoutes,
  ...teacherWeekRoutes,
  ...timetableRoutes,
  ...inputRoutes,
  ...draftRoutes,
  ...substitutionRoutes,
  ...feedRoutes,
];
