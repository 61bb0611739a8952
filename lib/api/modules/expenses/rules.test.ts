/** The expenses rules: dates against today, month ranges, and the chart's month × category sums. */
import { chartRange } from './chart';
import {
  expenseChart,
  expenseDateProblem,
  FUTURE_DATE_MESSAGE,
  monthLabel,
  monthsBetween,
  thisAndLastMonth,
  type MonthCategorySum,
} from './rules';

describe('expenseDateProblem', () => {
  test.each([
    ['2026-11-25', '2026-11-25', null],
    ['2026-11-24', '2026-11-25', null],
    ['2026-11-26', '2026-11-25', FUTURE_DATE_MESSAGE],
    ['2027-01-01', '2026-12-31', FUTURE_DATE_MESSAGE],
  ])('%s when today is %s → %s', (date, today, expected) => {
    expect(expenseDateProblem(date, today)).toBe(expected);
  });
});

describe('monthsBetween', () => {
  test.each([
    ['2026-11-03', '2026-11-25', ['2026-11']],
    ['2026-10-31', '2026-11-01', ['2026-10', '2026-11']],
    ['2025-11-15', '2026-02-01', ['2025-11', '2025-12', '2026-01', '2026-02']],
    ['2026-03-01', '2026-02-28', []],
  ])('%s to %s', (from, to, expected) => {
    expect(monthsBetween(from, to)).toEqual(expected);
  });

  test('keeps the latest months when the range is longer than the cap', () => {
    expect(monthsBetween('2020-01-01', '2026-06-30', 3)).toEqual(['2026-04', '2026-05', '2026-06']);
  });
});

describe('thisAndLastMonth', () => {
  test.each([
    ['2026-11-25', '2026-11-01', '2026-11-30', '2026-10-01', '2026-10-31'],
    ['2026-01-10', '2026-01-01', '2026-01-31', '2025-12-01', '2025-12-31'],
    ['2028-03-31', '2028-03-01', '2028-03-31', '2028-02-01', '2028-02-29'],
  ])('%s', (today, first, last, previousFirst, previousLast) => {
    expect(thisAndLastMonth(today)).toEqual({
      current: { first, last },
      previous: { first: previousFirst, last: previousLast },
    });
  });
});

describe('chartRange', () => {
  test.each([
    [undefined, undefined, '2026-11-25', { from: '2026-06-01', to: '2026-11-25' }],
    ['2026-09-10', undefined, '2026-11-25', { from: '2026-09-10', to: '2026-11-25' }],
    [undefined, '2026-03-15', '2026-11-25', { from: '2025-10-01', to: '2026-03-15' }],
    ['2026-01-01', '2026-02-01', '2026-11-25', { from: '2026-01-01', to: '2026-02-01' }],
  ])('from %s to %s, today %s', (from, to, today, expected) => {
    expect(chartRange(from, to, today)).toEqual(expected);
  });
});

test('monthLabel', () => {
  expect(monthLabel('2026-03')).toBe('Mar 2026');
  expect(monthLabel('2026-03', 'fr')).toBe('mars 2026');
  expect(monthLabel('nonsense')).toBe('nonsense');
});

describe('expenseChart', () => {
  const sum = (month: string, id: number, amount: number): MonthCategorySum => ({
    month,
    category_id: id,
    category: id === 1 ? 'Utilities' : id === 2 ? 'Repairs' : 'Books',
    amount,
  });
  const months = ['2026-09', '2026-10', '2026-11'];

  test.each([
    {
      name: 'nothing spent: every month zero, no series',
      sums: [],
      categories: [],
      month_totals: [0, 0, 0],
      total: 0,
    },
    {
      name: 'gaps are zero; series largest first',
      sums: [sum('2026-09', 1, 1000), sum('2026-11', 1, 500), sum('2026-10', 2, 9000)],
      categories: [
        { id: 2, name: 'Repairs', amounts: [0, 9000, 0], total: 9000 },
        { id: 1, name: 'Utilities', amounts: [1000, 0, 500], total: 1500 },
      ],
      month_totals: [1000, 9000, 500],
      total: 10500,
    },
    {
      name: 'equal totals by name; months outside the range and zero sums left out',
      sums: [
        sum('2026-08', 1, 7777),
        sum('2026-10', 1, 300),
        sum('2026-10', 3, 300),
        sum('2026-11', 2, 0),
      ],
      categories: [
        { id: 3, name: 'Books', amounts: [0, 300, 0], total: 300 },
        { id: 1, name: 'Utilities', amounts: [0, 300, 0], total: 300 },
      ],
      month_totals: [0, 600, 0],
      total: 600,
    },
    {
      name: 'two sums of one month and category add up',
      sums: [sum('2026-09', 1, 250), sum('2026-09', 1, 750)],
      categories: [{ id: 1, name: 'Utilities', amounts: [1000, 0, 0], total: 1000 }],
      month_totals: [1000, 0, 0],
      total: 1000,
    },
  ])('$name', ({ sums, categories, month_totals, total }) => {
    expect(expenseChart(months, sums)).toEqual({ months, categories, month_totals, total });
  });
});
