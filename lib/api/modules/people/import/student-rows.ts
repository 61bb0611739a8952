/**
 * The rules of a students file, row by row and column by column, before anything is written.
 * Pure: what it needs from the school (class-sections, sessions, students already there) is
 * passed in. A row whose admission number already belongs to the same student (same names
 * and date of birth) is skipped, so importing a file twice creates nothing twice.
 */
import { isIsoDate } from '../../../../calendar';
import { studentDateProblems } from '../rules';
import type { FileRow } from './files';

export const STUDENT_COLUMNS = [
  'admission_no',
  'first_name',
  'last_name',
  'gender',
  'date_of_birth',
  'admission_date',
  'class_section',
  'session_year',
  'roll_number',
  'email',
  'current_address',
  'permanent_address',
  'guardian_name',
  'guardian_email',
  'guardian_phone',
  'guardian_relation',
  'guardian2_name',
  'guardian2_email',
  'guardian2_phone',
  'guardian2_relation',
] as const;

export const STUDENT_REQUIRED = [
  'admission_no',
  'first_name',
  'last_name',
  'gender',
  'date_of_birth',
  'class_section',
  'guardian_name',
  'guardian_email',
] as const;

export type ImportError = { row: number; column: string; message: string };

export type StagedGuardian = {
  full_name: string;
  email: string;
  phone: string | null;
  relation: 'father' | 'mother' | 'other';
  is_primary: boolean;
};

export type StagedStudent = {
  admission_no: string;
  first_name: string;
  last_name: string;
  gender: 'male' | 'female' | 'other';
  date_of_birth: string;
  admission_date: string;
  class_section_id: number;
  session_year_id: number;
  roll_number: number | null;
  email: string | null;
  current_address: string | null;
  permanent_address: string | null;
  guardians: StagedGuardian[];
};

export type ExistingStudent = {
  admissionNo: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  email: string | null;
};

