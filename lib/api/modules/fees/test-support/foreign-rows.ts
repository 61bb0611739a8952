/**
 * How to get an existing row of each resource of fees in a given school, for the
 * generated cross-school suite (lib/api/cross-school.test.ts); a route with a body also gets
 * a body valid in the caller's own school, keyed "METHOD path".
 */
import { unique, type TestApi } from '../../../test-support/harness';
import { post, klass, student, type ForeignRowsOf, type As } from '../../../test-support/fixtures';

const feeType = (t: TestApi, as: As) => post(t, as, '/fee-types', { name: unique('Fee') });
async function defaultSessionYear(t: TestApi, as: As): Promise<number> {
  const meta = await t.call('GET', '/api/meta-data', as);
  return (meta.body.data.session_year_all as { id: number; default: number }[]).find(
    (s) => s.default === 1,
  )!.id;
}
/** A structure of its own class (a class has one current structure per session year). */
const feeStructureBody = async (t: TestApi, as: As) => ({
  name: unique('Fees'),
  session_year_id: await defaultSessionYear(t, as),
  class_ids: [await klass(t, as)],
  due_date: '2026-09-01',
  lines: [{ fee_type_id: await feeType(t, as), amount: 10000 }],
});
async function feePayment(t: TestApi, as: As): Promise<number> {
  const studentId = await student(t, as);
  await post(t, as, '/custom-fees', {
    fee_type_id: await feeType(t, as),
    amount: 5000,
    due_date: '2026-09-01',
    student_ids: [studentId],
  });
  return post(t, as, '/fee-payments', { student_id: studentId, amount: 5000, method: 'cash' });
}

export const foreignRows: ForeignRowsOf = {
  // A student's fees (GET /students/:id/fees).
  students: { create: student },
  'fee-types': {
    create: feeType,
    bodies: { 'PUT /fee-types/:id': async () => ({ name: unique('Fee') }) },
  },
  'fee-structures': {
    create: async (t, as) => post(t, as, '/fee-structures', await feeStructureBody(t, as)),
    bodies: {
      'PUT /fee-structures/:id': feeStructureBody,
      'POST /fee-structures/:id/assign': async () => ({}),
    },
  },
  'fee-payments': {
    create: feePayment,
    bodies: {
      'POST /fee-payments/:id/cancel': async () => ({ reason: 'Wrong amount' }),
      'POST /fee-payments/:id/refunds': async () => ({ amount: 100, reason: 'Overpaid' }),
    },
  },
  // A refund's credit note (GET /fee-refunds/:id/credit-note.pdf).
  'fee-refunds': {
    create: async (t, as) =>
      post(t, as, `/fee-payments/${await feePayment(t, as)}/refunds`, {
        amount: 1000,
        reason: 'Overpaid',
      }),
  },
};
