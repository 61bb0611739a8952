import { fillPlaceholders, missingForKind, unknownPlaceholders } from './rules';

describe('fillPlaceholders', () => {
  test.each([
    [
      '{student_name} of {class}',
      { student_name: 'Aisha Khan', class: '5 A' },
      'Aisha Khan of 5 A',
    ],
    ['Born {date_of_birth}.', {}, 'Born .'],
    ['{not_a_placeholder} stays', { student_name: 'x' }, '{not_a_placeholder} stays'],
    ['{reason}{reason}', { reason: 'moved' }, 'movedmoved'],
    ['no placeholders', { student_name: 'x' }, 'no placeholders'],
  ])('%s', (text, values, expected) => {
    expect(fillPlaceholders(text, values)).toBe(expected);
  });
});

test('unknownPlaceholders names each typo once', () => {
  expect(unknownPlaceholders('{student_nam} {class} {student_nam} {guardian}')).toEqual([
    'student_nam',
    'guardian',
  ]);
  expect(unknownPlaceholders('{student_name} in {class}')).toEqual([]);
});

test('a transfer certificate needs a leaving date and a reason; the others need neither', () => {
  expect(missingForKind('transfer', {})).toEqual(['leaving_date', 'reason']);
  expect(missingForKind('transfer', { leaving_date: '2026-11-01', reason: '  ' })).toEqual([
    'reason',
  ]);
  expect(missingForKind('transfer', { leaving_date: '2026-11-01', reason: 'Moved' })).toEqual([]);
  expect(missingForKind('bonafide', {})).toEqual([]);
});
