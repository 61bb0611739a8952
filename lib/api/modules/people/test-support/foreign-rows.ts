/**
 * How to get an existing row of each resource of people in a given school, for the
 * generated cross-school suite (lib/api/cross-school.test.ts); a route with a body also gets
 * a body valid in the caller's own school, keyed "METHOD path".
 */
import { STUDENT_COLUMNS } from '../import/student-rows';
import { unique, type TestApi } from '../../../test-support/harness';
import {
  post,
  studentBody,
  student,
  photoForm,
  type ForeignRowsOf,
  type As,
} from '../../../test-support/fixtures';

const studentEditBody = async (t: TestApi, as: As) => {
  const { class_section_id: _omitted, ...rest } = await studentBody(t, as); // eslint-disable-line @typescript-eslint/no-unused-vars -- the class-section is left out of an edit's body
  return { ...rest, admission_no: unique('A'), admission_date: '2026-01-01' };
};
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

export const foreignRows: ForeignRowsOf = {
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
};
