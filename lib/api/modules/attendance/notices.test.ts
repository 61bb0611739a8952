/**
 * A saved register tells the guardians (issue 28): who hears of an absence or a late arrival,
 * under which key, once per student and day however often the day is saved; a write rolled
 * back tells nobody; an event the school has switched off tells nobody. Read from the
 * deliveries the notifications module records (`notification_deliveries`).
 */
import { sql } from 'drizzle-orm';
import { formatDate, isDateFormat } from '../../../calendar';
import { schoolFormatOf } from '../../../school-format';
import type { TestApi } from '../../test-support/harness';
import {
  deliveriesUnder,
  guardianIdsOf,
  rowsOf,
  switchEvents,
} from '../../test-support/notice-deliveries';
import { defined } from '../../../test-support/defined';
import { startAsAdmin, type As } from '../academics/test-support/factories';
import { absenceEventOf, noticeAbsences } from './notices';
import {
  classWithStudents,
  codesOf,
  schoolIdOf,
  schoolToday,
  weekdayBefore,
} from './test-support/helpers';

let t: TestApi;
let as: As;
let today: string;
let section: { id: number; name: string };
let students: { id: number; first_name: string }[];
let codes: Map<string, number>;
let dateFormat: string;
beforeAll(async () => {
  ({ t, as } = await startAsAdmin());
  today = await schoolToday(t, as);
  ({ section, students } = await classWithStudents(t, as, 3));
  codes = await codesOf(t, as);
  dateFormat = (await t.call('GET', '/api/get-school-settings', as)).body.data.date_format;
});
afterAll(() => t.close());

const student = (i: number) => defined(students[i], `student ${i} of the class`);
const code = (name: string) => defined(codes.get(name), `the ${name} code`);

const guardiansOf = (studentId: number) => guardianIdsOf(t, studentId);

/** Saves the whole class-section's day: our students as given, everyone else present. */
async function saveDay(date: string, statuses: Record<number, string>) {
  const day = await t.call(
    'GET',
    `/api/student-attendance?class_section_id=${section.id}&date=${date}`,
    as,
  );
  const marks = day.body.data.marks.map((m: { student_id: number }) => ({
    student_id: m.student_id,
    code_id: code(statuses[m.student_id] ?? 'present'),
    remark: null,
  }));
  const saved = await t.call('PUT', '/api/student-attendance', {
    ...as,
    body: { class_section_id: section.id, date, marks },
  });
  expect(saved.status).toBe(200);
}

test('which saved codes announce an absence or a late arrival', () => {
  const cases: [Parameters<typeof absenceEventOf>[0], ReturnType<typeof absenceEventOf>][] = [
    [{ counts_as: 'absent', builtin: 'absent' }, 'student_absent'],
    [{ counts_as: 'absent', builtin: null }, 'student_absent'], // a school's own, e.g. Unexcused
    [{ counts_as: 'present', builtin: 'late' }, 'student_late'],
    [{ counts_as: 'absent', builtin: 'on_leave' }, null], // approved leave: the guardian asked
    [{ counts_as: 'present', builtin: 'present' }, null],
    [{ counts_as: 'half', builtin: 'half_day' }, null],
    [{ counts_as: 'excluded', builtin: null }, null], // a school trip
    [undefined, null],
  ];
  for (const [c, event] of cases) expect(absenceEventOf(c)).toBe(event);
});

test("a saved register tells the absent and late students' guardians, once per student and day", async () => {
  const day = weekdayBefore(today, 3);
  const [absent, late, present] = [student(0).id, student(1).id, student(2).id];
  await saveDay(day, { [absent]: 'absent', [late]: 'late' });

  const [absentGuardian] = await guardiansOf(absent);
  const told = await deliveriesUnder(t, `student_absent:${absent}:`);
  expect(told.map((d) => [d.event_key, d.recipient_user_id, d.state])).toEqual([
    [`student_absent:${absent}:${day}`, absentGuardian, 'queued'],
  ]);
  expect(told[0]?.params).toMatchObject({
    student: expect.stringContaining(student(0).first_name),
    class_section: section.name,
    date: formatDate(day, isDateFormat(dateFormat) ? dateFormat : 'DD/MM/YYYY'),
  });
  expect(told[0]?.link).toBe('/guardian/attendance');
  // Told in the app and by e-mail (the default channels of a guardian's event).
  expect(
    (await deliveriesUnder(t, `student_absent:${absent}:`, null)).map((d) => d.channel),
  ).toEqual(['email', 'in_app']);
  expect(
    (await deliveriesUnder(t, `student_late:${late}:`)).map((d) => [d.event, d.recipient_user_id]),
  ).toEqual([['student_late', defined((await guardiansOf(late))[0], 'a guardian')]]);
  expect(await deliveriesUnder(t, `student_absent:${present}:`)).toEqual([]);
  expect(await deliveriesUnder(t, `student_late:${present}:`)).toEqual([]);

  // Re-saved as it was, edited to present and back: still the one message of that day.
  await saveDay(day, { [absent]: 'absent', [late]: 'late' });
  await saveDay(day, { [late]: 'late' });
  await saveDay(day, { [absent]: 'absent', [late]: 'late' });
  expect(await deliveriesUnder(t, `student_absent:${absent}:`, null)).toHaveLength(2);
  expect(await deliveriesUnder(t, `student_late:${late}:`, null)).toHaveLength(2);
});

test('a register whose transaction is rolled back tells nobody', async () => {
  const schoolId = await schoolIdOf(t, as.school);
  const day = weekdayBefore(today, 4);
  const codeRows = (await t.call('GET', '/api/attendance-codes?per_page=100', as)).body.data;
  await expect(
    t.handle.db.transaction(async (tx) => {
      await noticeAbsences(tx, {
        schoolId,
        format: schoolFormatOf({}),
        date: day,
        classSection: section.name,
        marks: [{ student_id: student(2).id, code_id: code('absent') }],
        codes: codeRows,
        names: new Map([[student(2).id, 'Ada']]),
      });
      // The notice was recorded inside the transaction…
      const inside = await rowsOf<{ n: number }>(
        tx,
        sql`select count(*)::int as n from notification_deliveries
          where event_key = ${`student_absent:${student(2).id}:${day}`}`,
      );
      expect(inside[0]?.n).toBeGreaterThan(0);
      throw new Error('the register failed to save');
    }),
  ).rejects.toThrow('the register failed to save');
  // …and went with it.
  expect(await deliveriesUnder(t, `student_absent:${student(2).id}:${day}`, null)).toEqual([]);
});

test('an event the school has switched off tells nobody', async () => {
  const day = weekdayBefore(today, 5);
  await switchEvents(t, as, { student_absent: false });
  try {
    await saveDay(day, { [student(2).id]: 'absent', [student(0).id]: 'late' });
    expect(await deliveriesUnder(t, `student_absent:${student(2).id}:${day}`, null)).toEqual([]);
    // Only that event: a late arrival is still told.
    expect(await deliveriesUnder(t, `student_late:${student(0).id}:${day}`)).toHaveLength(1);
  } finally {
    await switchEvents(t, as, { student_absent: true });
  }
});
