/**
 * The certificates' reads: the list (filtered by student and kind, searched by the student's
 * name or admission number, or the serial; CSV of the whole filter) and one certificate as the
 * API shows it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { certificates } from '../../../db/schema/certificates';
import { CERTIFICATE_KINDS } from '../../../db/schema/certificates-values';
import { listQuery } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import type { ListDefinition } from '../../http/resource';
import { academicViews } from '../academics';
import { userNamesView } from '../identity';
import { studentView, studentViewName } from '../people';
import { studentId } from './schemas';
import type { CertificateRow } from './types';

export type { CertificateRow };

const sections = academicViews.classSections;
const issuers = userNamesView('certificate_issuers');

export const certificateListQuery = listQuery(['serial_no', 'issued_on', 'id'], {
  student_id: studentId.optional(),
  kind: z
    .enum(CERTIFICATE_KINDS, { error: 'The kind must be bonafide, character or transfer.' })
    .optional(),
});
type Params = z.output<typeof certificateListQuery>;

const queries = queriesOf<CertificateRow, Params>({
  select: (db) =>
    db
      .select({
        id: certificates.id,
        serial_no: certificates.serialNo,
        kind: certificates.kind,
        student_id: certificates.studentId,
        student_name: studentViewName,
        admission_no: studentView.admissionNo,
        class_section_name: sections.name,
        issued_on: certificates.issuedOn,
        title: certificates.title,
        body: certificates.body,
        signatory: certificates.signatory,
        reason: certificates.reason,
        leaving_date: certificates.leavingDate,
        issued_by: issuers.name,
      })
      .from(certificates)
      .innerJoin(
        studentView,
        and(
          eq(studentView.schoolId, certificates.schoolId),
          eq(studentView.id, certificates.studentId),
        ),
      )
      .leftJoin(
        sections,
        and(
          eq(sections.schoolId, studentView.schoolId),
          eq(sections.id, studentView.classSectionId),
        ),
      )
      .leftJoin(
        issuers,
        and(
          eq(issuers.schoolId, certificates.schoolId),
          eq(issuers.id, certificates.issuedByUserId),
        ),
      ),
  countFrom: (db) =>
    db
      .select({ id: certificates.id })
      .from(certificates)
      .innerJoin(
        studentView,
        and(
          eq(studentView.schoolId, certificates.schoolId),
          eq(studentView.id, certificates.studentId),
        ),
      ),
  schoolId: certificates.schoolId,
  id: certificates.id,
  search: [studentViewName, studentView.admissionNo, sql`${certificates.serialNo}::text`],
  sort: {
    serial_no: certificates.serialNo,
    issued_on: certificates.issuedOn,
    id: certificates.id,
  },
  defaultSort: '-serial_no',
  filters: (p) => [
    p.student_id === undefined ? undefined : eq(certificates.studentId, p.student_id),
    p.kind === undefined ? undefined : eq(certificates.kind, p.kind),
  ],
});

export const readCertificate = queries.get;

export const certificateList: ListDefinition<CertificateRow, Params> = {
  query: certificateListQuery,
  queries,
  csv: {
    fileName: 'certificates.csv',
    columns: [
      { header: 'Serial no', value: (r) => r.serial_no },
      { header: 'Kind', value: (r) => r.kind },
      { header: 'Student', value: (r) => r.student_name },
      { header: 'Admission no', value: (r) => r.admission_no },
      { header: 'Class', value: (r) => r.class_section_name ?? '' },
      { header: 'Issued on', value: (r) => r.issued_on },
      { header: 'Title', value: (r) => r.title },
      { header: 'Reason', value: (r) => r.reason ?? '' },
      { header: 'Leaving date', value: (r) => r.leaving_date ?? '' },
      { header: 'Issued by', value: (r) => r.issued_by ?? '' },
    ],
  },
};
