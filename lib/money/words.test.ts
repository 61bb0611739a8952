import { amountInWords, numberInWords } from '.';

test.each([
  [0, 'zero'],
  [7, 'seven'],
  [19, 'nineteen'],
  [40, 'forty'],
  [85, 'eighty-five'],
  [100, 'one hundred'],
  [101, 'one hundred one'],
  [1234, 'one thousand two hundred thirty-four'],
  [1_000_000, 'one million'],
  [2_000_017, 'two million seventeen'],
  [
    999_999_999,
    'nine hundred ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine',
  ],
])('%i in words is "%s"', (n, words) => {
  expect(numberInWords(n)).toBe(words);
});

test.each([
  [123450, 'USD', 'One thousand two hundred thirty-four US dollars and 50/100'],
  [5, 'USD', 'Zero US dollars and 05/100'],
  [250000, 'NGN', 'Two thousand five hundred Nigerian nairas and 00/100'],
  [5000, 'JPY', 'Five thousand Japanese yen'],
  [1234567, 'KWD', 'One thousand two hundred thirty-four Kuwaiti dinars and 567/1000'],
])('%i minor units of %s: "%s"', (minor, currency, words) => {
  expect(amountInWords(minor, currency)).toBe(words);
});

test('refuses what cannot be an amount', () => {
  expect(() => amountInWords(-1, 'USD')).toThrow(RangeError);
  expect(() => amountInWords(1.5, 'USD')).toThrow(RangeError);
});
