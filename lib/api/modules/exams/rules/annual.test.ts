import { annualOf, meanPercent } from './annual';

const WEIGHTS = { unit_test: 10, mid_term: 30, final: 60 } as const;

test.each([
  [[], null],
  [[null, null], null],
  [[7000], 7000],
  [[7000, null], 7000],
  // 66.66 and 66.67: the mean 66.665 rounds half up to 66.67.
  [[6666, 6667], 6667],
  [[6666, 6666, 6667], 6666],
])('the mean of %j is %p', (percents, mean) => {
  expect(meanPercent(percents)).toBe(mean);
});

test('two unit tests weigh as one type, by their mean', () => {
  const annual = annualOf(
    [
      { type: 'unit_test', percent: 6000 },
      { type: 'unit_test', percent: 8000 },
      { type: 'mid_term', percent: 5000 },
      { type: 'final', percent: 9000 },
    ],
    WEIGHTS,
  );
  expect(annual.byType).toEqual({ unit_test: 7000, mid_term: 5000, final: 9000 });
  // (10 × 70 + 30 × 50 + 60 × 90) / 100 = 76.
  expect(annual.percent).toBe(7600);
});

test('a type without a result leaves; the others keep their proportion', () => {
  const annual = annualOf(
    [
      { type: 'mid_term', percent: 5000 },
      { type: 'final', percent: null },
    ],
    WEIGHTS,
  );
  expect(annual).toEqual({ byType: { mid_term: 5000, final: null }, percent: 5000 });
});

test('a type weighing nothing does not count', () => {
  const annual = annualOf([{ type: 'unit_test', percent: 4000 }], { ...WEIGHTS, unit_test: 0 });
  expect(annual.percent).toBeNull();
});
