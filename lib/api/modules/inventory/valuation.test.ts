/** Moving weighted average cost: ins, issues and adjustments, rounding, never negative. */
import {
  EMPTY_STOCK,
  averageCost,
  isLowStock,
  replay,
  valueMovement,
  type Movement,
  type StockState,
} from './valuation';

const inOf = (quantity: number, unitCost: number): Movement => ({ type: 'in', quantity, unitCost });
const issue = (quantity: number): Movement => ({ type: 'issue', quantity });
const adjust = (quantity: number, unitCost?: number): Movement => ({
  type: 'adjustment',
  quantity,
  unitCost,
});

describe('stock after a sequence of movements (quantity, value in minor units)', () => {
  it.each<[string, Movement[], StockState[]]>([
    ['one stock in', [inOf(10, 250)], [{ quantity: 10, value: 2500 }]],
    [
      'two ins at different prices average by weight',
      [inOf(10, 100), inOf(30, 200)],
      [
        { quantity: 10, value: 1000 },
        { quantity: 40, value: 7000 }, // average 175
      ],
    ],
    [
      'an issue leaves at the average, the next in re-averages',
      [inOf(10, 100), inOf(30, 200), issue(8), inOf(12, 300)],
      [
        { quantity: 10, value: 1000 },
        { quantity: 40, value: 7000 },
        { quantity: 32, value: 5600 }, // 8 × 175 = 1400 out
        { quantity: 44, value: 9200 }, // average 209.09 → 209
      ],
    ],
    [
      'rounding half up: 1 of 3 units worth 100 leaves at 33, then 1 at 34 (33.5), the last takes the rest',
      [inOf(1, 33), inOf(1, 33), inOf(1, 34), issue(1), issue(1), issue(1)],
      [
        { quantity: 1, value: 33 },
        { quantity: 2, value: 66 },
        { quantity: 3, value: 100 },
        { quantity: 2, value: 67 }, // 100 ÷ 3 = 33.33 → 33 out
        { quantity: 1, value: 33 }, // 67 ÷ 2 = 33.5 → 34 out (half up)
        { quantity: 0, value: 0 }, // the last unit takes what is left
      ],
    ],
    [
      'a negative adjustment leaves at the average like an issue',
      [inOf(4, 125), adjust(-1)],
      [
        { quantity: 4, value: 500 },
        { quantity: 3, value: 375 },
      ],
    ],
    [
      'a positive adjustment without a cost comes in at the average (rounded half up)',
      [inOf(2, 5), inOf(1, 6), adjust(1)],
      [
        { quantity: 2, value: 10 },
        { quantity: 3, value: 16 },
        { quantity: 4, value: 21 }, // 16 ÷ 3 = 5.33 → 5
      ],
    ],
    [
      'a positive adjustment with a cost comes in at that cost',
      [inOf(2, 100), adjust(2, 400)],
      [
        { quantity: 2, value: 200 },
        { quantity: 4, value: 1000 },
      ],
    ],
    [
      'issuing everything empties the value exactly',
      [inOf(7, 13), inOf(5, 17), issue(12)],
      [
        { quantity: 7, value: 91 },
        { quantity: 12, value: 176 },
        { quantity: 0, value: 0 },
      ],
    ],
    [
      'large amounts stay exact (BigInt products)',
      [inOf(1_000_000, 9_000_000), issue(333_333)],
      [
        { quantity: 1_000_000, value: 9_000_000_000_000 },
        { quantity: 666_667, value: 6_000_003_000_000 },
      ],
    ],
  ])('%s', (_name, movements, states) => {
    expect(replay(movements)).toEqual(states);
  });
});

describe('refusals: stock is never negative, and each names its field', () => {
  const ten: StockState = { quantity: 10, value: 1000 };
  it.each<[string, StockState, Movement, string, RegExp]>([
    ['an issue of more than on hand', ten, issue(11), 'quantity', /Only 10 units in stock/],
    ['an issue from empty stock', EMPTY_STOCK, issue(1), 'quantity', /Nothing of this item/],
    ['a negative adjustment past zero', ten, adjust(-11), 'quantity', /at most 10/],
    ['a negative stock in', ten, inOf(-1, 100), 'quantity', /more than 0/],
    ['a negative issue', ten, issue(-2), 'quantity', /more than 0/],
    ['a zero adjustment', ten, adjust(0), 'quantity', /not 0/],
    ['a fractional quantity', ten, issue(1.5), 'quantity', /whole number/],
    ['a found unit with no cost and no stock', EMPTY_STOCK, adjust(1), 'unit_cost', /unit cost/],
  ])('%s', (_name, stock, movement, field, message) => {
    const v = valueMovement(stock, movement);
    expect(v).toMatchObject({ ok: false, field });
    if (!v.ok) expect(v.message).toMatch(message);
  });

  it('issuing exactly what is on hand is allowed and leaves 0', () => {
    expect(valueMovement(ten, issue(10))).toEqual({
      ok: true,
      effect: { quantityChange: -10, valueChange: -1000, unitCost: 100 },
    });
  });
});

describe('average cost and low stock', () => {
  it.each<[StockState, number]>([
    [EMPTY_STOCK, 0],
    [{ quantity: 3, value: 100 }, 33],
    [{ quantity: 2, value: 67 }, 34],
    [{ quantity: 4, value: 1000 }, 250],
  ])('%o → %d', (stock, average) => expect(averageCost(stock)).toBe(average));

  it.each<[number, number, boolean]>([
    [0, 0, false],
    [4, 5, true],
    [5, 5, false],
    [0, 1, true],
  ])('%d on hand, minimum %d → low %s', (onHand, minimum, low) =>
    expect(isLowStock(onHand, minimum)).toBe(low),
  );
});
