/**
 * How to get an existing row of each resource in a given school, for the generated
 * cross-school suite (lib/api/cross-school.test.ts). Keyed by the resource: the path segment
 * before a route's first parameter (`/classes/:id` → `classes`). A route with a body also
 * needs a body valid in the caller's own school, keyed "METHOD path", so that only the
 * foreign id can be wrong. The suite fails for a mounted route with no entry here: a new
 * module adds its resources the day it is mounted.
 */
import { makeBackup } from '../modules/backup/test-support';
import { STUDENT_COLUMNS } from '../modules/people/import/student-rows';
import { studentBody as peopleStudentBody } from '../modules/people/test-support';
import { unique, type TestApi } from './harness';
import { addDays } from '../../calendar/dates';
import { todayIn } from '../../calendar/zone';

export type As = { token: string; school: string };

export type ForeignRows = {
  /** Makes a row in `as`'s school (as its School Admin) and returns its id (a file: its name). */
  create: (t: TestApi, as: As) => Promise<number | string>;
  /** Bodies valid in `as`'s school, by "METHOD path" of each route that takes one. */
  bodies?: Record<string, (t: TestApi, as: As) => Promise<unknown>>;
};

async function post(t: TestApi, as: As, path: string, body: unknown): Promise<number> {
  const res = await t.call('POST', `/api${path}`, { ...as, body });
  if (res.status !== 200)
    throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

const named = async () => ({ name: unique('N') });
const medium = (t: TestApi, as: As) => post(t, as, '/mediums', { name: unique('Medium') });
const section = (t: TestApi, as: As) => post(t, as, '/sections', { name: unique('Section') });
const subject = (t: TestApi, as: As) =>
  post(t, as, '/subjects', { name: unique('Subject'), type: 'Theory' });
const classBody = async (t: TestApi, as: As) => ({
  name: unique('Class'),
  medium_id: await medium(t, as),
});
const klass = async (t: TestApi, as: As) => post(t, as, '/classes', await classBody(t, as));
const classSectionBody = async (t: TestApi, as: As) => ({
  class_id: await klass(t, as),
  section_id: await section(t, as),
});
const classSection = async (t: TestApi, as: As) =>
  post(t, as, '/class-sections', await classSectionBody(t, as));

let yearSeq = 0;
/** Session years far in the future, one century per call: never overlapping a real one. */
const sessionYearBody = async () => {
  const year = 3000 + 2 * yearSeq++;
  return { name: unique('Year'), start_date: `${year}-06-01`, end_date: `${year + 1}-05-31` };
};

const studentBody = async (t: TestApi, as: As) => peopleStudentBody(await classSection(t, as));
const studentEditBody = async (t: TestApi, as: As) => {
  const { class_section_id: _omitted, ...rest } = await studentBody(t, as); // eslint-disable-line @typescript-eslint/no-unused-vars -- the edit body has no class_section_id
  return { ...rest, admission_no: unique('A'), admission_date: '2026-01-01' };
};
const student = async (t: TestApi, as: As) => post(t, as, '/students', await studentBody(t, as));

const inquiryBody = async () => ({ child_name: 'Tomi Ade', parent_name: 'Funmi Ade' });
const personBody = () => ({
  full_name: 'Nia Clarke',
  email: `${unique('nia')}@example.test`,
  joining_date: '2026-06-01',
  password: 'Correct-horse-1',
});
const roleBody = async () => ({ name: unique('Clerk'), permissions: ['student-list'] });
const role = async (t: TestApi, as: As) => post(t, as, '/roles', await roleBody());
const staffBody = async (t: TestApi, as: As) => ({ ...personBody(), role_id: await role(t, as) });

/** A PNG's signature is all the server's image check reads. */
const photoForm = async () => {
  const form = new FormData();
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  form.set('photo', new File([png], 'photo.png', { type: 'image/png' }));
  return form;
};

async function importBatch(t: TestApi, as: As): Promise<number> {
  const form = new FormData();
  // The template's columns and one row: a batch is recorded whether or not its rows are valid.
  const csv = `${STUDENT_COLUMNS.join(',')}\n${STUDENT_COLUMNS.map(() => '').join(',')}\n`;
  form.set('file', new File([csv], 'students.csv', { type: 'text/csv' }));
  const res = await t.call('POST', '/api/imports/students', { ...as, body: form });
  if (res.status !== 200)
    throw new Error(`import answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

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
const inventoryCategory = (t: TestApi, as: As) =>
  post(t, as, '/inventory-categories', { name: unique('Stock') });
const inventoryItemBody = async (t: TestApi, as: As) => ({
  name: unique('Item'),
  code: unique('C'),
  unit: 'piece',
  category_id: await inventoryCategory(t, as),
  minimum_stock: 1,
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

async function leaveTypeBody(t: TestApi, as: As) {
  const roles = await t.call('GET', '/api/roles?search=Teacher', as);
  const teacher = roles.body.data.find((r: { name: string }) => r.name === 'Teacher');
  return {
    name: unique('Leave'),
    code: unique('L').slice(0, 10),
    allocated_days: 5,
    role_ids: [teacher.id],
  };
}

let leaveWeek = 0;
/** The School Admin's own leave, a Tuesday and Wednesday of a later week each time (never overlapping). */
async function leave(t: TestApi, as: As): Promise<number> {
  const types = await t.call('GET', '/api/leave-types?search=CL', as);
  const start = addDays('2026-06-02', 7 * leaveWeek++);
  return post(t, as, '/leaves', {
    leave_type_id: types.body.data.find((r: { code: string }) => r.code === 'CL').id,
    start_date: start,
    end_date: addDays(start, 1),
    reason: 'Cross-school check',
  });
}

const announcementBody = async () => ({
  title: unique('Notice'),
  body: 'Hello',
  audience: 'school',
  publish_date: '2026-06-01',
});

const expenseCategory = (t: TestApi, as: As) =>
  post(t, as, '/expense-categories', { name: unique('Spend') });
/** An expense of its own category, dated two days ago (in every zone, inside the default year). */
const expenseBody = async (t: TestApi, as: As) => ({
  category_id: await expenseCategory(t, as),
  title: unique('Expense'),
  amount: 2500,
  date: addDays(new Date().toISOString().slice(0, 10), -2),
});

const holidayBody = () => ({
  title: unique('Holiday'),
  start_date: '2026-12-24',
  end_date: '2026-12-26',
  description: null,
});

const payrollComponentBody = async () => ({
  name: unique('Allowance'),
  kind: 'allowance',
  calc: 'fixed',
  amount: 1000,
});
const payrollComponent = async (t: TestApi, as: As) =>
  post(t, as, '/payroll-settings', await payrollComponentBody());
/** A salary structure for the school's admin (a staff member), effective from 2040. */
const salaryStructure = async (t: TestApi, as: As) => {
  const me = await t.call('GET', '/api/me', as);
  return post(t, as, '/salary-structures', {
    user_id: me.body.data.user.id,
    basic: 100000,
    effective_from: '2040-01',
    components: [{ component_id: await payrollComponent(t, as) }],
  });
};
let payrollMonthSeq = 0;
/** A draft run of a month of its own (2041 onwards: one run per month and school). */
const payrollRun = async (t: TestApi, as: As) => {
  await salaryStructure(t, as);
  const n = payrollMonthSeq++;
  const month = `${2041 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
  return post(t, as, '/payroll-runs', { month });
};
const payslip = async (t: TestApi, as: As) => {
  const run = await payrollRun(t, as);
  const res = await t.call('GET', `/api/payslips?run_id=${run}`, as);
  return res.body.data[0].id as number;
};
const payBody = async () => ({ paid_on: '2041-02-01', method: 'cash' });

export const FOREIGN_ROWS: Record<string, ForeignRows> = {
  mediums: { create: medium, bodies: { 'PUT /mediums/:id': named } },
  sections: { create: section, bodies: { 'PUT /sections/:id': named } },
  streams: {
    create: (t, as) => post(t, as, '/streams', { name: unique('Stream') }),
    bodies: { 'PUT /streams/:id': named },
  },
  shifts: {
    create: (t, as) =>
      post(t, as, '/shifts', { name: unique('Shift'), start_time: '08:00', end_time: '12:00' }),
    bodies: {
      'PUT /shifts/:id': async () => ({
        name: unique('S'),
        start_time: '09:00',
        end_time: '13:00',
      }),
    },
  },
  semesters: {
    create: (t, as) =>
      post(t, as, '/semesters', { name: unique('Term'), start_month: 1, end_month: 6 }),
    bodies: {
      'PUT /semesters/:id': async () => ({ name: unique('T'), start_month: 2, end_month: 7 }),
    },
  },
  classes: { create: klass, bodies: { 'PUT /classes/:id': classBody } },
  'class-sections': {
    create: classSection,
    bodies: { 'PUT /class-sections/:id': classSectionBody },
  },
  'class-groups': {
    create: async (t, as) =>
      post(t, as, '/class-groups', { name: unique('Group'), class_ids: [await klass(t, as)] }),
    bodies: {
      'PUT /class-groups/:id': async (t, as) => ({
        name: unique('Group'),
        class_ids: [await klass(t, as)],
      }),
    },
  },
  subjects: {
    create: subject,
    bodies: { 'PUT /subjects/:id': async () => ({ name: unique('Subj'), type: 'Practical' }) },
  },
  'class-subjects': {
    create: async (t, as) =>
      post(t, as, '/class-subjects', {
        class_id: await klass(t, as),
        type: 'Compulsory',
        subject_ids: [await subject(t, as)],
      }),
    bodies: {
      'PUT /class-subjects/:id': async (t, as) => ({
        class_id: await klass(t, as),
        type: 'Compulsory',
        subject_ids: [await subject(t, as)],
      }),
    },
  },
  'session-years': {
    create: async (t, as) => post(t, as, '/session-years', await sessionYearBody()),
    bodies: { 'PUT /session-years/:id': sessionYearBody },
  },
  students: {
    create: student,
    bodies: {
      'PUT /students/:id': studentEditBody,
      'PUT /students/:id/guardians': async (t, as) => ({
        guardians: (await studentBody(t, as)).guardians,
      }),
      'POST /students/:id/status': async () => ({ status: 'left' }),
      'POST /students/:id/photo': photoForm,
    },
  },
  'admission-applications': {
    create: async (t, as) => post(t, as, '/admission-applications', await studentBody(t, as)),
    bodies: {
      'POST /admission-applications/:id/accept': async () => ({}),
      'POST /admission-applications/:id/reject': async () => ({ reason: 'Class is full' }),
    },
  },
  'admission-inquiries': {
    create: async (t, as) => post(t, as, '/admission-inquiries', await inquiryBody()),
    bodies: {
      'PUT /admission-inquiries/:id': inquiryBody,
      'POST /admission-inquiries/:id/follow-ups': async () => ({
        on_date: '2026-06-02',
        method: 'call',
        outcome: 'Will visit',
      }),
    },
  },
  guardians: {
    create: async (t, as) => {
      const id = await student(t, as);
      const res = await t.call('GET', `/api/students/${id}`, as);
      return res.body.data.guardians[0].user_id;
    },
    bodies: { 'PUT /guardians/:id': async () => ({ full_name: 'Grace Hopper' }) },
  },
  teachers: {
    create: (t, as) => post(t, as, '/teachers', personBody()),
    bodies: { 'PUT /teachers/:id': async () => personBody() },
  },
  staff: {
    create: async (t, as) => post(t, as, '/staff', await staffBody(t, as)),
    bodies: { 'PUT /staff/:id': staffBody },
  },
  roles: { create: role, bodies: { 'PUT /roles/:id': roleBody } },
  imports: { create: importBatch },
  // A finished backup of the school (made through the API, its archive on disk).
  backups: { create: async (t, as) => (await makeBackup(t, as)).id },
  'leave-types': {
    create: async (t, as) => post(t, as, '/leave-types', await leaveTypeBody(t, as)),
    bodies: { 'PUT /leave-types/:id': leaveTypeBody },
  },
  leaves: {
    create: leave,
    bodies: {
      'POST /leaves/:id/approve': async () => ({}),
      'POST /leaves/:id/reject': async () => ({ comment: 'No' }),
      'POST /leaves/:id/cancel': async () => ({}),
    },
  },
  announcements: {
    create: async (t, as) => post(t, as, '/announcements', await announcementBody()),
    bodies: { 'PUT /announcements/:id': announcementBody },
  },
  // In both demo schools' default session years.
  holidays: {
    create: (t, as) => post(t, as, '/holidays', holidayBody()),
    bodies: { 'PUT /holidays/:id': async () => holidayBody() },
  },
  // A private file: a student's photo, named by the URL the upload answers with.
  files: {
    create: async (t, as) => {
      const id = await student(t, as);
      const res = await t.call('POST', `/api/students/${id}/photo`, {
        ...as,
        body: await photoForm(),
      });
      return String(res.body.data.photo).slice('/api/files/'.length);
    },
  },
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
    bodies: { 'POST /fee-payments/:id/cancel': async () => ({ reason: 'Wrong amount' }) },
  },
  'inventory-categories': {
    create: inventoryCategory,
    bodies: { 'PUT /inventory-categories/:id': named },
  },
  'inventory-items': {
    create: async (t, as) => post(t, as, '/inventory-items', await inventoryItemBody(t, as)),
    bodies: { 'PUT /inventory-items/:id': inventoryItemBody },
  },
  'inventory-transactions': {
    create: async (t, as) =>
      post(t, as, '/inventory-transactions', {
        item_id: await post(t, as, '/inventory-items', await inventoryItemBody(t, as)),
        type: 'in',
        quantity: 5,
        unit_cost: 100,
        date: addDays(todayIn('UTC'), -1),
      }),
  },
  'expense-categories': {
    create: expenseCategory,
    bodies: { 'PUT /expense-categories/:id': async () => ({ name: unique('Spend') }) },
  },
  expenses: {
    create: async (t, as) => post(t, as, '/expenses', await expenseBody(t, as)),
    bodies: {
      'PUT /expenses/:id': expenseBody,
      'POST /expenses/:id/cancel': async () => ({ reason: 'Entered twice' }),
    },
  },
  'payroll-settings': {
    create: payrollComponent,
    bodies: { 'PUT /payroll-settings/:id': payrollComponentBody },
  },
  'salary-structures': { create: salaryStructure },
  'payroll-runs': {
    create: payrollRun,
    bodies: {
      'POST /payroll-runs/:id/pay': payBody,
      'POST /payroll-runs/:id/cancel-payment': async () => ({ reason: 'Paid twice' }),
    },
  },
  payslips: {
    create: payslip,
    bodies: {
      'PUT /payslips/:id/lines/:line': async () => ({ amount: 100, reason: 'Correction' }),
      'POST /payslips/:id/pay': payBody,
    },
  },
};
