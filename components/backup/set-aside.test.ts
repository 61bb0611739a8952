import { setAsideText } from './set-aside';

const none = {
  payments: 0,
  payment_cancellations: 0,
  attendance: 0,
  expenses: 0,
  stock_movements: 0,
  other: 0,
};

test('names each kind of record there is, payments first, and nothing when there is none', () => {
  expect(setAsideText(none)).toBeNull();
  expect(setAsideText({ ...none, payments: 1 })).toBe('1 fee payment (with its receipt)');
  expect(setAsideText({ ...none, payments: 3, attendance: 40, other: 2 })).toBe(
    '3 fee payments (with their receipts), 40 attendance marks and 2 other records',
  );
});
