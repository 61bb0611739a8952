import { classStanding } from './class-status';

test.each([
  [{ published: true, grids: 4, submitted: 0 }, 'published'],
  [{ published: false, grids: 4, submitted: 4 }, 'submitted'],
  [{ published: false, grids: 4, submitted: 3 }, 'draft'],
  // No papers or no sections yet: nothing to submit, so not ready.
  [{ published: false, grids: 0, submitted: 0 }, 'draft'],
])('%j is %s', (counts, standing) => {
  expect(classStanding(counts)).toBe(standing);
});
