/**
 * The payslip PDF as an e-mail's attachment (issue 28, `payslip`): the same paper
 * GET /api/payslips/{id}.pdf streams (payslip-pdf.ts), made outside a request with the
 * deployment's storage, the school's format and its language.
 */
import { config } from '../../../config/env';
import type { Executor } from '../../../db/client';
import { isLocale } from '../../../i18n/locales';
import { schoolHeaderOf } from '../../../pdf/paper';
import { schoolFormatOf } from '../../../school-format';
import { readSchoolSettings } from '../platform';
import { payslipPdf } from './payslip-pdf';
import { payslipRecord } from './run-queries';

export async function payslipAttachment(db: Executor, schoolId: number, payslipId: number) {
  const slip = await payslipRecord(db, schoolId, payslipId);
  if (!slip)
    throw new Error(`Payslip ${payslipId} of an e-mail is gone (payslips are never deleted)`);
  const settings = await readSchoolSettings(db, schoolId);
  const format = schoolFormatOf(settings);
  const content = await payslipPdf(
    { school: await schoolHeaderOf(settings, config().storageDir), payslip: slip, format },
    isLocale(format.language) ? format.language : 'en',
  );
  return {
    filename: `payslip-${slip.month}-${slip.id}.pdf`,
    content,
    contentType: 'application/pdf',
  };
}
