/**
 * The rules of a teachers file. A teacher is known by e-mail: a row whose e-mail is already a
 * teacher of the school is skipped (re-importing creates nothing twice); an e-mail held by
 * any other account is an error.
 */
import { isIsoDate } from '../../../../calendar';
import type { FileRow } from './files';
import type { ImportError } from './student-rows';

export const TEACHER_COLUMNS = [
  'full_name',
  'email',
  'phone',
  'qualification',
  'joining_date',
  'salary_basis',
] as const;
export const TEACHER_REQUIRED = ['full_name', 'email', 'joining_date'] as const;
export type StagedTeacher = {
  full_name: string;
  email: string;
  phone: string | null;
  qualification: string | null;
  joining_date: string;
  salary_basis: 'monthly' | 'daily' | 'hourly';
};

export type TeacherImportContext = {
  /** Accounts of the school whose e-mail appears in the file, and whether each is a teacher. */
  existingByEmail: Map<string, { isTeacher: boolean }>;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const BASES = ['monthly', 'daily', 'hourly'] as const;

export function checkTeacherRows(rows: FileRow[], ctx: TeacherImportContext) {
  const errors: ImportError[] = [];
  const checked: { row: number; action: 'create' | 'skip'; data: StagedTeacher }[] = [];
  const emailRows = new Map<string, number>();
  for (const { row, values: v } of rows) {
    const fail = (column: string, message: string) => errors.push({ row, column, message });
    if (!v.full_name) fail('full_name', 'The name is required.');
    const email = (v.email ?? '').toLowerCase();
    let action: 'create' | 'skip' = 'create';
    if (!email) fail('email', 'The e-mail is required.');
    else if (!EMAIL.test(email)) fail('email', `${v.email} is not a valid e-mail address.`);
    else if (emailRows.has(email))
      fail('email', `The e-mail ${email} is already used in row ${emailRows.get(email)}.`);
    else {
      emailRows.set(email, row);
      const existing = ctx.existingByEmail.get(email);
      if (existing?.isTeacher) action = 'skip';
      else if (existing)
        fail('email', `The e-mail ${email} is already used by another account of the school.`);
    }
    if (!v.joining_date) fail('joining_date', 'The joining date is required.');
    else if (!isIsoDate(v.joining_date))
      fail('joining_date', `${v.joining_date} is not a valid date (use YYYY-MM-DD)`);
    const basis = (v.salary_basis || 'monthly').toLowerCase();
    if (!(BASES as readonly string[]).includes(basis))
      fail(
        'salary_basis',
        `${v.salary_basis} is not a salary basis (use monthly, daily or hourly).`,
      );
    checked.push({
      row,
      action,
      data: {
        full_name: v.full_name ?? '',
        email,
        phone: v.phone || null,
        qualification: v.qualification || null,
        joining_date: v.joining_date ?? '',
        salary_basis: basis as StagedTeacher['salary_basis'],
      },
    });
  }
  return { errors, rows: errors.length ? [] : checked };
}
