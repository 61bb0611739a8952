/** The attendance milestones' rules: absences in a row and months below the mark. */
import type { CountsAs } from '../../../db/schema/attendance-values';
import { absentRuns, lowMonths, type CountedMark } from './milestones-rules';

const mark = (date: string, countsAs: CountsAs, onLeave = false): CountedMark => ({
  date,
  countsAs,
  onLeave,
});
const A = (date: string) => mark(date, 'absent');
const P = (date: string) => mark(date, 'present');

test.each<[string, CountedMark[], { start: string; end: string; days: number }[]]>([
  [
    'three absences in a row make a run',
    [A('2026-03-02'), A('2026-03-03'), A('2026-03-04')],
    [{ start: '2026-03-02', end: '2026-03-04', days: 3 }],
  ],
  ['two are not enough', [A('2026-03-02'), A('2026-03-03'), P('2026-03-04')], []],
  [
    'unmarked days (a weekend) neither break nor extend a run; marks come in any order',
    [A('2026-03-09'), A('2026-03-06'), A('2026-03-05'), P('2026-03-10')],
    [{ start: '2026-03-05', end: '2026-03-09', days: 3 }],
  ],
  [
    'a present day ends a run, and a run still open at the end counts',
    [
      A('2026-03-02'),
      A('2026-03-03'),
      A('2026-03-04'),
      P('2026-03-05'),
      A('2026-03-06'),
      A('2026-03-09'),
      A('2026-03-10'),
      A('2026-03-11'),
    ],
    [
      { start: '2026-03-02', end: '2026-03-04', days: 3 },
      { start: '2026-03-06', end: '2026-03-11', days: 4 },
    ],
  ],
  [
    'approved leave (absent by its code) is not an absence run',
    [A('2026-03-02'), mark('2026-03-03', 'absent', true), A('2026-03-04'), A('2026-03-05')],
    [],
  ],
  [
    'an excused day (excluded) or a half day breaks the run',
    [
      A('2026-03-02'),
      A('2026-03-03'),
      mark('2026-03-04', 'excluded'),
      A('2026-03-05'),
      mark('2026-03-06', 'half'),
      A('2026-03-09'),
    ],
    [],
  ],
])('%s', (_name, marks, runs) => {
  expect(absentRuns(marks)).toEqual(runs);
});

/** `present` present days and `absent` absent days in a month, from its 1st. */
const month = (m: string, present: number, absent: number) =>
  Array.from({ length: present + absent }, (_, i) =>
    mark(`${m}-${String(i + 1).padStart(2, '0')}`, i < present ? 'present' : 'absent'),
  );

test.each<[string, CountedMark[], string, { month: string; last: string; percent: number }[]]>([
  [
    'a finished month under 75% is low',
    month('2026-02', 14, 6),
    '2026-03-10',
    [{ month: '2026-02', last: '2026-02-28', percent: 70 }],
  ],
  ['exactly 75% is not low', month('2026-02', 15, 5), '2026-03-10', []],
  ['the month in progress is not judged', month('2026-03', 5, 5), '2026-03-20', []],
  [
    'months come in order; excused days are left out of the %',
    [
      ...month('2026-01', 10, 10),
      ...month('2025-12', 15, 5),
      mark('2026-02-02', 'excluded'),
      ...month('2025-11', 1, 3),
    ],
    '2026-03-01',
    [
      { month: '2025-11', last: '2025-11-30', percent: 25 },
      { month: '2026-01', last: '2026-01-31', percent: 50 },
    ],
  ],
])('%s', (_name, marks, today, months) => {
  expect(lowMonths(marks, today)).toEqual(months);
});
