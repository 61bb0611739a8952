/**
 * Inventory's part of the demo (life only, so API tests start with an empty store): per school
 * a few categories and items, stocked in over the last weeks and issued to staff and
 * class-sections through the same rule the API uses (recordMovement); one item (whiteboard
 * markers at Riverside, glue sticks at Hillcrest) is left under its minimum.
 */
import { addDays, todayIn } from '../../../calendar';
import { oneRow } from '../../../db/one-row';
import { inventoryCategories, inventoryItems } from '../../../db/schema/inventory';
import type { DemoSeedContext, ModuleDemoSeed } from '../../demo/context';
import type { DemoSchoolKey } from '../../demo/schools';
import { demoAcademics } from '../academics';
import { activeStaffMembers } from '../identity';
import { recordMovement } from './record';

type DemoMove =
  /** Days before today; a stock in at a unit cost (minor units). */
  | { daysAgo: number; in: number; cost: number; supplier: string }
  /** To the n-th staff member or class-section of the school. */
  | { daysAgo: number; issue: number; to: 'staff' | 'class_section'; nth: number; purpose: string }
  | { daysAgo: number; adjust: number; reason: string };

type DemoItem = {
  name: string;
  code: string;
  unit: string;
  minimum: number;
  category: string;
  moves: DemoMove[];
};

const CATEGORIES: Record<DemoSchoolKey, string[]> = {
  riverside: ['Stationery', 'Cleaning supplies', 'Sports equipment', 'Science lab'],
  hillcrest: ['Art supplies', 'Stationery', 'Kitchen', 'PE kit'],
};

const ITEMS: Record<DemoSchoolKey, DemoItem[]> = {
  riverside: [
    {
      name: 'A4 copier paper',
      code: 'ST-A4',
      unit: 'ream',
      minimum: 20,
      category: 'Stationery',
      moves: [
        { daysAgo: 40, in: 50, cost: 450, supplier: 'Metro Office Supply' },
        { daysAgo: 30, issue: 10, to: 'staff', nth: 0, purpose: 'Exam papers' },
        { daysAgo: 20, in: 30, cost: 480, supplier: 'Metro Office Supply' },
        { daysAgo: 10, issue: 8, to: 'class_section', nth: 0, purpose: 'Class worksheets' },
      ],
    },
    {
      name: 'Whiteboard markers',
      code: 'ST-WBM',
      unit: 'box',
      minimum: 10,
      category: 'Stationery',
      moves: [
        { daysAgo: 35, in: 12, cost: 899, supplier: 'Metro Office Supply' },
        { daysAgo: 25, issue: 3, to: 'class_section', nth: 1, purpose: 'Classroom boards' },
        { daysAgo: 5, issue: 2, to: 'staff', nth: 1, purpose: 'Staff room' },
      ],
    },
    {
      name: 'Hand soap',
      code: 'CL-SOAP',
      unit: 'bottle',
      minimum: 15,
      category: 'Cleaning supplies',
      moves: [
        { daysAgo: 30, in: 40, cost: 250, supplier: 'CleanCo' },
        { daysAgo: 15, issue: 12, to: 'staff', nth: 2, purpose: 'Washrooms' },
        { daysAgo: 12, adjust: -1, reason: 'One bottle found leaking' },
      ],
    },
    {
      name: 'Footballs',
      code: 'SP-FB',
      unit: 'piece',
      minimum: 4,
      category: 'Sports equipment',
      moves: [
        { daysAgo: 45, in: 10, cost: 1999, supplier: 'Riverside Sports' },
        { daysAgo: 20, issue: 4, to: 'class_section', nth: 2, purpose: 'PE lessons' },
      ],
    },
    {
      name: 'Test tubes',
      code: 'LAB-TT',
      unit: 'piece',
      minimum: 50,
      category: 'Science lab',
      moves: [{ daysAgo: 28, in: 200, cost: 35, supplier: 'LabWare Ltd' }],
    },
  ],
  hillcrest: [
    {
      name: 'Poster paint set',
      code: 'ART-PNT',
      unit: 'set',
      minimum: 5,
      category: 'Art supplies',
      moves: [
        { daysAgo: 42, in: 15, cost: 1250, supplier: 'Crafty Supplies' },
        { daysAgo: 21, issue: 4, to: 'class_section', nth: 0, purpose: 'Art project' },
      ],
    },
    {
      name: 'Glue sticks',
      code: 'ART-GLUE',
      unit: 'pack',
      minimum: 12,
      category: 'Art supplies',
      moves: [
        { daysAgo: 38, in: 20, cost: 320, supplier: 'Crafty Supplies' },
        { daysAgo: 18, issue: 6, to: 'class_section', nth: 1, purpose: 'Collage week' },
        { daysAgo: 6, issue: 5, to: 'staff', nth: 0, purpose: 'Reception displays' },
      ],
    },
    {
      name: 'Exercise books',
      code: 'STA-EX',
      unit: 'piece',
      minimum: 100,
      category: 'Stationery',
      moves: [
        { daysAgo: 50, in: 400, cost: 65, supplier: 'Hillcrest Stationers' },
        { daysAgo: 30, issue: 120, to: 'class_section', nth: 2, purpose: 'New term' },
        { daysAgo: 14, in: 100, cost: 70, supplier: 'Hillcrest Stationers' },
      ],
    },
    {
      name: 'Washing-up liquid',
      code: 'KIT-WUL',
      unit: 'litre',
      minimum: 6,
      category: 'Kitchen',
      moves: [
        { daysAgo: 33, in: 24, cost: 180, supplier: 'Catering Direct' },
        { daysAgo: 16, issue: 6, to: 'staff', nth: 1, purpose: 'Canteen' },
        { daysAgo: 9, adjust: 2, reason: 'Stock count found two more' },
      ],
    },
    {
      name: 'Netballs',
      code: 'PE-NB',
      unit: 'piece',
      minimum: 4,
      category: 'PE kit',
      moves: [{ daysAgo: 44, in: 8, cost: 1500, supplier: 'Sport Direct Schools' }],
    },
  ],
};

