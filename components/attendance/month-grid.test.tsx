/**
 * The month grid in the page's language (issue 26): English keeps its words and codes, Arabic
 * gets its own, and weekday names come from Intl in the locale.
 */
import { renderIn } from '@/components/i18n/render-in';
import type { Locale } from '@/lib/i18n/locales';
import type { AttendanceCode } from './codes';
import { MonthGrid, useCodeLegend, useStatusLegend, type GridRow } from './month-grid';

const counts = { present: 1, absent: 1, late: 0, half_day: 0, on_leave: 0 };
const row: GridRow = {
  id: 1,
  name: 'Aisha',
  marks: { '2026-11-02': 'present', '2026-11-03': 'absent' },
  counts,
  percent: 50,
};
const days = [
  { date: '2026-11-01', weekday: 'sunday', kind: 'weekly_off', holiday: null },
  { date: '2026-11-02', weekday: 'monday', kind: 'working', holiday: null },
  { date: '2026-11-03', weekday: 'tuesday', kind: 'working', holiday: null },
  { date: '2026-11-04', weekday: 'wednesday', kind: 'holiday', holiday: 'Diwali' },
];

function StaffGrid() {
  return (
    <MonthGrid
      caption="November"
      legend={useStatusLegend()}
      days={days}
      rows={[row]}
      footer={{ label: 'Class', counts, percent: 50 }}
    />
  );
}

const render = (locale: Locale) =>
  renderIn(locale, 'attendance', <StaffGrid />).replace(/<!-- -->/g, '');

test('English: the codes, the mark titles and the day names', () => {
  const html = render('en');
  expect(html).toContain('title="2026-11-03: Absent">A</td>');
  expect(html).toContain('title="Holiday: Diwali"');
  expect(html).toContain('title="Weekly off"');
  expect(html).toContain('title="Monday"');
  expect(html).toContain('>Tue</span>');
  expect(html).toContain('50%');
  expect(html).toContain('P Present · A Absent · L Late · H Half day · LV On leave · shaded');
});

test('Arabic: its own labels, codes and weekday names', () => {
  const html = render('ar');
  expect(html).toContain('title="2026-11-03: غائب">غ</td>');
  expect(html).toContain('title="عطلة: Diwali"');
  expect(html).toContain('title="الاثنين"');
  expect(html).not.toMatch(/Absent|Present|Monday/);
});

const codes: AttendanceCode[] = [
  {
    id: 7,
    name: 'Absent',
    code: 'A',
    colour: '#b91c1c',
    counts_as: 'absent',
    active: true,
    builtin: 'absent',
    position: 20,
  },
  {
    id: 9,
    name: 'School trip',
    code: 'T',
    colour: '#0369a1',
    counts_as: 'present',
    active: true,
    builtin: null,
    position: 80,
  },
];

function StudentGrid() {
  return (
    <MonthGrid
      caption="November"
      legend={useCodeLegend(codes)}
      days={days}
      rows={[{ ...row, marks: { '2026-11-02': 9, '2026-11-03': 7 }, counts: { 7: 1, 9: 1 } }]}
    />
  );
}

test("a school's codes: each in its colour, an original one in the page's language", () => {
  const html = renderIn('ar', 'attendance', <StudentGrid />).replace(/<!-- -->/g, '');
  expect(html).toContain(
    'style="color:#0369a1;font-weight:600" title="2026-11-02: School trip">T</td>',
  );
  expect(html).toContain('title="2026-11-03: غائب">غ</td>');
  expect(html).toContain('T School trip');
});
