/**
 * What of academics the people module's rows point at, registered so that deleting a
 * class-section, session year or class still used by students, applications or inquiries is
 * a 409 naming them (academics never reads these tables itself).
 */
import { sql } from 'drizzle-orm';
import { admissionApplications, admissionInquiries, students } from '../../../db/schema/people';
import { usedBy, type RegisteredUsage } from '../../http/usages';
import { ACADEMIC_ROWS } from '../academics';

const STUDENT = ['student', 'students'] as const;
const APPLICATION = ['admission application', 'admission applications'] as const;
const studentName = sql`${students.firstName} || ' ' || ${students.lastName}`;
const applicantName = sql`${admissionApplications.firstName} || ' ' || ${admissionApplications.lastName}`;

export const peopleUsages: RegisteredUsage[] = [
  {
    of: ACADEMIC_ROWS.classSection,
    usage: usedBy(STUDENT, students, students.classSectionId, studentName),
  },
  {
    of: ACADEMIC_ROWS.sessionYear,
    usage: usedBy(STUDENT, students, students.sessionYearId, studentName),
  },
  {
    of: ACADEMIC_ROWS.classSection,
    usage: usedBy(
      APPLICATION,
      admissionApplications,
      admissionApplications.classSectionId,
      applicantName,
    ),
  },
  {
    of: ACADEMIC_ROWS.sessionYear,
    usage: usedBy(
      APPLICATION,
      admissionApplications,
      admissionApplications.sessionYearId,
      applicantName,
    ),
  },
  {
    of: ACADEMIC_ROWS.class,
    usage: usedBy(
      ['admission inquiry', 'admission inquiries'],
      admissionInquiries,
      admissionInquiries.classId,
      admissionInquiries.childName,
    ),
  },
];