export type StudentImportContext = {
  classSectionIdByKey: Map<string, number>;
  classSectionKey: (name: string) => string;
  sessionIdByName: Map<string, number>;
  defaultSessionId: number;
  today: string;
  /** Students of the school whose admission number or e-mail appears in the file. */
  existingByAdmissionNo: Map<string, ExistingStudent>;
  existingByEmail: Map<string, ExistingStudent>;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ADMISSION_NO = /^[A-Za-z0-9/_.-]{1,40}$/;
const GENDERS: Record<string, StagedStudent['gender']> = {
  male: 'male',
  m: 'male',
  female: 'female',
  f: 'female',
  other: 'other',
};
const RELATIONS = ['father', 'mother', 'other'] as const;

export type CheckedRow = { row: number; action: 'create' | 'skip'; data: StagedStudent };

/** Every error of every row, and (when there are none) the rows to stage. */
export function checkStudentRows(rows: FileRow[], ctx: StudentImportContext) {
  const errors: ImportError[] = [];
  const checked: CheckedRow[] = [];
  const admissionRows = new Map<string, number>();
  const emailRows = new Map<string, number>();

  for (const { row, values: v } of rows) {
    const fail = (column: string, message: string) => errors.push({ row, column, message });
    const required = (column: string, label: string) => {
      if (!v[column]) fail(column, `The ${label} is required.`);
      return v[column] ?? '';
    };
    const date = (column: string, fallback?: string) => {
      const value = v[column];
      if (!value) return fallback ?? '';
      if (!isIsoDate(value)) fail(column, `${value} is not a valid date (use YYYY-MM-DD)`);
      return value;
    };

    const admissionNo = required('admission_no', 'admission number');
    if (admissionNo && !ADMISSION_NO.test(admissionNo))
      fail(
        'admission_no',
        'The admission number may hold letters, digits and - / _ . only (at most 40).',
      );
    const firstRow = admissionRows.get(admissionNo.toLowerCase());
    if (admissionNo && firstRow !== undefined)
      fail(
        'admission_no',
        `The admission number ${admissionNo} is already used in row ${firstRow}.`,
      );
    else if (admissionNo) admissionRows.set(admissionNo.toLowerCase(), row);

    const firstName = required('first_name', 'first name');
    const lastName = required('last_name', 'last name');
    const gender = GENDERS[(v.gender ?? '').toLowerCase()];
    if (!gender)
      fail(
        'gender',
        `${v.gender || 'An empty value'} is not a gender (use male, female or other).`,
      );
    const dob = v.date_of_birth
      ? date('date_of_birth')
      : required('date_of_birth', 'date of birth');
    const admissionDate = date('admission_date', ctx.today);
    const dateProblems = studentDateProblems(
      {
        date_of_birth: isIsoDate(dob) ? dob : null,
        admission_date: isIsoDate(admissionDate) ? admissionDate : null,
      },
      ctx.today,
    );
    for (const [column, message] of Object.entries(dateProblems)) fail(column, message);

    const classSection = required('class_section', 'class-section');
    const classSectionId = classSection
      ? ctx.classSectionIdByKey.get(ctx.classSectionKey(classSection))
      : undefined;
    if (classSection && classSectionId === undefined)
      fail('class_section', `Unknown class-section "${classSection}".`);

    let sessionId = ctx.defaultSessionId;
    if (v.session_year) {
      const found = ctx.sessionIdByName.get(v.session_year.toLowerCase());
      if (found === undefined) fail('session_year', `Unknown session year "${v.session_year}".`);
      else sessionId = found;
    }

    let roll: number | null = null;
    if (v.roll_number) {
      roll = Number(v.roll_number);
      if (!Number.isInteger(roll) || roll < 1)
        fail('roll_number', `${v.roll_number} is not a roll number (a whole number from 1).`);
    }

    const email = (v.email ?? '').toLowerCase() || null;
    const existing = ctx.existingByAdmissionNo.get(admissionNo);
    if (email) {
      const seen = emailRows.get(email);
      const owner = ctx.existingByEmail.get(email);
      if (!EMAIL.test(email)) fail('email', `${v.email} is not a valid e-mail address.`);
      else if (seen !== undefined)
        fail('email', `The e-mail ${email} is already used in row ${seen}.`);
      else if (owner && owner.admissionNo !== admissionNo)
        fail('email', `The e-mail ${email} is already used by student ${owner.admissionNo}.`);
      else emailRows.set(email, row);
    }

    const guardians: StagedGuardian[] = [];
    for (const [prefix, isPrimary] of [
      ['guardian', true],
      ['guardian2', false],
    ] as const) {
      const name = v[`${prefix}_name`] ?? '';
      const gEmail = (v[`${prefix}_email`] ?? '').toLowerCase();
      if (!isPrimary && !name && !gEmail) continue;
      if (!name) fail(`${prefix}_name`, 'The guardian name is required.');
      if (!gEmail) fail(`${prefix}_email`, 'The guardian e-mail is required.');
      else if (!EMAIL.test(gEmail))
        fail(`${prefix}_email`, `${v[`${prefix}_email`]} is not a valid e-mail address.`);
      else if (guardians.some((g) => g.email === gEmail))
        fail(`${prefix}_email`, 'The second guardian needs an e-mail of their own.');
      const relation = (v[`${prefix}_relation`] || 'other').toLowerCase();
      if (!(RELATIONS as readonly string[]).includes(relation))
        fail(
          `${prefix}_relation`,
          `${v[`${prefix}_relation`]} is not a relation (use father, mother or other).`,
        );
      guardians.push({
        full_name: name,
        email: gEmail,
        phone: v[`${prefix}_phone`] || null,
        relation: relation as StagedGuardian['relation'],
        is_primary: isPrimary,
      });
    }

    let action: CheckedRow['action'] = 'create';
    if (existing) {
      const same =
        existing.firstName.toLowerCase() === firstName.toLowerCase() &&
        existing.lastName.toLowerCase() === lastName.toLowerCase() &&
        existing.dateOfBirth === dob;
      if (same) action = 'skip';
      else
        fail(
          'admission_no',
          `The admission number ${admissionNo} already belongs to ${existing.firstName} ${existing.lastName}.`,
        );
    }

    checked.push({
      row,
      action,
      data: {
        admission_no: admissionNo,
        first_name: firstName,
        last_name: lastName,
        gender: gender ?? 'other',
        date_of_birth: dob,
        admission_date: admissionDate,
        class_section_id: classSectionId ?? 0,
        session_year_id: sessionId,
        roll_number: roll,
        email,
        current_address: v.current_address || null,
        permanent_address: v.permanent_address || null,
        guardians,
      },
    });
  }
  return { errors, rows: errors.length ? [] : checked };
}
