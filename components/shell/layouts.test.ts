import { asLayoutName, layoutFromPathAndSearch } from './layouts';

test.each([
  ['london', 'london'],
  [' Seoul ', 'seoul'],
  ['DUBAI', 'dubai'],
  ['paris', undefined],
  ['toString', undefined],
  ['', undefined],
  [null, undefined],
])('asLayoutName(%j) → %j', (input, expected) => {
  expect(asLayoutName(input)).toBe(expected);
});

test.each([
  ['/dashboard?layout=london', 'london'],
  ['/dashboard?x=1&layout=seoul', 'seoul'],
  ['/dashboard', undefined],
  ['/dashboard?layout=nope', undefined],
  [null, undefined],
])('layoutFromPathAndSearch(%j) → %j', (input, expected) => {
  expect(layoutFromPathAndSearch(input)).toBe(expected);
});
