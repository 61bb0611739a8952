/** The pure academic rules, as tables. */
import { renderApiText } from '../../http/messages';
import {
  defaultChange,
  electiveGroupProblems,
  electiveRemovalProblem,
  sessionYearDeleteProblem,
} from './rules';

describe('electiveGroupProblems', () => {
  test.each([
    // name, choose, subjects → fields with a problem
    ['Arts', 1, 2, []],
    ['Arts', 2, 3, []],
    ['Arts', 2, 2, ['choose_count']],
    ['Arts', 3, 2, ['choose_count']],
    ['Arts', 0, 3, ['choose_count']],
    ['Arts', null, 3, ['choose_count']],
    ['Arts', 1.5, 3, ['choose_count']],
    ['Arts', 1, 1, ['subject_ids']],
    ['  ', 1, 3, ['group_name']],
    [null, null, 0, ['group_name', 'subject_ids', 'choose_count']],
  ])('%j choose %j of %j → %j', (name, choose, subjectCount, fields) => {
    const problems = electiveGroupProblems({ name, choose, subjectCount });
    expect(problems.map((p) => p.field)).toEqual(fields);
  });

  test.each([
    [1, 3, false],
    [2, 3, true],
    [1, 2, true],
  ])('removing one of %j-of-%j refused: %j', (choose, count, refused) => {
    expect(electiveRemovalProblem('Arts', choose, count) !== undefined).toBe(refused);
  });
});

describe('defaultChange (exactly one default session year)', () => {
  test.each([
    // isDefault, wantsDefault, schoolHasDefault → kind
    [false, true, true, 'make-default'],
    [false, true, false, 'make-default'],
    [true, true, true, 'keep'],
    [true, false, true, 'refuse'],
    [false, false, true, 'keep'],
    [false, false, false, 'make-default'],
  ])(
    'default=%j wants=%j school has one=%j → %s',
    (isDefault, wantsDefault, schoolHasDefault, kind) => {
      expect(defaultChange({ isDefault, wantsDefault, schoolHasDefault }).kind).toBe(kind);
    },
  );

  test.each([
    [true, 'cannot be deleted'],
    [false, undefined],
  ])('deleting a year that is default=%j', (isDefault, message) => {
    const found = sessionYearDeleteProblem({ isDefault, name: '2026-27' });
    const problem = found && renderApiText(found);
    if (message) expect(problem).toContain(message);
    else expect(problem).toBeUndefined();
  });
});
