import { formatMinorUnits, minorUnitDigits } from './money';

test.each([
  ['USD', 2],
  ['JPY', 0],
  ['KWD', 3],
])('%s has %i minor digits', (currency, digits) => {
  expect(minorUnitDigits(currency)).toBe(digits);
});

test.each([
  [123456, 'USD', '$1,234.56'],
  [5, 'USD', '$0.05'],
  [0, 'USD', '$0.00'],
  [-2550, 'USD', '-$25.50'],
  [1500, 'JPY', '¥1,500'],
  [1234567, 'KWD', 'KWD 1,234.567'],
  [900719925474099, 'USD', '$9,007,199,254,740.99'],
])('%i minor units of %s → %s', (minor, currency, expected) => {
  expect(formatMinorUnits(minor, currency, 'en-US').replace(/\u00a0/g, ' ')).toBe(expected);
});
