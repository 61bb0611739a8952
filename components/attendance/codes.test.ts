import { nextCode, textOn, type AttendanceCode } from './codes';

const code = (id: number, active = true): AttendanceCode => ({
  id,
  name: `C${id}`,
  code: `C${id}`,
  colour: '#15803d',
  counts_as: 'present',
  active,
  builtin: null,
  position: id,
});

describe('a register tap cycles through the active codes', () => {
  const codes = [code(1), code(2), code(3, false), code(4)];
  test.each<[number | null, number | undefined]>([
    [1, 2],
    [2, 4], // a retired code is skipped
    [4, 1], // and the cycle wraps round
    [3, 1], // from a retired code (an old mark), to the first active one
    [null, 1],
  ])('after %s comes %s', (from, to) => expect(nextCode(codes, from)?.id).toBe(to));
});

test.each([
  ['#15803d', '#ffffff'],
  ['#b91c1c', '#ffffff'],
  ['#fde047', '#111111'],
  ['#ffffff', '#111111'],
  ['not a colour', '#111111'],
])('text on %s is %s', (colour, text) => expect(textOn(colour)).toBe(text));
