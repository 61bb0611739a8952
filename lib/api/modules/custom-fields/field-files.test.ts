/**
 * A `file` field's file: uploaded (checked as documents are, a refusal naming the field), kept
 * on a record as its value, and served only to whoever sees that field on that record, never
 * inline as active content; another school finds nothing.
 */
import { MAX_DOCUMENT_BYTES } from '../documents';
import { unique, type TestApi } from '../../test-support/harness';
import { studentBody } from '../../test-support/fixtures';
import { admin, make, startAsAdmin, userWith, type As } from '../academics/test-support/factories';

let t: TestApi;
let as: As;
beforeAll(async () => ({ t, as } = await startAsAdmin()));
afterAll(() => t.close());

import { PDF } from '../documents/test-support/forms';
import { fieldFileForm as form } from './test-support/foreign-rows';

const upload = (fieldId: number, body: FormData, who: As = as) =>
  t.call('POST', `/api/custom-fields/${fieldId}/file`, { ...who, body });

async function medicalFileField() {
  const group = unique('Medical');
  await make(t, as, '/api/custom-field-groups', {
    entity: 'student',
    name: group,
    visibility: 'admin_and_class_teacher',
  });
  return (await make(t, as, '/api/custom-fields', {
    entity: 'student',
    label: unique('Medical note'),
    kind: 'file',
    group,
  })) as { id: number; key: string };
}

test("a file field's upload is kept on the student and served only to who sees its group", async () => {
  const note = await medicalFileField();
  const sent = await upload(note.id, form(PDF));
  expect(sent.status).toBe(200);
  const url = sent.body.data.url as string;
  expect(url).toMatch(/^\/api\/files\/field-[0-9a-f]{16}\.pdf$/);

  // Uploaded but not yet saved on a record: nobody is served it.
  expect((await t.call('GET', url, as)).status).toBe(404);

  const admitted = await t.call('POST', '/api/students', {
    ...as,
    body: { ...(await studentBody(t, as)), custom_fields: { [note.key]: url } },
  });
  expect(admitted.status).toBe(200);
  expect(admitted.body.data.custom_fields[note.key]).toBe(url);

  const read = await t.call('GET', url, as);
  expect(read.status).toBe(200);
  expect(read.headers.get('content-type')).toBe('application/pdf');
  expect(read.headers.get('content-disposition')).toBe('attachment');
  expect(read.headers.get('x-content-type-options')).toBe('nosniff');

  // A teacher reading students, not class teacher of this one: the Medical group is not theirs.
  const teacher = await userWith(t, ['student-list', 'student-view', 'student-edit']);
  expect((await t.call('GET', url, teacher)).status).toBe(404);
  // ...nor may they upload to it: the field does not exist for them.
  expect((await upload(note.id, form(PDF), teacher)).status).toBe(404);
  // Someone who reads no student at all.
  const outsider = await userWith(t, ['holiday-list']);
  expect((await t.call('GET', url, outsider)).status).toBe(404);
  // Another school: its admin finds neither the file nor the field.
  const hill = await admin(t, 'hillcrest');
  expect((await t.call('GET', url, hill)).status).toBe(404);
  expect((await upload(note.id, form(PDF), hill)).status).toBe(404);
});

test("a staff member's file field, and who may upload at all", async () => {
  const contract = (await make(t, as, '/api/custom-fields', {
    entity: 'staff',
    label: unique('Contract'),
    kind: 'file',
  })) as { id: number; key: string };
  const reader = await userWith(t, ['student-list']);
  const refused = await upload(contract.id, form(PDF), reader);
  expect(refused.status).toBe(403);

  const sent = await upload(contract.id, form(PDF));
  const url = sent.body.data.url as string;
  const roles = await t.call('GET', '/api/roles?per_page=100', as);
  const role = (roles.body.data as { id: number; name: string }[]).find(
    (r) => r.name === 'Accountant',
  );
  const created = await t.call('POST', '/api/staff', {
    ...as,
    body: {
      full_name: 'File Person',
      email: `${unique('f')}@example.test`,
      joining_date: '2026-01-05',
      role_id: role?.id,
      custom_fields: { [contract.key]: url },
    },
  });
  expect(created.status).toBe(200);
  expect((await t.call('GET', url, as)).status).toBe(200);
  expect((await t.call('GET', url, await userWith(t, ['staff-list']))).status).toBe(200);
  expect((await t.call('GET', url, reader)).status).toBe(404);
});

test('a bad type, an empty or too large file, or a field of another kind is a 422 naming the field', async () => {
  const note = await medicalFileField();
  const name = `custom_fields.${note.key}`;
  const script = await upload(
    note.id,
    form(new TextEncoder().encode('<script>x</script>'), 'a.pdf'),
  );
  expect(script.status).toBe(422);
  expect(script.body.errors).toEqual({ [name]: 'The file must be a PDF, PNG, JPEG or WebP file.' });
  const empty = await upload(note.id, form(new Uint8Array(0)));
  expect(empty.status).toBe(422);
  expect(empty.body.errors).toEqual({ [name]: 'The file is empty.' });
  const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
  big.set(PDF);
  const large = await upload(note.id, form(big));
  expect(large.status).toBe(422);
  expect(large.body.errors).toEqual({ [name]: 'The file may be at most 5 MB.' });

  const text = (await make(t, as, '/api/custom-fields', {
    entity: 'student',
    label: unique('Locker'),
    kind: 'text',
  })) as { id: number; key: string };
  const wrong = await upload(text.id, form(PDF));
  expect(wrong.status).toBe(422);
  expect(wrong.body.errors).toEqual({
    [`custom_fields.${text.key}`]: 'This field does not take a file.',
  });
  // A value that is not a file uploaded for a field is refused on the record.
  const forged = await t.call('POST', '/api/students', {
    ...as,
    body: {
      ...(await studentBody(t, as)),
      custom_fields: { [note.key]: '/api/files/document-0123456789abcdef.pdf' },
    },
  });
  expect(forged.status).toBe(422);
  expect(forged.body.errors).toEqual({ [name]: 'Upload a file for this field.' });
});
