/**
 * How to get an existing row of each resource of inventory in a given school, for the
 * generated cross-school suite (lib/api/cross-school.test.ts); a route with a body also gets
 * a body valid in the caller's own school, keyed "METHOD path".
 */
import { addDays } from '../../../../calendar/dates';
import { todayIn } from '../../../../calendar/zone';
import { unique, type TestApi } from '../../../test-support/harness';
import { post, named, type ForeignRowsOf, type As } from '../../../test-support/fixtures';

const inventoryCategory = (t: TestApi, as: As) =>
  post(t, as, '/inventory-categories', { name: unique('Stock') });
const inventoryItemBody = async (t: TestApi, as: As) => ({
  name: unique('Item'),
  code: unique('C'),
  unit: 'piece',
  category_id: await inventoryCategory(t, as),
  minimum_stock: 1,
});

export const foreignRows: ForeignRowsOf = {
  'inventory-categories': {
    create: inventoryCategory,
    bodies: { 'PUT /inventory-categories/:id': named },
  },
  'inventory-items': {
    create: async (t, as) => post(t, as, '/inventory-items', await inventoryItemBody(t, as)),
    bodies: { 'PUT /inventory-items/:id': inventoryItemBody },
  },
  'inventory-transactions': {
    create: async (t, as) =>
      post(t, as, '/inventory-transactions', {
        item_id: await post(t, as, '/inventory-items', await inventoryItemBody(t, as)),
        type: 'in',
        quantity: 5,
        unit_cost: 100,
        date: addDays(todayIn('UTC'), -1),
      }),
  },
};
