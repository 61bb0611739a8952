import { translator } from '@/lib/i18n/translate';
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
  const t = translator('en', 'backup');
  expect(setAsideText(none, t)).toBeNull();
  expect(setAsideText({ ...none, payments: 1 }, t)).toBe('1 fee payment (with its receipt)');
  expect(setAsideText({ ...none, payments: 3, attendance: 40, other: 2 }, t)).toBe(
    '3 fee payments (with their receipts), 40 attendance marks and 2 other records',
  );
});

test('says it in the page language, with its plurals and its way of joining a list', () => {
  expect(setAsideText({ ...none, expenses: 2, other: 1 }, translator('fr', 'backup'))).toBe(
    '2 dépenses et 1 autre enregistrement',
  );
  expect(setAsideText({ ...none, payments: 2, expenses: 3 }, translator('ar', 'backup'))).toBe(
    'دفعتا رسوم (مع إيصاليهما) و3 مصروفات',
  );
});
