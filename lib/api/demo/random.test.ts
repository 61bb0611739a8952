import { seededRandom } from './random';

test('the same seed gives the same sequence, another seed another one', () => {
  const draw = (seed: string) => {
    const r = seededRandom(seed);
    return Array.from({ length: 8 }, () => r.int(1, 1000));
  };
  expect(draw('riverside/people')).toEqual(draw('riverside/people'));
  expect(draw('riverside/people')).not.toEqual(draw('hillcrest/people'));
});

test('int stays within its bounds and reaches both ends', () => {
  const r = seededRandom(42);
  const seen = new Set<number>();
  for (let i = 0; i < 2000; i++) {
    const n = r.int(3, 7);
    expect(n).toBeGreaterThanOrEqual(3);
    expect(n).toBeLessThanOrEqual(7);
    seen.add(n);
  }
  expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
});
