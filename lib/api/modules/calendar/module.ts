/** The school calendar: holidays (weekly off days are a school setting, see school-calendar.ts). */
import * as calendarSchema from '../../../db/schema/calendar';
import { holidays } from '../../../db/schema/calendar';
import { crudOf } from '../../../permissions/catalogue';
import { defineModule, tablesOf } from '../../http/module';
import { usedBy } from '../../http/usages';
import { ACADEMIC_ROWS } from '../academics';
import { calendarDemoSeed } from './demo-seed';
import { holidayRoutes } from './holidays';
import { calendarMenu } from './menu';

export const calendarModule = defineModule({
  name: 'calendar',
  audit: { holidays: 'Holiday' },
  permissions: crudOf('holiday'),
  menu: calendarMenu,
  tables: tablesOf(calendarSchema),
  demo: { ...calendarDemoSeed, after: ['academics'] },
  plan: 'holidays',
  routes: holidayRoutes,
  usages: [
    {
      of: ACADEMIC_ROWS.sessionYear,
      usage: usedBy(['holiday', 'holidays'], holidays, holidays.sessionYearId, holidays.title),
    },
  ],
});
