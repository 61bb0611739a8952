/**
 * GET /api/schools/by-subdomain/{subdomain}/receipts/{token}: public, no sign-in. What the
 * verification page behind a receipt's QR code shows to anyone holding the paper: that the
 * school issued this receipt, its number, date and amount, the student only as initials
 * (children's data: the minimum that lets a holder match it to the paper), and whether it was
 * cancelled. The token is signed for (school, payment) (receipt-token.ts): an unknown or tampered
 * token, or one read on another school's address, is a 404 like a payment that does not exist.
 */
import { formatDate } from '../../../calendar';
import { formatMoney } from '../../../money';
import { schoolFormatOf } from '../../../school-format';
import { envelope } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { access, defineRoute } from '../../http/route';
import { readSchoolSettings, schoolFromHint } from '../platform';
import { studentBriefs } from '../people';
import { paymentRecord } from './payments';
import { paymentOfToken, receiptKeyOf } from './receipt-token';
import { initialsOf } from '../../../verification/signed-token';

export const receiptVerificationRoutes = [
  defineRoute({
    method: 'GET',
    // The school in a path parameter, as /schools/by-subdomain/{subdomain} has it: the page
    // on the school's address passes its own subdomain.
    path: '/schools/by-subdomain/:subdomain/receipts/:token',
    tag: 'fees',
    summary:
      "A receipt's authenticity for anyone holding it (public): number, date, amount, school, the student's initials",
    access: access.public,
    handler: async ({ c, db, params }) => {
      const school = await schoolFromHint(db, { subdomain: params.subdomain ?? '' }).catch(
        () => undefined,
      );
      if (!school) throw notFound('payment');
      const paymentId = paymentOfToken(
        receiptKeyOf(c.var.deps.config),
        school.id,
        params.token ?? '',
      );
      const payment =
        paymentId === null ? undefined : await paymentRecord(db, school.id, paymentId);
      // paymentRecord reads the school's own payments only.
      if (!payment) throw notFound('payment');
      const [student] = await studentBriefs(db, school.id, [payment.student_id]);
      const settings = await readSchoolSettings(db, school.id);
      const format = schoolFormatOf(settings);
      return envelope({
        school_name: settings.school_name,
        receipt_no: payment.receipt_no,
        paid_on: payment.paid_on,
        paid_on_text: formatDate(payment.paid_on, format.dateFormat),
        amount: payment.amount,
        amount_text: formatMoney(payment.amount, {
          currency: format.currency,
          symbol: format.currencySymbol,
        }),
        student_initials: student ? initialsOf(student.name) : '',
        status: payment.status,
        cancelled_on: payment.cancelled_on,
        cancelled_on_text: payment.cancelled_on
          ? formatDate(payment.cancelled_on, format.dateFormat)
          : null,
      });
    },
  }),
];
