/**
 * Issuing a certificate: the student's details fill the template's {placeholders} as they
 * stand that day, and the filled words are kept with the certificate (a later change of name,
 * class or template never rewrites one already printed). The serial is taken last, inside the
 * same transaction (serials.ts): a refused issue consumes no number. A transfer certificate
 * records the leaving date and reason; issuing it deletes and changes nothing else.
 */
import { formatDate } from '../../../calendar';
import { todayIn } from '../../../calendar/zone';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { certificates } from '../../../db/schema/certificates';
import type { Locale } from '../../../i18n/locales';
import type { SchoolUser } from '../../http/context';
import { validationFailed } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { cardStudents } from '../people';
import { readSchoolSettings } from '../platform';
import { missingForKind, fillPlaceholders } from './rules';
import type { IssueBody } from './schemas';
import { nextSerialNo } from './serials';
import { templateOf } from './templates';

const REQUIRED = {
  reason: 'certificates.reasonRequired',
  leaving_date: 'certificates.leavingDateRequired',
} as const;

/** Refuses what a certificate of this kind lacks, naming each field (before any transaction). */
export function checkIssue(body: IssueBody) {
  const missing = missingForKind(body.kind, body);
  if (missing.length)
    throw validationFailed(Object.fromEntries(missing.map((f) => [f, apiMessage(REQUIRED[f])])));
}

/** Writes the certificate in `tx` and gives its id. */
export async function issueCertificate(
  tx: Executor,
  caller: Pick<SchoolUser, 'school' | 'format'> & { userId: number | null },
  body: IssueBody,
  locale: Locale,
): Promise<number> {
  const schoolId = caller.school.id;
  checkIssue(body);
  const [student] = await cardStudents(tx, schoolId, { studentIds: [body.student_id] });
  if (!student) throw validationFailed({ student_id: apiMessage('certificates.studentUnknown') });
  const template = await templateOf(tx, schoolId, body.kind, locale);
  const settings = await readSchoolSettings(tx, schoolId);
  const issuedOn = todayIn(caller.format.timeZone);
  const date = (iso: string | null | undefined) =>
    iso ? formatDate(iso, caller.format.dateFormat) : '';
  const body_ = fillPlaceholders(template.body, {
    student_name: student.name,
    class: student.class_section_name,
    admission_no: student.admission_no,
    date_of_birth: date(student.date_of_birth),
    guardian_name: student.guardian_name ?? '',
    reason: body.reason ?? '',
    leaving_date: date(body.leaving_date),
    issue_date: date(issuedOn),
    school_name: settings.school_name,
  });
  const serialNo = await nextSerialNo(tx, schoolId);
  const row = oneRow(
    await tx
      .insert(certificates)
      .values({
        schoolId,
        serialNo,
        studentId: student.id,
        kind: body.kind,
        issuedOn,
        title: template.title,
        body: body_,
        signatory: template.signatory,
        reason: body.reason || null,
        leavingDate: body.kind === 'transfer' ? (body.leaving_date ?? null) : null,
        issuedByUserId: caller.userId,
      })
      .returning({ id: certificates.id }),
    'inserting one row into certificates',
  );
  return row.id;
}
