import {
  allocate,
  basisPointsOf,
  basisPointsToPercent,
  formatMoney,
  isCurrency,
  isWholeBasisPoints,
  minorDigits,
  parseMoney,
  percentOf,
  percentToBasisPoints,
  toDecimalString,
} from '.';

test.each([
  ['USD', 2],
  ['EUR', 2],
  ['JPY', 0],
  ['KWD', 3],
  ['BHD', 3],
])('%s has %i minor digits', (currency, digits) => {
  expect(minorDigits(currency)).toBe(digits);
});

test.each([
  ['USD', true],
  ['JPY', true],
  ['XYZ', false],
  ['usd', false],
  ['', false],
])('isCurrency(%p) is %p', (code, expected) => {
  expect(isCurrency(code)).toBe(expected);
});

describe('formatting', () => {
  test.each([
    [123456, 'USD', undefined, '$1,234.56'],
    [5, 'USD', undefined, '$0.05'],
    [0, 'USD', undefined, '$0.00'],
    [-2550, 'USD', undefined, '-$25.50'],
    [1500, 'JPY', undefined, '¥1,500'],
    [1234567, 'KWD', undefined, 'KWD 1,234.567'],
    [1234567, 'KWD', 'KD', 'KD 1,234.567'],
    [123456, 'INR', '₹', '₹1,234.56'],
    [900719925474099, 'USD', undefined, '$9,007,199,254,740.99'],
  ])('%i minor units of %s (symbol %p) → %s', (minor, currency, symbol, expected) => {
    expect(formatMoney(minor, { currency, symbol, locale: 'en-US' })).toBe(expected);
  });

  test('a locale changes the grouping and the decimal mark', () => {
    expect(formatMoney(123456, { currency: 'EUR', locale: 'de-DE' })).toBe('1.234,56 €');
  });

  test.each([
    [123456, 'USD', '1234.56'],
    [-5, 'USD', '-0.05'],
    [7, 'KWD', '0.007'],
    [1500, 'JPY', '1500'],
  ])('%i minor units of %s is the decimal %s', (minor, currency, expected) => {
    expect(toDecimalString(minor, currency)).toBe(expected);
  });

  test('a fraction of a minor unit is refused', () => {
    expect(() => formatMoney(1.5, { currency: 'USD' })).toThrow(RangeError);
  });
});

describe('parsing what a person typed', () => {
  test.each([
    ['1234.56', 'USD', 123456],
    ['1,234.56', 'USD', 123456],
    ['1 234.5', 'USD', 123450],
    ['$ 12', 'USD', 1200],
    ['USD 12.30', 'USD', 1230],
    ['-3.5', 'USD', -350],
    ['0.07', 'USD', 7],
    ['1500', 'JPY', 1500],
    ['1,500', 'JPY', 1500],
    ['1.234', 'KWD', 1234],
    ['12.', 'USD', 1200],
    ['0', 'USD', 0],
    ['-0', 'USD', 0],
  ])('%p in %s is %i minor units', (text, currency, minor) => {
    expect(parseMoney(text, currency)).toEqual({ ok: true, minor });
  });

  test('the school’s own symbol may lead', () => {
    expect(parseMoney('KD 1.250', 'KWD', 'KD')).toEqual({ ok: true, minor: 1250 });
  });

  test.each([
    ['1.234', 'USD', 'An amount in USD has at most 2 decimal places.'],
    ['10.5', 'JPY', 'An amount in JPY has no decimal places.'],
    ['1.2345', 'KWD', 'An amount in KWD has at most 3 decimal places.'],
    ['abc', 'USD', 'Enter an amount such as 1,250.50.'],
    ['', 'USD', 'Enter an amount such as 1,250.50.'],
    ['1,23.00', 'USD', 'Enter an amount such as 1,250.50.'],
    ['1e3', 'USD', 'Enter an amount such as 1,250.50.'],
    ['99999999999999999', 'USD', 'The amount is too large.'],
  ])('%p in %s is refused: %s', (text, currency, error) => {
    expect(parseMoney(text, currency)).toEqual({ ok: false, error });
  });

  test.each(['USD', 'JPY', 'KWD'])('format then parse gives the amount back in %s', (currency) => {
    for (const minor of [0, 1, 99, 100, 123456789, -4200]) {
      expect(parseMoney(toDecimalString(minor, currency), currency)).toEqual({ ok: true, minor });
    }
  });
});

