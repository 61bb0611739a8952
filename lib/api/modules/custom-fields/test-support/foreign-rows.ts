/**
 * How to get an existing custom field and group in a given school, for the generated
 * cross-school suite (lib/api/cross-school.test.ts), with a body valid in the caller's school.
 */
import { unique } from '../../../test-support/harness';
import { post, type ForeignRowsOf } from '../../../test-support/fixtures';
import { PDF } from '../../documents/test-support/forms';

/** A file field's upload: multipart `file`, a PDF. */
export function fieldFileForm(bytes: Uint8Array = PDF, name = 'scan.pdf') {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name));
  return form;
}

const fieldBody = () => ({ entity: 'student', label: unique('Field'), kind: 'text' });
const groupBody = () => ({ entity: 'student', name: unique('Group'), visibility: 'staff' });

export const foreignRows: ForeignRowsOf = {
  'custom-fields': {
    create: (t, as) => post(t, as, '/custom-fields', fieldBody()),
    bodies: {
      'PUT /custom-fields/:id': async () => fieldBody(),
      'POST /custom-fields/:id/file': async () => fieldFileForm(),
    },
  },
  'custom-field-groups': {
    create: (t, as) => post(t, as, '/custom-field-groups', groupBody()),
    bodies: { 'PUT /custom-field-groups/:id': async () => groupBody() },
  },
};
