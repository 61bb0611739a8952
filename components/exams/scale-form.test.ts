import { blankScale, scaleBody, scaleInput } from './scale-form';

const scale = {
  id: 1,
  name: 'CBSE',
  kind: 'marks' as const,
  is_default: true,
  class_ids: [3],
  bands: [
    { min_percent: 33, grade: 'D', grade_point: 4, remark: null },
    { min_percent: 0, grade: 'E', grade_point: 0, remark: 'Needs help' },
  ],
};

test('a scale goes to the inputs and back unchanged', () => {
  expect({ id: scale.id, ...scaleBody(scaleInput(scale)) }).toEqual(scale);
});

test('empty numbers are null; a co-scholastic scale sends grades and remarks alone', () => {
  const input = { ...blankScale(), name: 'Conduct', is_default: true, class_ids: [3] };
  input.bands = [{ min_percent: '50', grade: 'A', grade_point: '', remark: ' ' }];
  expect(scaleBody(input).bands).toEqual([
    { min_percent: 50, grade: 'A', grade_point: null, remark: null },
  ]);
  expect(scaleBody({ ...input, kind: 'co_scholastic' })).toEqual({
    name: 'Conduct',
    kind: 'co_scholastic',
    is_default: false,
    class_ids: [],
    bands: [{ min_percent: null, grade: 'A', grade_point: null, remark: null }],
  });
});