describe('allocation: equal shares, the last absorbs the rounding (DOMAIN.md, installments)', () => {
  test.each([
    // Amounts that do not divide evenly: every leftover unit on the last share.
    [10000, 3, [3333, 3333, 3334]],
    [100, 3, [33, 33, 34]],
    [10, 4, [2, 2, 2, 4]],
    [155000, 3, [51666, 51666, 51668]],
    [120001, 10, [12000, 12000, 12000, 12000, 12000, 12000, 12000, 12000, 12000, 12001]],
    [-10000, 3, [-3333, -3333, -3334]],
    // Evenly divisible: equal shares.
    [10000, 4, [2500, 2500, 2500, 2500]],
    [7, 7, [1, 1, 1, 1, 1, 1, 1]],
    // One installment: the whole amount.
    [99999, 1, [99999]],
    // More installments than minor units: the earlier ones are zero.
    [2, 3, [0, 0, 2]],
    [1, 4, [0, 0, 0, 1]],
    [-1, 3, [0, 0, -1]],
    // Zero.
    [0, 2, [0, 0]],
    [0, 1, [0]],
    // The largest amount a double holds exactly.
    [9007199254740991, 3, [3002399751580330, 3002399751580330, 3002399751580331]],
  ])('%i into %i parts is %p', (total, parts, expected) => {
    const shares = allocate(total, parts);
    expect(shares).toEqual(expected);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
  });

  test.each([
    [() => allocate(100, 0)],
    [() => allocate(100, -1)],
    [() => allocate(100, 1.5)],
    [() => allocate(1.5, 2)],
  ])('a split that cannot be made is refused (%#)', (split) => {
    expect(split).toThrow(RangeError);
  });
});

describe('basis points: percentages as they are stored', () => {
  test.each([
    [12.5, 1250],
    [5, 500],
    [0.07, 7],
    [12.35, 1235],
    [100, 10000],
    [0, 0],
  ])('%p %% is %i basis points, exactly', (percent, points) => {
    expect(isWholeBasisPoints(percent)).toBe(true);
    expect(percentToBasisPoints(percent)).toBe(points);
    expect(basisPointsToPercent(points)).toBe(percent);
  });

  test.each([12.345, 0.001, 1e-7, Number.NaN, Infinity])(
    '%p %% is not a whole number of basis points',
    (percent) => {
      expect(isWholeBasisPoints(percent)).toBe(false);
      expect(() => percentToBasisPoints(percent)).toThrow(RangeError);
    },
  );

  test.each([
    // 5 % of 12.34: 61.7 → 62 half up; 12.5 % of 0.99: 12.375 → 12.
    [1234, 500, 'half-up', 62],
    [99, 1250, 'half-up', 12],
    [99, 1250, 'up', 13],
    // 1 basis point of 50.00: exactly 0.5 minor units; half-up and half-even differ.
    [5000, 1, 'half-up', 1],
    [5000, 1, 'half-even', 0],
    [900719925474099, 10000, 'half-up', 900719925474099],
  ] as const)('%i at %i basis points (%s) is %i', (minor, points, rule, expected) => {
    expect(basisPointsOf(minor, points, rule)).toBe(expected);
    expect(basisPointsOf(minor, points, rule)).toBe(
      percentOf(minor, basisPointsToPercent(points), rule),
    );
  });
});

describe('percentages with a named rounding rule', () => {
  // 12.5% of 0.20 = 2.5 minor units; of 0.28 = 3.5; of −0.20 = −2.5; 10% of 1.23 = 12.3.
  test.each([
    [20, 12.5, 'half-up', 3],
    [20, 12.5, 'half-even', 2],
    [20, 12.5, 'down', 2],
    [20, 12.5, 'up', 3],
    [28, 12.5, 'half-up', 4],
    [28, 12.5, 'half-even', 4],
    [28, 12.5, 'down', 3],
    [28, 12.5, 'up', 4],
    [-20, 12.5, 'half-up', -3],
    [-20, 12.5, 'half-even', -2],
    [-20, 12.5, 'down', -2],
    [-20, 12.5, 'up', -3],
    [123, 10, 'half-up', 12],
    [123, 10, 'up', 13],
    [127, 10, 'half-even', 13],
    [127, 10, 'down', 12],
    [10000, 0.1, 'half-up', 10],
    [10000, '33.333', 'half-up', 3333],
    [500000, 7.25, 'down', 36250],
    [100, 100, 'half-up', 100],
    [100, 0, 'up', 0],
  ] as const)('%i × %p%% rounded %s is %i', (minor, percent, rule, expected) => {
    expect(percentOf(minor, percent, rule)).toBe(expected);
  });

  test('a percentage that is not a decimal is refused', () => {
    expect(() => percentOf(100, 'ten', 'half-up')).toThrow(RangeError);
    expect(() => percentOf(100, Number.NaN, 'half-up')).toThrow(RangeError);
    expect(() => percentOf(100, 1e-9, 'half-up')).toThrow(RangeError);
  });
});
