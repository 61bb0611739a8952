/**
 * GET /api/schools/by-subdomain/{subdomain}/certificates/{token}: public, no sign-in. What the
 * page behind a certificate's or an ID card's QR code shows to anyone holding it: that the
 * school issued it, its kind, serial and date (a certificate) or the class and whether the
 * student is still enrolled (a card), and the student only as initials — as receipts do
 * (fees/receipt-verification.ts). An unknown or tampered token, or one read on another
 * school's address, is a 404 like a certificate that does not exist.
 */
import { formatDate } from '../../../calendar';
import { schoolFormatOf } from '../../../school-format';
import { initialsOf } from '../../../verification/signed-token';
import { envelope } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { access, defineRoute } from '../../http/route';
import { cardStudents } from '../people';
import { readSchoolSettings, schoolFromHint } from '../platform';
import { readCertificate } from './lists';
import { paperOfToken } from './tokens';

export const verificationRoutes = [
  defineRoute({
    method: 'GET',
    path: '/schools/by-subdomain/:subdomain/certificates/:token',
    tag: 'certificates',
    summary:
      "A certificate's or ID card's authenticity for anyone holding it (public): kind, serial, date, school, the student's initials",
    access: access.public,
    handler: async ({ c, db, params }) => {
      const school = await schoolFromHint(db, { subdomain: params.subdomain ?? '' }).catch(
        () => undefined,
      );
      if (!school) throw notFound('certificate');
      const paper = paperOfToken(c.var.deps.config, school.id, params.token ?? '');
      if (!paper) throw notFound('certificate');
      const settings = await readSchoolSettings(db, school.id);
      const format = schoolFormatOf(settings);
      if ('studentId' in paper) {
        const [student] = await cardStudents(db, school.id, { studentIds: [paper.studentId] });
        if (!student) throw notFound('certificate');
        return envelope({
          paper: 'id_card' as const,
          school_name: settings.school_name,
          student_initials: initialsOf(student.name),
          class_section_name: student.class_section_name,
          enrolled: student.status === 'active',
        });
      }
      const row = await readCertificate(db, school.id, paper.certificateId);
      if (!row) throw notFound('certificate');
      return envelope({
        paper: 'certificate' as const,
        school_name: settings.school_name,
        kind: row.kind,
        title: row.title,
        serial_no: row.serial_no,
        issued_on: row.issued_on,
        issued_on_text: formatDate(row.issued_on, format.dateFormat),
        student_initials: initialsOf(row.student_name),
      });
    },
  }),
];
