/**
 * The calendar's part of the demo (life only, so API tests start with no holidays): a few
 * holidays around today — one just past, inside the weeks of seeded attendance, and the next
 * ones ahead for the dashboard — and Hillcrest closes on Saturdays as well as Sundays.
 */
import { addDays, nextWorkingDay, parseWeeklyOffDays, todayIn } from '../../../calendar';
import { holidays } from '../../../db/schema/calendar';
import type { ModuleDemoSeed } from '../../demo/context';
import { sessionYearOn } from '../academics';
import { schoolSetting, writeSchoolSettings } from '../platform';

const HOLIDAYS: Record<
  string,
  { title: string; from: number; days: number; description: string }[]
> = {
  riverside: [
    {
      title: 'Founders Day',
      from: -9,
      days: 1,
      description: 'The school celebrates its founding.',
    },
    {
      title: 'Winter break',
      from: 12,
      days: 5,
      description: 'School closed for the winter break.',
    },
    { title: 'Republic Day', from: 40, days: 1, description: 'National holiday.' },
  ],
  hillcrest: [
    { title: 'Staff training day', from: -8, days: 1, description: 'No lessons: staff training.' },
    { title: 'Christmas holidays', from: 14, days: 10, description: 'School closed.' },
    { title: 'Half term', from: 60, days: 5, description: 'Spring half term.' },
  ],
};

export const calendarDemoSeed: ModuleDemoSeed = {
  module: 'calendar',
  life: async ({ tx, schoolId, school }) => {
    if (school.subdomain === 'hillcrest')
      await writeSchoolSettings(tx, schoolId, { weekly_off_days: 'sunday,saturday' });
    const today = todayIn((await schoolSetting(tx, schoolId, 'timezone')) ?? 'UTC');
    const calendar = {
      weeklyOffDays: parseWeeklyOffDays(await schoolSetting(tx, schoolId, 'weekly_off_days')),
      holidays: [],
    };
    const rows = [];
    for (const h of HOLIDAYS[school.subdomain] ?? []) {
      // A holiday starts on a working day, and never today (the demo's today is for marking).
      const start = nextWorkingDay(addDays(today, h.from === 0 ? 1 : h.from), calendar) ?? today;
      if (start === today) continue;
      const end = addDays(start, h.days - 1);
      const session = await sessionYearOn(tx, schoolId, start);
      if (!session || end > session.endDate) continue;
      rows.push({
        schoolId,
        sessionYearId: session.id,
        title: h.title,
        startDate: start,
        endDate: end,
        description: h.description,
      });
    }
    if (rows.length) await tx.insert(holidays).values(rows);
  },
};
