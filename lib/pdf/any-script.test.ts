/**
 * Names in any script print on the PDFs a user downloads, and come back out as written: a
 * receipt and a payslip per name, through the real routes (GET /api/fee-payments/{id}/receipt.pdf
 * and GET /api/payslips/{id}.pdf), with the text read back by PDF.js, the extractor Firefox uses.
 * The payslip carries the deduction (a receipt lists only what the payment settled) and its minus
 * sign must read as U+2212, not the `"` the Latin-1 fonts printed.
 */
import { startAsAdmin, type As } from '../api/modules/academics/test-support/factories';
import { studentBody } from '../api/modules/people/test-support';
import { unique, type TestApi } from '../api/test-support/harness';
import { routePdf } from './test-support/route-pdf';
import { textItems } from './test-support/text-items';

const NAMES = ['عائشة الحربي', 'अनन्या शर्मा', 'Łucja Żółć'];
const MINUS = '\u2212';

let t: TestApi;
let as: As;
beforeAll(async () => {
  ({ t, as } = await startAsAdmin());
});
afterAll(() => t.close());

async function ok(method: string, path: string, body?: unknown) {
  const res = await t.call(method, path, { ...as, body });
  if (res.status !== 200)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

const pdfAt = (path: string) => routePdf(t, as, path);

/**
 * The text of every page as PDF.js reads it. Nothing is normalised here: PDF.js itself turns
 * Arabic presentation forms into letters (NFKC) and puts right-to-left runs in logical order,
 * and the PDFs map their glyphs to plain letters, so the names must come back byte for byte.
 */
function textOf(bytes: Uint8Array): string {
  return textItems(bytes)
    .map((item) => item.str)
    .join('');
}

test.each(NAMES)('a receipt for %s prints the name as written', async (name) => {
  const [first, ...rest] = name.split(' ');
  const classId = (
    await ok('POST', '/api/classes', {
      name: unique('Scripts'),
      medium_id: (await ok('GET', '/api/meta-data')).mediums[0].id,
    })
  ).id;
  const sectionId = (await ok('POST', '/api/sections', { name: unique('S') })).id;
  const classSection = (
    await ok('POST', '/api/class-sections', { class_id: classId, section_id: sectionId })
  ).id;
  const student = (
    await ok(
      'POST',
      '/api/students',
      studentBody(classSection, { first_name: first, last_name: rest.join(' ') }),
    )
  ).id;
  const payment = await ok('POST', '/api/fee-payments', {
    student_id: student,
    amount: 12345,
    method: 'cash',
    paid_on: '2026-09-01',
    keep_advance: true,
  });
  const text = textOf(await pdfAt(`/api/fee-payments/${payment.id}/receipt.pdf`));
  expect(text).toContain(name);
  expect(text).toContain('$123.45');
});

test('payslips print each name and their deductions with a real minus sign', async () => {
  const pension = (
    await ok('POST', '/api/payroll-settings', {
      name: unique('Pension'),
      kind: 'deduction',
      calc: 'percentage',
      percentage: 10,
    })
  ).id;
  const staff: number[] = [];
  for (const name of NAMES) {
    const email = `${unique('script')}@example.test`;
    const id = (
      await ok('POST', '/api/teachers', {
        full_name: name,
        email,
        joining_date: '2026-01-05',
        password: 'Correct-horse-1',
      })
    ).id;
    await ok('POST', '/api/salary-structures', {
      user_id: id,
      basic: 150000,
      effective_from: '2032-01',
      components: [{ component_id: pension }],
    });
    staff.push(id);
  }
  const run = await ok('POST', '/api/payroll-runs', { month: '2032-01' });
  for (const [i, name] of NAMES.entries()) {
    const slip = (await ok('GET', `/api/payslips?run_id=${run.id}&user_id=${staff[i]}`))[0];
    const text = textOf(await pdfAt(`/api/payslips/${slip.id}.pdf`));
    expect(text).toContain(name);
    expect(text).toContain(`Deductions ${MINUS} $150.00`);
    // Itemised under the school's header (issue 27): each deduction with its own minus sign.
    expect(text).toContain('12 River Road, Riverside');
    expect(text).toMatch(new RegExp(`Pension-\\w+.* ${MINUS} \\$150\\.00Deductions`));
    expect(text).toContain('Earnings $1,500.00');
    expect(text).toContain('Net pay $1,350.00');
    expect(text).not.toContain('"');
  }
});

test("a receipt and a payslip are written in their reader's language", async () => {
  const student = (await ok('GET', '/api/students?per_page=1'))[0];
  const payment = await ok('POST', '/api/fee-payments', {
    student_id: student.id,
    amount: 500,
    method: 'cash',
    paid_on: '2026-09-02',
    keep_advance: true,
  });
  const slip = (await ok('GET', '/api/payslips?per_page=1'))[0];
  try {
    await ok('PUT', '/api/me/preferences', { locale: 'ar' });
    const receipt = textOf(await pdfAt(`/api/fee-payments/${payment.id}/receipt.pdf`));
    expect(receipt).toContain('إيصال رسوم');
    expect(receipt).toContain('رقم الإيصال');
    expect(receipt).toContain('نقدًا');
    expect(receipt).not.toContain('Fee receipt');
    await ok('PUT', '/api/me/preferences', { locale: 'fr' });
    const payslip = textOf(await pdfAt(`/api/payslips/${slip.id}.pdf`));
    expect(payslip).toContain('Net à payer');
    expect(payslip).not.toContain('Net pay');
  } finally {
    await ok('PUT', '/api/me/preferences', { locale: 'en' });
  }
  expect(textOf(await pdfAt(`/api/fee-payments/${payment.id}/receipt.pdf`))).toContain(
    'Fee receipt',
  );
});
