/**
 * The expenses module's part of the demo, in each school's currency (integer minor units):
 * - structure: the expense categories (the API tests and the screens' first choices);
 * - life: about five months of expenses (so the chart has bars in every month), some with a
 *   reference number, one cancelled with its reason. Dated relative to today, never after it,
 *   each in the session year holding its date. One multi-row insert.
 */
import { eq } from 'drizzle-orm';
import { addDays, monthBounds } from '../../../calendar/dates';
import { todayIn } from '../../../calendar/zone';
import { expenseCategories, expenses } from '../../../db/schema/expenses';
import type { DemoSeedContext, ModuleDemoSeed } from '../../demo/context';
import type { DemoSchoolKey } from '../../demo/schools';
import { sessionYearOn } from '../academics';

const CATEGORIES: Record<DemoSchoolKey, { name: string; description: string }[]> = {
  riverside: [
    { name: 'Utilities', description: 'Electricity, water, internet' },
    { name: 'Maintenance', description: 'Repairs to buildings and grounds' },
    { name: 'Stationery', description: 'Paper, chalk, printer ink' },
    { name: 'Events', description: 'Sports day, concerts, prize giving' },
  ],
  hillcrest: [
    { name: 'Utilities', description: 'Gas, electricity, water' },
    { name: 'Building repairs', description: 'Roof, heating, decoration' },
    { name: 'Teaching materials', description: 'Books, laboratory supplies' },
    { name: 'Transport', description: 'Minibus fuel and servicing' },
    { name: 'Catering', description: 'Kitchen supplies' },
  ],
};

/** Per month (0 = this month, 4 = four months ago): [category index, title, amount, day]. */
type Line = [number, string, number, number];
const MONTHLY: Record<DemoSchoolKey, (month: number) => Line[]> = {
  riverside: (m) => [
    [0, 'Electricity bill', 84_500 + m * 3_250, 3],
    [0, 'Water bill', 21_000 + m * 800, 5],
    [2, 'Printer ink and paper', 36_800 - m * 1_200, 9],
    ...(m % 2 === 0 ? ([[1, 'Classroom door repairs', 129_900, 14]] as Line[]) : []),
    ...(m === 2 ? ([[3, 'Sports day medals', 54_000, 18]] as Line[]) : []),
  ],
  hillcrest: (m) => [
    [0, 'Gas and electricity', 142_000 + m * 5_500, 2],
    [3, 'Minibus fuel', 38_500 + m * 1_100, 6],
    [2, 'Laboratory supplies', 61_250 - m * 2_000, 10],
    [4, 'Kitchen supplies', 47_300, 12],
    ...(m % 2 === 1 ? ([[1, 'Heating repair', 215_000, 16]] as Line[]) : []),
  ],
};
const MONTHS = 5;

async function structure(ctx: DemoSeedContext) {
  await ctx.tx
    .insert(expenseCategories)
    .values(CATEGORIES[ctx.school.subdomain].map((c) => ({ schoolId: ctx.schoolId, ...c })))
    .onConflictDoNothing();
}

async function life(ctx: DemoSeedContext) {
  const { tx, schoolId } = ctx;
  const categories = await tx
    .select({ id: expenseCategories.id, name: expenseCategories.name })
    .from(expenseCategories)
    .where(eq(expenseCategories.schoolId, schoolId));
  const idOf = new Map(categories.map((c) => [c.name, c.id]));
  const names = CATEGORIES[ctx.school.subdomain].map((c) => c.name);
  const today = todayIn('UTC');
  const rows = [];
  let first = monthBounds(today).first;
  for (let m = 0; m < MONTHS; m++) {
    for (const [category, title, amount, day] of MONTHLY[ctx.school.subdomain](m)) {
      const date = addDays(first, day - 1);
      const categoryName = names[category];
      const categoryId = categoryName === undefined ? undefined : idOf.get(categoryName);
      if (date > today || categoryId === undefined) continue;
      const session = await sessionYearOn(tx, schoolId, date);
      rows.push({
        schoolId,
        categoryId,
        title,
        amount,
        spentOn: date,
        referenceNo: m % 2 === 0 ? `INV-${date.replaceAll('-', '')}-${category + 1}` : null,
        sessionYearId: session?.id ?? null,
        createdByUserId: ctx.adminUserId,
      });
    }
    first = monthBounds(addDays(first, -1)).first;
  }
  const last = rows.at(-1);
  if (!last) return;
  // The last one (the oldest month's) entered twice by mistake: cancelled, kept on record.
  const twice = { ...last };
  rows.push({
    ...twice,
    cancelledAt: new Date(),
    cancelReason: 'Entered twice',
    cancelledByUserId: ctx.adminUserId,
  });
  await tx.insert(expenses).values(rows);
}

export const expensesDemoSeed: ModuleDemoSeed = { module: 'expenses', structure, life };
