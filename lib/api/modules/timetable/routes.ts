/** The timetable module's routes, in the order of the OpenAPI document. */
import { bellScheduleEditRoutes } from './bell-schedule-edit';
import { bellScheduleRoutes } from './bell-schedules';
import { choiceRoutes } from './choices';
import { draftRoutes } from './drafts';
import { feedRoutes } from './feed';
import { inputRoutes } from './inputs';
import { printRoutes } from './print';
import { roomWeekRoutes } from './room-week';
import { roomRoutes } from './rooms';
import { substitutionCountRoutes } from './substitution-counts';
import { substitutionRoutes } from './substitutions';
import { teacherWeekRoutes } from './teacher-week';
import { timetableRoutes } from './timetables';

export const timetableModuleRoutes = [
  ...bellScheduleRoutes,
  ...bellScheduleEditRoutes,
  ...roomRoutes,
  ...choiceRoutes,
  ...teacherWeekRoutes,
  ...roomWeekRoutes,
  ...printRoutes,
  ...timetableRoutes,
  ...substitutionCountRoutes,
  ...inputRoutes,
  ...draftRoutes,
  ...substitutionRoutes,
  ...feedRoutes,
];
