/** The school calendar: holidays (weekly off days are a school setting, see school-calendar.ts). */
import { defineModule } from '../../http/module';
import { usedBy } from '../../http/usages';
import { holidays } from '../../../db/schema/calendar';
import { ACADEMIC_ROWS } from '../academics';
import { holidayRoutes } from './holidays';

export const calendarModule = defineModule({
  name: 'calendar',
  routes: holidayRoutes,
  usages: [
    {
      of: ACADEMIC_ROWS.sessionYear,
      usage: usedBy(['holiday', 'holidays'], holidays, holidays.sessionYearId, holidays.title),
    },
  ],
});
