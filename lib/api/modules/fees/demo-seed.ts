/**
 * The fees module's part of the demo, in the school's currency (integer minor units).
 * - structure: fee types, and for this year one structure per class (tuition plus a second
 *   compulsory fee, three terms, a late-fee rule; Hillcrest also an optional transport line),
 *   and beside it on the first two classes an optional "transport" structure (issue 27).
 * - life: every structure assigned to its students (a transport structure to every third
 *   student of its classes: those who opted in); about a third of them have paid their
 *   first term (one payment cancelled with a reason, one over-payment kept as an advance), and
 *   one waiver, one refund (credit note 1). Written set-based: a few multi-row inserts, receipt numbers handed out in one go.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { addDays, todayIn } from '../../../calendar';
import { allocate } from '../../../money';
import {
  feeLedger,
  feePaymentCancellations,
  feePayments,
  feeRefunds,
  feeReceiptCounters,
  feeStructures,
  feeTypes,
} from '../../../db/schema/fees';
import { besideReturned } from '../../../db/one-row';
import type { DemoSeedContext, ModuleDemoSeed } from '../../demo/context';
import type { DemoSchoolKey } from '../../demo/schools';
import { demoAcademics } from '../academics';
import { userIdsByEmail } from '../identity';
import { activeStudentsOfClasses } from '../people';
import { schoolSetting } from '../platform';
import { postStructureDues } from './assign';
import type { StructureBody } from './schemas';
import { structureDetail } from './structure-reads';
import { createStructure } from './structures';

const FEE_TYPES: Record<DemoSchoolKey, string[]> = {
  riverside: ['Tuition', 'Library', 'Bus'],
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

const LATE_FEE: Record<DemoSchoolKey, StructureBody['late_fee']> = {
  riverside: { kind: 'per_day', amount: 50, percent: null, grace_days: 7, cap: 5000 },
  hillcrest: { kind: 'percentage', amount: 0, percent: 5, grace_days: 14, cap: null },
};

async function typeIds(ctx: DemoSeedContext) {
  const rows = await ctx.tx
    .select({ id: feeTypes.id, name: feeTypes.name })
    .from(feeTypes)
    .where(eq(feeTypes.schoolId, ctx.schoolId));
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** A structure for every class of this year that has none yet. */
async function addStructures(ctx: DemoSeedContext) {
  const { tx, schoolId, school } = ctx;
  const academics = await demoAcademics(tx, schoolId);
  const existing = await tx
    .select({ id: feeStructures.id })
    .from(feeStructures)
    .where(
      and(
        eq(feeStructures.schoolId, schoolId),
        eq(feeStructures.sessionYearId, academics.currentSessionId),
      ),
    );
  if (existing.length) return;
  const types = await typeIds(ctx);
  const typeId = (name: string | undefined) => {
    const id = name === undefined ? undefined : types.get(name);
    if (id === undefined)
      throw new Error(`The fee types are seeded before the structures: no ${name}`);
    return id;
  };
  const [, second] = FEE_TYPES[school.subdomain];
  const start = academics.currentSessionStart;
  for (const c of academics.classes) {
    const tuition = TUITION[school.subdomain][c.name] ?? 100000;
    const lines = [
      { fee_type_id: typeId('Tuition'), amount: tuition, optional: false },
      { fee_type_id: typeId(second), amount: 15000, optional: false },
      ...(types.has('Transport')
        ? [{ fee_type_id: typeId('Transport'), amount: 45000, optional: true }]
        : []),
    ];
    const terms = allocate(tuition + 15000, 3);
    await createStructure(tx, schoolId, {
      name: `${c.name} fees`,
      kind: 'tuition',
      optional: false,
      session_year_id: academics.currentSessionId,
      class_ids: [c.id],
      due_date: addDays(start, 14),
      lines,
      installments: terms.map((amount, i) => ({
        name: `Term ${i + 1}`,
        due_date: addDays(start, 14 + 120 * i),
        amount,
      })),
      late_fee: LATE_FEE[school.subdomain],
    });
  }
  await addTransportStructures(ctx, academics, typeId(TRANSPORT_TYPE[school.subdomain]));
}

/** The fee type a demo school's transport structure charges. */
const TRANSPORT_TYPE: Record<DemoSchoolKey, string> = { riverside: 'Bus', hillcrest: 'Transport' };

/**
 * An optional transport structure beside tuition on the first two classes (issue 27: several
 * structures per class): two terms, charged only to the students who take the bus.
 */
