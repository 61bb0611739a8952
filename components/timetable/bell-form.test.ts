import { blankForm, bodyOf, formOf, nextRow, toggleDay, type PeriodRow } from './bell-form';

const row = (kind: PeriodRow['kind'], start_time: string, end_time: string): PeriodRow => ({
  name: 'x',
  kind,
  start_time,
  end_time,
});

test('a new plan: six periods and a break after the third, each following the last', () => {
  const form = blankForm((n) => `P${n}`, 'Break');
  expect(form.periods.map((p) => p.name)).toEqual(['P1', 'P2', 'P3', 'Break', 'P4', 'P5', 'P6']);
  expect(form.periods[3]).toEqual({
    name: 'Break',
    kind: 'break',
    start_time: '11:00',
    end_time: '11:20',
  });
  expect(form.periods[4]?.start_time).toBe('11:20');
  expect(form.periods.at(-1)?.end_time).toBe('13:20');
  expect(form.days).toEqual([1, 2, 3, 4, 5]);
});

test.each([
  [[], { start_time: '09:00', end_time: '09:40' }],
  [[row('period', '10:00', '10:45')], { start_time: '10:45', end_time: '11:30' }],
  [
    [row('period', '10:00', '10:45'), row('break', '10:45', '11:00')],
    { start_time: '11:00', end_time: '11:45' },
  ],
  [[row('period', '23:30', '23:50')], { start_time: '23:50', end_time: '00:10' }],
] as const)('nextRow after %j', (rows, expected) =>
  expect(nextRow(rows, 'Next')).toMatchObject({ name: 'Next', kind: 'period', ...expected }),
);

test('a plan read into the form and back is the body the API takes', () => {
  const plan = {
    id: 4,
    name: 'Short Friday',
    shift_id: 2,
    days: [5],
    periods: [
      { id: 9, name: 'P1', kind: 'period' as const, start_time: '09:00', end_time: '09:40' },
    ],
  };
  expect(bodyOf(formOf(plan))).toEqual({
    name: 'Short Friday',
    shift_id: 2,
    days: [5],
    periods: [{ name: 'P1', kind: 'period', start_time: '09:00', end_time: '09:40' }],
  });
  expect(bodyOf({ ...formOf(plan), shift_id: '' }).shift_id).toBeNull();
});

test('toggleDay adds in order and removes', () => {
  expect(toggleDay([1, 5], 3)).toEqual([1, 3, 5]);
  expect(toggleDay([1, 3, 5], 3)).toEqual([1, 5]);
});