async function seedItem(
  ctx: DemoSeedContext,
  item: DemoItem,
  categoryId: number,
  recipients: { staff: number[]; class_section: number[] },
) {
  const { tx, schoolId } = ctx;
  const row = oneRow(
    await tx
      .insert(inventoryItems)
      .values({
        schoolId,
        categoryId,
        name: item.name,
        code: item.code,
        unit: item.unit,
        minimumStock: item.minimum,
      })
      .returning({ id: inventoryItems.id }),
    'inserting one row into inventoryItems',
  );
  const recipient = (kind: keyof typeof recipients, nth: number) => {
    const pool = recipients[kind];
    const id = pool[nth % pool.length];
    if (id === undefined) throw new Error(`A demo school has a ${kind} to issue items to`);
    return id;
  };
  // Days back from UTC's today, never the school's future whatever its zone.
  const today = todayIn('UTC');
  for (const m of item.moves) {
    const base = { item_id: row.id, date: addDays(today, -m.daysAgo), unit_cost: null };
    const none = { supplier: null, issued_to: null, purpose: null, reason: null };
    const body =
      'in' in m
        ? {
            ...base,
            ...none,
            type: 'in' as const,
            quantity: m.in,
            unit_cost: m.cost,
            supplier: m.supplier,
          }
        : 'issue' in m
          ? {
              ...base,
              ...none,
              type: 'issue' as const,
              quantity: m.issue,
              issued_to: { kind: m.to, id: recipient(m.to, m.nth) },
              purpose: m.purpose,
            }
          : { ...base, ...none, type: 'adjustment' as const, quantity: m.adjust, reason: m.reason };
    await recordMovement(tx, schoolId, ctx.adminUserId, today, body);
  }
}

export const inventoryDemoSeed: ModuleDemoSeed = {
  module: 'inventory',
  life: async (ctx) => {
    const { tx, schoolId, school } = ctx;
    const categories = await tx
      .insert(inventoryCategories)
      .values(CATEGORIES[school.subdomain].map((name) => ({ schoolId, name })))
      .returning({ id: inventoryCategories.id, name: inventoryCategories.name });
    const categoryId = new Map(categories.map((c) => [c.name, c.id]));
    const staff = (await activeStaffMembers(tx, schoolId)).map((s) => s.id);
    const sections = (await demoAcademics(tx, schoolId)).classSections.map((c) => c.id);
    const recipients = { staff: staff.length ? staff : [ctx.adminUserId], class_section: sections };
    for (const item of ITEMS[school.subdomain]) {
      const id = categoryId.get(item.category);
      if (id === undefined) throw new Error(`The demo categories include ${item.category}`);
      await seedItem(ctx, item, id, recipients);
    }
  },
};