async function addTransportStructures(
  ctx: DemoSeedContext,
  academics: Awaited<ReturnType<typeof demoAcademics>>,
  feeTypeId: number,
) {
  const start = academics.currentSessionStart;
  for (const c of academics.classes.slice(0, 2))
    await createStructure(ctx.tx, ctx.schoolId, {
      name: `${c.name} transport`,
      kind: 'transport',
      optional: true,
      session_year_id: academics.currentSessionId,
      class_ids: [c.id],
      due_date: addDays(start, 14),
      lines: [{ fee_type_id: feeTypeId, amount: 36000, optional: false }],
      installments: allocate(36000, 2).map((amount, i) => ({
        name: `Half ${i + 1}`,
        due_date: addDays(start, 14 + 180 * i),
        amount,
      })),
      late_fee: LATE_FEE[ctx.school.subdomain],
    });
}

type Due = {
  id: number;
  studentId: number;
  sessionYearId: number;
  amount: number;
  label: string;
  dueDate: string | null;
};

/** Assign every structure, then the first term paid by some, one cancellation, one advance, one waiver. */
async function addLife(ctx: DemoSeedContext) {
  const { tx, schoolId, school } = ctx;
  const [already] = await tx
    .select({ id: feeLedger.id })
    .from(feeLedger)
    .where(eq(feeLedger.schoolId, schoolId))
    .limit(1);
  if (already) return;
  const structures = await tx
    .select({ id: feeStructures.id })
    .from(feeStructures)
    .where(and(eq(feeStructures.schoolId, schoolId), isNull(feeStructures.supersededAt)))
    .orderBy(feeStructures.id);
  const academics = await demoAcademics(tx, schoolId);
  const sectionOf = new Map<number, number>();
  for (const { id } of structures) {
    const detail = await structureDetail(tx, schoolId, id);
    if (!detail) throw new Error('The structure was listed just above, in this transaction');
    const students = await activeStudentsOfClasses(tx, schoolId, detail.class_ids, {
      afterId: 0,
      limit: 100_000,
    });
    const inSession = students.filter(
      // An optional structure: every third student opted in.
      (s, i) => s.sessionYearId === detail.session_year_id && (!detail.optional || i % 3 === 0),
    );
    for (const s of inSession) sectionOf.set(s.id, s.classSectionId);
    await postStructureDues(
      tx,
      schoolId,
      detail,
      inSession.map((s) => ({ studentId: s.id, sessionYearId: s.sessionYearId })),
      [],
      academics.currentSessionStart,
      ctx.adminUserId,
    );
  }
  const firstTerms: Due[] = await tx
    .select({
      id: feeLedger.id,
      studentId: feeLedger.studentId,
      sessionYearId: feeLedger.sessionYearId,
      amount: feeLedger.amount,
      label: feeLedger.label,
      dueDate: feeLedger.dueDate,
    })
    .from(feeLedger)
    .where(
      and(
        eq(feeLedger.schoolId, schoolId),
        eq(feeLedger.kind, 'due'),
        eq(feeLedger.sessionYearId, academics.currentSessionId),
      ),
    )
    .orderBy(feeLedger.studentId, feeLedger.dueDate, feeLedger.id);
  const byStudent = new Map<number, Due>();
  for (const due of firstTerms)
    if (!byStudent.has(due.studentId)) byStudent.set(due.studentId, due);
  const random = ctx.random('fees');
  const paying = [...byStudent.values()].filter(() => random.chance(0.35));
  if (!paying.length) return;

  const collector =
    (await userIdsByEmail(tx, schoolId, [`accountant@${school.subdomain}.test`])).get(
      `accountant@${school.subdomain}.test`,
    ) ?? ctx.adminUserId;
  const methods = ['cash', 'bank_transfer', 'cheque', 'online'] as const;
  // The last three pay at the counter today: the accountant's dashboard has today's collections.
  const today = todayIn((await schoolSetting(tx, schoolId, 'timezone')) ?? 'UTC');
  const payers = paying.map((due, i) => {
    const method = methods[i % methods.length] ?? 'cash';
    // The last payer pays a little more and keeps it as an advance.
    const amount = i === paying.length - 1 ? due.amount + 5000 : due.amount;
    const payment = {
      schoolId,
      receiptNo: i + 1,
      studentId: due.studentId,
      sessionYearId: due.sessionYearId,
      paidOn:
        i >= paying.length - 3
          ? today
          : addDays(due.dueDate ?? academics.currentSessionStart, -random.int(0, 10)),
      amount,
      method,
      chequeNo: method === 'cheque' ? String(100200 + i) : null,
      bank: method === 'cheque' ? 'First City Bank' : null,
      reference: method === 'bank_transfer' || method === 'online' ? `TRX-${5000 + i}` : null,
      collectedByUserId: collector,
    };
    return { due, payment };
  });
  const payments = payers.map((p) => p.payment);
  const saved = await tx
    .insert(feePayments)
    .values(payments)
    .returning({ id: feePayments.id, receiptNo: feePayments.receiptNo });
  await tx.insert(feeReceiptCounters).values({ schoolId, lastReceiptNo: payments.length });
  const lines: (typeof feeLedger.$inferInsert)[] = [];
  const made = besideReturned(payers, saved, 'inserting the demo payments');
  made.forEach(([{ due, payment }, p]) => {
    const base = {
      schoolId,
      studentId: due.studentId,
      sessionYearId: due.sessionYearId,
      paymentId: p.id,
      postedOn: payment.paidOn,
      createdByUserId: collector,
    };
    lines.push({
      ...base,
      kind: 'payment',
      amount: -due.amount,
      dueId: due.id,
      label: `Receipt ${p.receiptNo}: ${due.label}`,
    });
    if (payment.amount > due.amount)
      lines.push({
        ...base,
        kind: 'advance',
        amount: due.amount - payment.amount,
        dueId: null,
        label: `Receipt ${p.receiptNo}: advance`,
      });
  });
  const ledger = await tx.insert(feeLedger).values(lines).returning({
    id: feeLedger.id,
    paymentId: feeLedger.paymentId,
    amount: feeLedger.amount,
    dueId: feeLedger.dueId,
    label: feeLedger.label,
  });

  // The first payment was entered for the wrong student: cancelled, its lines reversed.
  const [first] = made;
  if (!first) throw new Error('Some demo payment was made: paying is not empty');
  const [{ due: wrongDue, payment: wrongPayment }, wrong] = first;
  await tx.insert(feePaymentCancellations).values({
    schoolId,
    paymentId: wrong.id,
    reason: 'Entered for the wrong student',
    cancelledOn: wrongPayment.paidOn,
    cancelledByUserId: ctx.adminUserId,
  });
  await tx.insert(feeLedger).values(
    ledger
      .filter((l) => l.paymentId === wrong.id)
      .map((l) => ({
        schoolId,
        studentId: wrongDue.studentId,
        sessionYearId: wrongDue.sessionYearId,
        kind: 'cancellation' as const,
        amount: -l.amount,
        dueId: l.dueId,
        paymentId: wrong.id,
        reversesId: l.id,
        label: `Cancelled: ${l.label}`,
        postedOn: wrongPayment.paidOn,
        note: 'Entered for the wrong student',
        createdByUserId: ctx.adminUserId,
      })),
  );

  // Part of the second payment given back (a sibling left mid-term): a refund with credit note 1,
  // owed again on the due it paid.
  const second = made[1];
  if (second) {
    const [{ due, payment }, p] = second;
    const amount = Math.min(2000, due.amount);
    const reason = 'Sibling left mid-term';
    const [refund] = await tx
      .insert(feeRefunds)
      .values({
        schoolId,
        creditNoteNo: 1,
        paymentId: p.id,
        studentId: due.studentId,
        sessionYearId: due.sessionYearId,
        amount,
        reason,
        refundedOn: payment.paidOn,
        refundedByUserId: ctx.adminUserId,
      })
      .returning({ id: feeRefunds.id });
    if (refund)
      await tx.insert(feeLedger).values({
        schoolId,
        studentId: due.studentId,
        sessionYearId: due.sessionYearId,
        kind: 'refund',
        amount,
        dueId: due.id,
        refundId: refund.id,
        label: `Credit note 1 (receipt ${p.receiptNo}): ${due.label}`,
        postedOn: payment.paidOn,
        note: reason,
        createdByUserId: ctx.adminUserId,
      });
  }

  // A one-off museum trip for the first class-section's students.
  const firstSection = academics.classSections[0];
  const tripType = (await typeIds(ctx)).get('Tuition');
  const trip = firstSection
    ? firstTerms.filter((d) => sectionOf.get(d.studentId) === firstSection.id)
    : [];
  if (trip.length && tripType)
    await tx.insert(feeLedger).values(
      [...new Set(trip.map((d) => d.studentId))].map((studentId) => ({
        schoolId,
        studentId,
        sessionYearId: academics.currentSessionId,
        kind: 'due' as const,
        amount: 2500,
        feeTypeId: tripType,
        label: 'Museum trip',
        dueDate: addDays(academics.currentSessionStart, 45),
        postedOn: academics.currentSessionStart,
        note: 'Science museum visit',
        createdByUserId: ctx.adminUserId,
      })),
    );

  // A sibling discount on the first term of a student who has not paid.
  const paid = new Set(paying.map((d) => d.studentId));
  const unpaid = [...byStudent.values()].find((d) => !paid.has(d.studentId));
  if (unpaid)
    await tx.insert(feeLedger).values({
      schoolId,
      studentId: unpaid.studentId,
      sessionYearId: unpaid.sessionYearId,
      kind: 'waiver',
      amount: -Math.round(unpaid.amount / 10),
      dueId: unpaid.id,
      label: `Waiver: ${unpaid.label}`,
      postedOn: academics.currentSessionStart,
      note: 'Sibling discount (10%)',
      createdByUserId: ctx.adminUserId,
    });
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
    await addStructures(ctx);
  },
  life: async (ctx) => {
    await addStructures(ctx);
    await addLife(ctx);
  },
};
