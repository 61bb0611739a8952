/** A class sitting two papers at once, at the edges of the times. */
import { firstClash, firstRepeat, type TimedPaper } from './schedule';

const paper = (over: Partial<TimedPaper>): TimedPaper => ({
  classId: 1,
  subjectId: 1,
  date: '2026-12-01',
  startTime: '09:00:00',
  endTime: '10:00:00',
  ...over,
});

test.each([
  [
    'overlapping',
    { subjectId: 2, startTime: '09:30:00', endTime: '10:30:00' },
    { index: 1, other: 0 },
  ],
  ['inside', { subjectId: 2, startTime: '09:15:00', endTime: '09:45:00' }, { index: 1, other: 0 }],
  ['the same times', { subjectId: 2 }, { index: 1, other: 0 }],
  [
    'back to back (end exclusive)',
    { subjectId: 2, startTime: '10:00:00', endTime: '11:00:00' },
    null,
  ],
  ['another day', { subjectId: 2, date: '2026-12-02' }, null],
  ['another class', { classId: 2, subjectId: 2 }, null],
])('%s', (_name, second, clash) => {
  expect(firstClash([paper({}), paper(second)])).toEqual(clash);
});

test('a class and subject named twice', () => {
  expect(firstRepeat([paper({}), paper({ subjectId: 2 }), paper({ date: '2026-12-03' })])).toEqual({
    index: 2,
    other: 0,
  });
  expect(firstRepeat([paper({}), paper({ classId: 2 })])).toBeNull();
});
