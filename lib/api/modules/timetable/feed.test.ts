/**
 * The iCalendar feed through the real API: the teacher issues their secret link, the feed
 * parses back (ical.js) into their lessons at the bell times, a new link retires the old one,
 * a revoked link answers 404, and a teacher cannot issue another teacher's link.
 */
import ICAL from 'ical.js';
import { eachDay, weekdayOf } from '../../../calendar';
import { admin, type As } from '../academics/test-support/factories';
import { schoolToday } from '../attendance/test-support/helpers';
import { startTestApi, type TestApi } from '../../test-support/harness';
import { timetableSetup } from './test-support/setup';
import { addDays } from '../../../calendar';

let t: TestApi;
let riverside: As;
beforeAll(async () => {
  t = await startTestApi();
  riverside = await admin(t, 'riverside');
});
afterAll(() => t.close());

test('a teacher’s feed parses back into their lessons; revoked or replaced links answer 404', async () => {
  const s = await timetableSetup(t, riverside);
  const today = await schoolToday(t, riverside);
  const from = addDays(today, -7);
  const saved = await t.call('PUT', `/api/timetables?class_section_id=${s.csA.id}`, {
    ...riverside,
    body: {
      effective_from: from,
      cells: [
        {
          day: 2,
          period_id: s.periods[1],
          class_subject_id: s.maths.classSubjectId,
          room_id: s.room.id,
        },
      ],
    },
  });
  expect(saved.status).toBe(200);
  const teacher: As = {
    token: await t.login(s.maths.email, 'Schola-demo-1', 'riverside'),
    school: 'riverside',
  };
  const artTeacher: As = {
    token: await t.login(s.art.email, 'Schola-demo-1', 'riverside'),
    school: 'riverside',
  };
  expect(
    (await t.call('POST', `/api/teachers/${s.maths.teacher}/timetable-token`, artTeacher)).status,
  ).toBe(403);
  const issued = await t.call('POST', `/api/teachers/${s.maths.teacher}/timetable-token`, teacher);
  expect(issued.status).toBe(200);
  const feed = await t.call('GET', issued.body.data.path, {});
  expect(feed.status).toBe(200);
  expect(feed.headers.get('content-type')).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(feed.body as string));
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  // Every Tuesday from a week ago to four weeks ahead that is a working day (none are holidays here).
  const tuesdays = [...eachDay(from, addDays(today, 27))].filter((d) => weekdayOf(d) === 'tuesday');
  expect(events.map((e) => e.startDate.toString())).toEqual(tuesdays.map((d) => `${d}T09:45:00`));
  expect(events[0]?.endDate.toString()).toBe(`${tuesdays[0]}T10:30:00`);
  expect(events[0]?.location).toBe(s.room.name);
  expect(events[0]?.summary).toMatch(new RegExp(`· ${saved.body.data.class_section.name}$`));
  // A new link retires the old; a revoked link is 404; a wrong token is 404.
  const again = await t.call('POST', `/api/teachers/${s.maths.teacher}/timetable-token`, riverside);
  expect((await t.call('GET', issued.body.data.path, {})).status).toBe(404);
  expect((await t.call('GET', again.body.data.path, {})).status).toBe(200);
  expect(
    (await t.call('DELETE', `/api/teachers/${s.maths.teacher}/timetable-token`, teacher)).status,
  ).toBe(200);
  expect((await t.call('GET', again.body.data.path, {})).status).toBe(404);
  expect(
    (await t.call('GET', `/api/teachers/${s.maths.teacher}/timetable.ics?token=x`, {})).status,
  ).toBe(404);
});
