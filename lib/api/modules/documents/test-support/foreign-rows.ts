/**
 * How to get an existing row of each resource of documents in a given school, for the
 * generated cross-school suite (lib/api/cross-school.test.ts); a route with a body also gets
 * a body valid in the caller's own school, keyed "METHOD path".
 */
import { post, student, type As, type ForeignRowsOf } from '../../../test-support/fixtures';
import { unique, type TestApi } from '../../../test-support/harness';
import { PDF, documentForm, documentType, documentTypeBody, uploadDocument } from './forms';

const staffMember = async (t: TestApi, as: As) => {
  const roleId = await post(t, as, '/roles', {
    name: unique('Clerk'),
    permissions: ['student-list'],
  });
  return post(t, as, '/staff', {
    full_name: 'Nia Clarke',
    email: `${unique('nia')}@example.test`,
    joining_date: '2026-06-01',
    password: 'Correct-horse-1',
    role_id: roleId,
  });
};

export const foreignRows: ForeignRowsOf = {
  'document-types': {
    create: (t, as) => documentType(t, as),
    bodies: { 'PUT /document-types/:id': async () => documentTypeBody() },
  },
  documents: {
    create: async (t, as) => uploadDocument(t, as, 'students', await student(t, as)),
  },
  students: {
    create: student,
    bodies: {
      'POST /students/:id/documents': async (t, as) => documentForm(PDF, await documentType(t, as)),
    },
  },
  staff: {
    create: staffMember,
    bodies: {
      'POST /staff/:id/documents': async (t, as) =>
        documentForm(PDF, await documentType(t, as, 'staff')),
    },
  },
};
