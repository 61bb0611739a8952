/**
 * The fees module's part of the demo: fee types and a tuition fee per class for this year, in
 * the school's currency (integer minor units).
 */
import { and, eq } from 'drizzle-orm';
import { feeTypes, fees } from '../../../db/schema/fees';
import type { DemoSeedContext, ModuleDemoSeed } from '../../demo/context';
import type { DemoSchoolKey } from '../../demo/schools';
import { demoAcademics } from '../academics';

const FEE_TYPES: Record<DemoSchoolKey, string[]> = {
  riverside: ['Tuition', 'Library'],
  hillcrest: ['Tuition', 'Laboratory', 'Transport'],
};

/** Tuition by class (minor units); classes not named here pay the last amount. */
const TUITION: Record<DemoSchoolKey, Record<string, number>> = {
  riverside: {
    'Grade 1': 120000,
    'Grade 2': 125000,
    'Grade 3': 130000,
    'Grade 4': 135000,
    'Grade 5': 140000,
    'Grade 6': 145000,
  },
  hillcrest: {
    'Year 7': 280000,
    'Year 8': 290000,
    'Year 9': 300000,
    'Year 10': 310000,
    'Year 11': 320000,
  },
};

/** A tuition fee for every class of this year that has none yet. */
async function addTuition({ tx, schoolId, school }: DemoSeedContext) {
  const academics = await demoAcademics(tx, schoolId);
  const existing = await tx
    .select({ classId: fees.classId })
    .from(fees)
    .where(and(eq(fees.schoolId, schoolId), eq(fees.sessionYearId, academics.currentSessionId)));
  const charged = new Set(existing.map((f) => f.classId));
  const rows = academics.classes
    .filter((c) => !charged.has(c.id))
    .map((c) => ({
      schoolId,
      name: `Tuition ${c.name}`,
      classId: c.id,
      sessionYearId: academics.currentSessionId,
      totalAmount: TUITION[school.subdomain][c.name] ?? 100000,
      dueDate: academics.currentSessionStart,
    }));
  if (rows.length) await tx.insert(fees).values(rows);
}

export const feesDemoSeed: ModuleDemoSeed = {
  module: 'fees',
  structure: async (ctx) => {
    await ctx.tx.insert(feeTypes).values(
      FEE_TYPES[ctx.school.subdomain].map((name) => ({
        schoolId: ctx.schoolId,
        name,
        description: `${name} fees`,
      })),
    );
    await addTuition(ctx);
  },
  life: addTuition,
};
