/** Helpers for the leave API tests: the demo leave types, a guardian's child, a PDF. */
import type { TestApi } from '../../../test-support/harness';
import type { As } from '../../academics/test-support/factories';
import { make } from '../../academics/test-support/factories';
import { metaIds, sectionOf, studentBody } from '../../people/test-support';

export async function leaveTypeId(t: TestApi, as: As, code: string): Promise<number> {
  const res = await t.call('GET', `/api/leave-types?search=${code}`, as);
  const found = res.body.data.find((r: { code: string }) => r.code === code);
  if (!found) throw new Error(`no leave type ${code} in ${as.school}`);
  return found.id;
}

/** A new student in the school's `sectionIndex`th class-section whose guardian is `guardianEmail`. */
export async function childOf(t: TestApi, admin: As, guardianEmail: string, sectionIndex = 0) {
  const ids = await metaIds(t, admin.token, admin.school);
  const section = sectionOf(ids, sectionIndex);
  const student = await make(
    t,
    admin,
    '/api/students',
    studentBody(section.id, {
      guardians: [
        { full_name: 'Demo Guardian', email: guardianEmail, relation: 'mother', is_primary: true },
      ],
    }),
  );
  return { id: student.id, sectionId: section.id };
}

export const pdfFile = (size = 200) => {
  const bytes = new Uint8Array(size);
  bytes.set([...'%PDF-1.4\n'].map((c) => c.charCodeAt(0)));
  return new File([bytes], 'note.pdf', { type: 'application/pdf' });
};

/** A multipart application. */
export function leaveForm(fields: Record<string, string | number>, attachment?: File) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, String(v));
  if (attachment) form.set('attachment', attachment);
  return form;
}
