/**
 * Stock valuation by moving weighted average cost (pure, table-tested in valuation.test.ts).
 *
 * The stock of an item is `{ quantity, value }`: units on hand and what they cost, in minor
 * units. Every movement changes both:
 * - a stock in adds its units at their purchase price (quantity × unit cost), which moves the
 *   average cost;
 * - an issue, or a negative adjustment, takes units out at the average cost: the value leaving
 *   is value × units ÷ units on hand, **rounded half up to a minor unit**; the last units take
 *   whatever value is left, so an empty stock is worth exactly 0 and never a stray minor unit;
 * - a positive adjustment (units found) adds units at the unit cost given, else at the average
 *   cost (same rounding); with nothing on hand there is no average, and a unit cost is needed.
 * Stock is never negative: taking out more than is on hand is refused, naming the field.
 */
import { divideRounded } from '../../../money';

export type StockState = { quantity: number; value: number };

export const EMPTY_STOCK: StockState = { quantity: 0, value: 0 };

/** As entered: issue quantities are positive, an adjustment's is signed. */
export type Movement =
  | { type: 'in'; quantity: number; unitCost: number }
  | { type: 'issue'; quantity: number }
  | { type: 'adjustment'; quantity: number; unitCost?: number | null };

/** What a movement does to the stock, as the ledger row stores it. */
export type MovementEffect = { quantityChange: number; valueChange: number; unitCost: number };

export type Valuation =
  | { ok: true; effect: MovementEffect }
  | { ok: false; field: 'quantity' | 'unit_cost'; message: string };

/** The average cost of one unit on hand, rounded half up (0 when nothing is on hand). */
export function averageCost(stock: StockState): number {
  if (stock.quantity <= 0) return 0;
  return Number(divideRounded(BigInt(stock.value), BigInt(stock.quantity), 'half-up'));
}

/** The value of `units` of the stock at its average cost; all of it for the last units. */
function valueOf(stock: StockState, units: number): number {
  if (units === stock.quantity) return stock.value;
  return Number(
    divideRounded(BigInt(stock.value) * BigInt(units), BigInt(stock.quantity), 'half-up'),
  );
}

function takeOut(stock: StockState, units: number, unitLabel: string): Valuation {
  if (units > stock.quantity)
    return {
      ok: false,
      field: 'quantity',
      message:
        stock.quantity === 0
          ? 'Nothing of this item is in stock.'
          : `Only ${stock.quantity} ${unitLabel} in stock: the quantity may be at most ${stock.quantity}.`,
    };
  return {
    ok: true,
    effect: {
      quantityChange: -units,
      valueChange: -valueOf(stock, units),
      unitCost: averageCost(stock),
    },
  };
}

/** What `movement` does to `stock`, or why it is refused. `unitLabel` names the unit in messages. */
export function valueMovement(
  stock: StockState,
  movement: Movement,
  unitLabel = 'units',
): Valuation {
  const { quantity } = movement;
  if (!Number.isSafeInteger(quantity) || quantity === 0)
    return { ok: false, field: 'quantity', message: 'The quantity must be a whole number, not 0.' };
  switch (movement.type) {
    case 'in':
      if (quantity < 0)
        return { ok: false, field: 'quantity', message: 'A stock in must add more than 0 units.' };
      return {
        ok: true,
        effect: {
          quantityChange: quantity,
          valueChange: quantity * movement.unitCost,
          unitCost: movement.unitCost,
        },
      };
    case 'issue':
      if (quantity < 0)
        return {
          ok: false,
          field: 'quantity',
          message: 'An issue must take out more than 0 units.',
        };
      return takeOut(stock, quantity, unitLabel);
    case 'adjustment': {
      if (quantity < 0) return takeOut(stock, -quantity, unitLabel);
      const given = movement.unitCost;
      if (given !== undefined && given !== null)
        return {
          ok: true,
          effect: { quantityChange: quantity, valueChange: quantity * given, unitCost: given },
        };
      if (stock.quantity === 0)
        return {
          ok: false,
          field: 'unit_cost',
          message: 'Nothing is in stock to take an average cost from: give the unit cost.',
        };
      return {
        ok: true,
        effect: {
          quantityChange: quantity,
          valueChange: Number(
            divideRounded(
              BigInt(stock.value) * BigInt(quantity),
              BigInt(stock.quantity),
              'half-up',
            ),
          ),
          unitCost: averageCost(stock),
        },
      };
    }
  }
}

export function applyEffect(stock: StockState, effect: MovementEffect): StockState {
  return {
    quantity: stock.quantity + effect.quantityChange,
    value: stock.value + effect.valueChange,
  };
}

/** The stock after each movement in turn (throws on a refused one: for tests and the seed). */
export function replay(movements: readonly Movement[], start: StockState = EMPTY_STOCK) {
  const states: StockState[] = [];
  let stock = start;
  for (const m of movements) {
    const v = valueMovement(stock, m);
    if (!v.ok) throw new Error(`${m.type} of ${m.quantity} refused: ${v.message}`);
    stock = applyEffect(stock, v.effect);
    states.push(stock);
  }
  return states;
}

/** Under its minimum: fewer units on hand than the item's minimum stock. */
export const isLowStock = (onHand: number, minimumStock: number) => onHand < minimumStock;
