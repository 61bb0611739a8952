/** Every route of the expenses module, in the order the OpenAPI document lists them. */
import { expenseCategoryRoutes } from './categories';
import { chartRoutes } from './chart';
import { expenseRoutes as bookRoutes } from './expenses';

// The chart's fixed path comes before `/expenses/:id`, which would otherwise take it.
export const expenseRoutes = [...expenseCategoryRoutes, ...chartRoutes, ...bookRoutes];
