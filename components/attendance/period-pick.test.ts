import { clockIn, lessonAt, lessonKey, type DayLesson } from './period-pick';

const lesson = (period_id: number, start_time: string, end_time: string): DayLesson => ({
  period_id,
  period: `Period ${period_id}`,
  start_time,
  end_time,
  class_section_id: 5,
  class_section: 'Grade 5 - A',
  subject: 'Maths',
  cover: false,
});
// Given out of order, as a cover may come after the teacher's own lessons.
const day = [lesson(3, '10:20', '11:00'), lesson(1, '08:00', '08:40'), lesson(2, '08:40', '09:20')];

describe('the lesson the period screen opens first', () => {
  test.each<[string, string, number | undefined]>([
    ['before school: the first lesson', '07:30', 1],
    ['during period 1', '08:15', 1],
    ['at the bell ending period 1: period 2', '08:40', 2],
    ['in the break: the next lesson', '10:05', 3],
    ['after the last lesson: the last one', '15:00', 3],
  ])('%s', (_, now, id) => expect(lessonAt(day, now)?.period_id).toBe(id));
  test('an empty day has none', () => expect(lessonAt([], '09:00')).toBeUndefined());
});

test('a lesson is known by its class-section and period', () =>
  expect(lessonKey(lesson(2, '08:40', '09:20'))).toBe('5:2'));

test('the clock is read in the school’s time zone', () =>
  expect(clockIn('Asia/Kolkata', new Date('2026-11-28T03:00:00Z'))).toBe('08:30'));
